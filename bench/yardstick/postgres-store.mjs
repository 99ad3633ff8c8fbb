/**
 * The yardstick's PostgreSQL: the same database as the portal through `pg`, a pool of the portal's
 * size (DATABASE_POOL_MAX, default 10), the portal's SQL as named statements, so each connection
 * prepares each once and reuses it. Rows come back as arrays with their column positions read once
 * per statement (`at.name` is a column's index), as the SQLite store gives them.
 */
import pg from 'pg';

/** Opens a pool on `url` (the portal's database) and returns the reads the yardstick makes on it. */
export function openPostgresStore(url) {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const positions = new Map();

  const prepared = (name, text) => async (...values) => {
    const result = await pool.query({ name, text, values, rowMode: 'array' });
    let at = positions.get(name);
    if (!at) positions.set(name, (at = Object.fromEntries(result.fields.map((field, index) => [field.name, index]))));
    return { rows: result.rows, at };
  };
  const inLists = new Map();
  /** One named statement per list length (a page holds at most ten requests). */
  const withIdList = (name, build) => (ids) => {
    const key = `${name}_${ids.length}`;
    let statement = inLists.get(key);
    if (!statement) inLists.set(key, (statement = prepared(key, build(ids.map((_, index) => `$${index + 1}`).join(', ')))));
    return statement(...ids);
  };

  const tokenWithOwner = prepared(
    'token_with_owner',
    'select "users".*, "token"."id" as "token_id", "token"."user_id" as "token_user_id", "token"."token_hash" as "token_token_hash", ' +
      '"token"."name" as "token_name", "token"."abilities" as "token_abilities", "token"."last_used_at" as "token_last_used_at", ' +
      '"token"."expires_at" as "token_expires_at", "token"."created_at" as "token_created_at" ' +
      'from "personal_access_tokens" as "token" inner join "users" on "users"."id" = "token"."user_id" where "token"."id" = $1',
  );
  const touch = prepared('touch_token', 'update "personal_access_tokens" set "last_used_at" = $1 where "id" = $2');
  const addresses = prepared('addresses_of', 'select * from "addresses" where "user_id" = $1 order by "is_primary" desc, "id" desc');
  const requestCount = prepared('request_count', 'select count(*) as "count" from "loan_requests" where "user_id" = $1');
  const requestPage = prepared('request_page', 'select * from "loan_requests" where "user_id" = $1 order by "created_at" desc, "id" desc limit 10 offset $2');
  const products = prepared('products', 'select * from "loan_products" order by "sort_order", "id"');
  const loanOfUser = prepared('loan_of_user', 'select * from "loans" where "id" = $1 and "user_id" = $2');
  const schedule = prepared('schedule', 'select * from "amortizations" where "loan_id" = $1 order by "number"');

  return {
    engine: 'postgres',
    tokenWithOwner: (id) => tokenWithOwner(id),
    touchToken: async (id, at) => void (await touch(at, id)),
    addressesOf: (userId) => addresses(userId),
    requestCountOf: (userId) => requestCount(userId),
    requestPageOf: (userId, offset) => requestPage(userId, offset),
    historyOf: withIdList('history', (slots) => `select * from "loan_request_history" where "request_id" in (${slots}) order by "id"`),
    offersOf: withIdList('offers', (slots) => `select "id", "request_id", "status", "expires_at" from "loan_offers" where "request_id" in (${slots})`),
    products: () => products(),
    loanOfUser: (userId, id) => loanOfUser(id, userId),
    scheduleOf: (loanId) => schedule(loanId),
    close: () => pool.end(),
  };
}
