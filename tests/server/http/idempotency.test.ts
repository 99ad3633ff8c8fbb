import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_LEASE_MS, IDEMPOTENCY_TTL_MS } from '../../../src-server/http/plugins/idempotency.plugin';
import { fetchXsrfToken, registerUser, registration, send, signUpTokenOf, type CallOptions } from '../support/http-client';
import { latestLink, outboxDirOf } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Server-side idempotency (issue 6, ADR 0009): a write repeated with its Idempotency-Key is applied
 * once and answered with the first result, on every engine the suite runs on.
 */

/** A gate the test opens by hand, so a request can be held "in progress". */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const slow = { calls: 0, entered: gate(), release: gate() };
const flaky = { calls: 0 };

/** Test-only routes: a write that waits for the test, one that fails once, one that echoes. */
function testRoutes(app: FastifyInstance): void {
  app.post('/test/slow', { preHandler: app.requireUser }, async (_request, reply) => {
    const call = ++slow.calls;
    slow.entered.open();
    await slow.release.opened;
    return reply.code(201).send({ data: { call } });
  });
  app.post('/test/flaky', { preHandler: app.requireUser }, async (_request, reply) => {
    flaky.calls += 1;
    if (flaky.calls === 1) throw new Error('the database went away');
    return reply.code(201).header('location', `/test/flaky/${flaky.calls}`).send({ data: { call: flaky.calls } });
  });
  app.route({ method: ['POST', 'PUT'], url: '/test/echo', preHandler: app.requireUser, handler: async (request) => ({ data: request.body ?? null }) });
}

let t: TestApp;
beforeAll(async () => {
  // Tokens outlive the 24 h the expiry test moves the clock by.
  t = await createTestApp({ tokenTtlMs: 7 * 24 * 60 * 60 * 1000 }, testRoutes);
});
afterAll(() => t.close());

const FEEDBACK = { category: 'website', message: 'The repayment calendar is lovely.', rating: 5 };
let keys = 0;
const aKey = () => `key-${process.pid}-${++keys}-${Math.random().toString(36).slice(2)}`;

function withKey(key: string, options: CallOptions = {}): CallOptions {
  return { ...options, headers: { ...options.headers, 'idempotency-key': key } };
}

async function feedbackCount(): Promise<number> {
  const row = await t.database.db.selectFrom('feedback').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function keyCount(): Promise<number> {
  const row = await t.database.db.selectFrom('idempotency_keys').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('Idempotency-Key', () => {
  it('applies a repeated feedback POST once and replays the first answer', async () => {
    const user = await registerUser(t.app);
    const key = aKey();
    const before = await feedbackCount();

    const first = await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: user.token }));
    const second = await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: user.token }));

    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body).toBe(first.body);
    expect(await feedbackCount()).toBe(before + 1);
  });

  it('replays the opening of an account to the same browser (same token), and not to another browser', async () => {
    const xsrf = await fetchXsrfToken(t.app);
    const body = registration();
    expect((await send(t.app, 'POST', '/api/register', body, { xsrf })).statusCode).toBe(202);
    const link = await latestLink(outboxDirOf(t.app), String(body.email), 0, 'sign-up-confirmation');
    const confirmation = { token: signUpTokenOf(link), password: body.password };
    const key = aKey();

    const first = await send(t.app, 'POST', '/api/register/confirm', confirmation, withKey(key, { xsrf }));
    const again = await send(t.app, 'POST', '/api/register/confirm', confirmation, withKey(key, { xsrf }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.token).toBe(first.json().data.token);
    const users = await t.database.db.selectFrom('users').select('id').where('email', '=', String(body.email).toLowerCase()).execute();
    expect(users).toHaveLength(1);
    // The stored answer holds a bearer token: it is sealed, never kept in clear.
    const stored = await t.database.db.selectFrom('idempotency_keys').select('response_body').where('key', '=', key).executeTakeFirstOrThrow();
    expect(stored.response_body).not.toContain(first.json().data.token.split('|')[1]);

    // A stranger (another XSRF cookie) with the same key is a new request: the link is used up now.
    const stranger = await send(t.app, 'POST', '/api/register/confirm', confirmation, withKey(key));
    expect(stranger.statusCode).toBe(422);
    expect(stranger.headers['idempotent-replayed']).toBeUndefined();
    expect(stranger.json().errors.token).toBeDefined();
  });

  it('refuses the key on a different body, path or method with 422', async () => {
    const user = await registerUser(t.app);
    const key = aKey();
    const before = await feedbackCount();
    expect((await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: user.token }))).statusCode).toBe(201);

    const otherBody = await send(t.app, 'POST', '/api/feedback', { ...FEEDBACK, rating: 4 }, withKey(key, { token: user.token }));
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      message: 'This Idempotency-Key was used for a different request.',
      errors: { 'Idempotency-Key': ['This Idempotency-Key was used for a different request.'] },
    });
    const otherPath = await send(t.app, 'POST', '/test/echo', FEEDBACK, withKey(key, { token: user.token }));
    expect(otherPath.statusCode).toBe(422);
    expect(await feedbackCount()).toBe(before + 1);

    const echoKey = aKey();
    expect((await send(t.app, 'POST', '/test/echo', { a: 1 }, withKey(echoKey, { token: user.token }))).statusCode).toBe(200);
    const otherMethod = await send(t.app, 'PUT', '/test/echo', { a: 1 }, withKey(echoKey, { token: user.token }));
    expect(otherMethod.statusCode).toBe(422);
    expect(otherMethod.json().errors['Idempotency-Key']).toEqual(['This Idempotency-Key was used for a different request.']);
  });

  it('answers 409 with Retry-After: 1 while the first request is still running', async () => {
    const user = await registerUser(t.app);
    const key = aKey();
    const first = send(t.app, 'POST', '/test/slow', { n: 1 }, withKey(key, { token: user.token }));
    await slow.entered.opened;

    const duplicate = await send(t.app, 'POST', '/test/slow', { n: 1 }, withKey(key, { token: user.token }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.headers['retry-after']).toBe('1');
    expect(duplicate.json()).toEqual({ message: 'A request with this Idempotency-Key is still being processed.' });

    slow.release.open();
    expect((await first).statusCode).toBe(201);
    const after = await send(t.app, 'POST', '/test/slow', { n: 1 }, withKey(key, { token: user.token }));
    expect(after.statusCode).toBe(201);
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.json()).toEqual({ data: { call: 1 } });
    expect(slow.calls).toBe(1);
  });

  it('lets exactly one of several simultaneous duplicates run', async () => {
    const user = await registerUser(t.app);
    const key = aKey();
    const before = await feedbackCount();
    const xsrf = await fetchXsrfToken(t.app);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: user.token, xsrf }))),
    );

    const ran = answers.filter((a) => a.statusCode === 201 && a.headers['idempotent-replayed'] === undefined);
    expect(ran).toHaveLength(1);
    for (const other of answers.filter((a) => a !== ran[0])) {
      expect([201, 409]).toContain(other.statusCode);
      if (other.statusCode === 201) expect(other.body).toBe(ran[0].body);
    }
    expect(await feedbackCount()).toBe(before + 1);
  });

  it('takes over a claim abandoned for longer than the lease (a crashed instance)', async () => {
    slow.calls = 0;
    slow.entered = gate();
    slow.release = gate();
    const user = await registerUser(t.app);
    const key = aKey();
    const abandoned = send(t.app, 'POST', '/test/slow', { n: 2 }, withKey(key, { token: user.token }));
    await slow.entered.opened;

    slow.entered = gate();
    t.clock.advance(IDEMPOTENCY_LEASE_MS + 1);
    const takeover = send(t.app, 'POST', '/test/slow', { n: 2 }, withKey(key, { token: user.token }));
    await slow.entered.opened;
    slow.release.open();
    const [first, second] = await Promise.all([abandoned, takeover]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json()).toEqual({ data: { call: 2 } });
    // The late first answer does not overwrite the claim that took over.
    const replay = await send(t.app, 'POST', '/test/slow', { n: 2 }, withKey(key, { token: user.token }));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(second.body);
  });

  it('gives the key back after a 5xx, so the retry runs the write', async () => {
    const user = await registerUser(t.app);
    const key = aKey();
    const failed = await send(t.app, 'POST', '/test/flaky', {}, withKey(key, { token: user.token }));
    expect(failed.statusCode).toBe(500);
    expect(await t.database.db.selectFrom('idempotency_keys').select('id').where('key', '=', key).executeTakeFirst()).toBeUndefined();

    const retried = await send(t.app, 'POST', '/test/flaky', {}, withKey(key, { token: user.token }));
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const replayed = await send(t.app, 'POST', '/test/flaky', {}, withKey(key, { token: user.token }));
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.headers.location).toBe('/test/flaky/2');
    expect(replayed.json()).toEqual({ data: { call: 2 } });
    expect(flaky.calls).toBe(2);
  });

  it('keeps keys per user: B reusing A\'s key gets B\'s own answer', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const key = aKey();
    const before = await feedbackCount();

    const fromA = await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: a.token }));
    const fromB = await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: b.token }));

    expect(fromA.statusCode).toBe(201);
    expect(fromB.statusCode).toBe(201);
    expect(fromB.headers['idempotent-replayed']).toBeUndefined();
    expect(fromB.json().data.id).not.toBe(fromA.json().data.id);
    expect(await feedbackCount()).toBe(before + 2);
  });

  it('forgets a key after 24 hours', async () => {
    const user = await registerUser(t.app);
    const key = aKey();
    const before = await feedbackCount();
    const first = await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: user.token }));

    t.clock.advance(IDEMPOTENCY_TTL_MS - 1000);
    const withinADay = await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: user.token }));
    expect(withinADay.headers['idempotent-replayed']).toBe('true');
    expect(withinADay.body).toBe(first.body);

    t.clock.advance(1000);
    const nextDay = await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: user.token }));
    expect(nextDay.statusCode).toBe(201);
    expect(nextDay.headers['idempotent-replayed']).toBeUndefined();
    expect(nextDay.json().data.id).not.toBe(first.json().data.id);
    expect(await feedbackCount()).toBe(before + 2);
  });

  it('refuses a malformed key with 422 and applies nothing', async () => {
    const user = await registerUser(t.app);
    const before = await feedbackCount();
    for (const bad of ['', 'has space', 'x'.repeat(256), 'tab\there']) {
      const response = await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(bad, { token: user.token }));
      expect(response.statusCode, JSON.stringify(bad)).toBe(422);
      expect(response.json().errors['Idempotency-Key']).toEqual(['The Idempotency-Key header must be 1 to 255 visible ASCII characters.']);
    }
    expect((await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey('x'.repeat(255), { token: user.token }))).statusCode).toBe(201);
    expect(await feedbackCount()).toBe(before + 1);
  });

  it('replays a 4xx answer too, and lets a refused request claim nothing', async () => {
    const user = await registerUser(t.app);
    const invalidKey = aKey();
    const invalid = await send(t.app, 'POST', '/api/feedback', { category: 'nope' }, withKey(invalidKey, { token: user.token }));
    expect(invalid.statusCode).toBe(422);
    const invalidAgain = await send(t.app, 'POST', '/api/feedback', { category: 'nope' }, withKey(invalidKey, { token: user.token }));
    expect(invalidAgain.headers['idempotent-replayed']).toBe('true');
    expect(invalidAgain.body).toBe(invalid.body);

    const key = aKey();
    const keysBefore = await keyCount();
    expect((await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key))).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: user.token, xsrf: null }))).statusCode).toBe(419);
    expect(await keyCount()).toBe(keysBefore);
    const accepted = await send(t.app, 'POST', '/api/feedback', FEEDBACK, withKey(key, { token: user.token }));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.headers['idempotent-replayed']).toBeUndefined();
  });

  it('ignores the header on reads and costs nothing without it', async () => {
    const user = await registerUser(t.app);
    const keysBefore = await keyCount();
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': 'a b' } });
    expect(me.statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/feedback', FEEDBACK, { token: user.token })).statusCode).toBe(201);
    expect(await keyCount()).toBe(keysBefore);
  });
});
