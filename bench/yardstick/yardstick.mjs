#!/usr/bin/env node
/**
 * The same-work yardstick of `npm run bench` (issue 28): a minimal Fastify 5 server, in its own
 * process, that does exactly the portal's work for the four reads the bench measures, on the portal's
 * own database, written plainly and importing nothing of the portal:
 *   GET /api/v1/users/me, GET /api/addresses, GET /api/loan_requests[?page=n],
 *   GET /api/v1/loan/amortizations/:id
 * Each checks the bearer token as the portal does (bearer-token.mjs: no cache, ADR 0021), reads the
 * same rows with the same SQL (statements prepared once) and sends byte-identical JSON; the bench
 * checks that before it times anything. What the portal does beyond this is the cost it measures.
 *
 * Environment: PORT, DATABASE_URL (`sqlite:<file>` or `postgres://…`, the portal's), BANK_HOLIDAYS.
 * Prints `ready` once it listens.
 */
import Fastify from 'fastify';
import { ownerOfBearer } from './bearer-token.mjs';
import { openPostgresStore } from './postgres-store.mjs';
import { servicingDays } from './servicing-day.mjs';
import { openSqliteStore } from './sqlite-store.mjs';
import { addressResource, instalmentResource, loanRequestResource, page, userResource } from './wire.mjs';

const REQUESTS_PER_PAGE = 10;
/** The portal reads the product catalogue at most every 30 s (loans.routes.ts); so does this. */
const CATALOGUE_TTL_MS = 30_000;

/**
 * The headers an API's JSON answer needs whoever serves it (OWASP's REST security cheat sheet):
 * personal data never cached, no sniffing, nothing framed or run from it. Built once.
 */
const API_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store, private',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
};
const UNAUTHENTICATED = JSON.stringify({ message: 'Unauthenticated.' });
const NOT_FOUND = JSON.stringify({ message: 'Not Found.' });
const STAFF_REFUSED = JSON.stringify({ message: 'Staff accounts work in the back office, not in a borrower’s account.', code: 'staff_account' });

const databaseUrl = process.env.DATABASE_URL ?? '';
const store = databaseUrl.startsWith('sqlite:')
  ? openSqliteStore(databaseUrl.slice('sqlite:'.length).replace(/^\/\//, ''))
  : databaseUrl.startsWith('postgres://') || databaseUrl.startsWith('postgresql://')
    ? openPostgresStore(databaseUrl)
    : null;
if (!store) throw new Error('DATABASE_URL: use sqlite:<file> or postgres://… (the portal’s database)');
const servicingDay = servicingDays(process.env.BANK_HOLIDAYS || 'GB-ENG');

let catalogue = null;
/** Products by id, as `{ row, at }`. */
async function productsById() {
  if (!catalogue || Date.now() - catalogue.readAt > CATALOGUE_TTL_MS) {
    const { rows, at } = await store.products();
    catalogue = { readAt: Date.now(), byId: new Map(rows.map((row) => [Number(row[at.id]), { row, at }])) };
  }
  return catalogue.byId;
}

const send = (reply, status, json) => reply.code(status).headers(API_HEADERS).send(json);

/** A read for a signed-in borrower: 401 without a valid token; staff tokens stay out (ADR 0040) unless `staffToo`. */
function borrowerRead(read, { staffToo = false } = {}) {
  return async (request, reply) => {
    const owner = await ownerOfBearer(store, request.headers.authorization);
    if (!owner) return send(reply, 401, UNAUTHENTICATED);
    if (!staffToo && owner.row[owner.at.role] === 'staff') return send(reply, 403, STAFF_REFUSED);
    const body = await read(owner, request);
    return body === null ? send(reply, 404, NOT_FOUND) : send(reply, 200, JSON.stringify(body));
  };
}

const app = Fastify({ logger: false });

app.get('/api/v1/users/me', borrowerRead(async ({ row, at }) => ({ data: userResource(row, at) }), { staffToo: true }));

app.get(
  '/api/addresses',
  borrowerRead(async (owner) => {
    const { rows, at } = await store.addressesOf(owner.row[owner.at.id]);
    return { data: rows.map((row) => addressResource(row, at)) };
  }),
);

app.get(
  '/api/loan_requests',
  borrowerRead(async (owner, request) => {
    const userId = owner.row[owner.at.id];
    const pageParam = request.query.page;
    const current = typeof pageParam === 'string' && /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
    const count = await store.requestCountOf(userId);
    const requests = await store.requestPageOf(userId, (current - 1) * REQUESTS_PER_PAGE);
    const ids = requests.rows.map((row) => row[requests.at.id]);
    const data = [];
    if (ids.length > 0) {
      const history = await store.historyOf(ids);
      const [products, offers] = await Promise.all([productsById(), store.offersOf(ids)]);
      const offerOf = new Map(offers.rows.map((row) => [Number(row[offers.at.request_id]), { row, at: offers.at }]));
      const stepsOf = new Map(ids.map((id) => [id, []]));
      for (const step of history.rows) stepsOf.get(step[history.at.request_id])?.push(step);
      for (const row of requests.rows) {
        const id = row[requests.at.id];
        const steps = { rows: stepsOf.get(id), at: history.at };
        data.push(loanRequestResource(row, requests.at, products.get(row[requests.at.product_id]), offerOf.get(id), steps));
      }
    }
    const total = Number(count.rows[0][count.at.count]);
    return page(data, total, current, REQUESTS_PER_PAGE, '/api/loan_requests');
  }),
);

app.get(
  '/api/v1/loan/amortizations/:id',
  borrowerRead(async (owner, request) => {
    const { id } = request.params;
    if (!/^[1-9][0-9]{0,15}$/.test(id) || !Number.isSafeInteger(Number(id))) return null;
    const loan = await store.loanOfUser(owner.row[owner.at.id], Number(id));
    if (loan.rows.length === 0) return null;
    const day = servicingDay();
    const { rows, at } = await store.scheduleOf(loan.rows[0][loan.at.id]);
    return { data: rows.map((row) => instalmentResource(row, at, day)) };
  }),
);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write(`ready (${store.engine})\n`);
process.on('SIGTERM', () => app.close().then(() => store.close()).then(() => process.exit(0)));
