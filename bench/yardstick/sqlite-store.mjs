/**
 * The yardstick's SQLite: the same file as the portal, the same binding (Node's own `node:sqlite`
 * where this Node has it, else its backport `@photostructure/sqlite`, as ADR 0023 chooses), the same
 * PRAGMAs and the portal's SQL, each statement prepared once and reused. Rows come back as arrays
 * with their column positions read once per statement (`at.name` is a column's index), so no row
 * pays for making its column names again.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function sqliteBinding() {
  const wanted = process.env.KESTREL_SQLITE_DRIVER;
  const builtin = wanted === '@photostructure/sqlite' ? undefined : process.getBuiltinModule?.('node:sqlite');
  if (wanted === 'node:sqlite' && !builtin) throw new Error(`node:sqlite is not available on Node ${process.version}`);
  return builtin ?? require('@photostructure/sqlite');
}

/** Opens `file` (the portal's database) and returns the reads the yardstick makes on it. */
export function openSqliteStore(file) {
  const { DatabaseSync } = sqliteBinding();
  const db = new DatabaseSync(file);
  // The portal's connection settings (database.factory.ts); the file is already in WAL mode.
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');

  const prepared = (sql) => {
    const statement = db.prepare(sql);
    statement.setReturnArrays(true);
    const at = Object.fromEntries(statement.columns().map((column, index) => [column.name, index]));
    return { all: (...values) => ({ rows: statement.all(...values), at }) };
  };
  const inLists = new Map();
  /** One statement per list length, kept (a page holds at most ten requests). */
  const withIdList = (build) => (ids) => {
    const key = `${build.name}:${ids.length}`;
    let statement = inLists.get(key);
    if (!statement) inLists.set(key, (statement = prepared(build(ids.map(() => '?').join(', ')))));
    return statement.all(...ids);
  };

  const tokenWithOwner = prepared(
    'select "users".*, "token"."id" as "token_id", "token"."user_id" as "token_user_id", "token"."token_hash" as "token_token_hash", ' +
      '"token"."name" as "token_name", "token"."abilities" as "token_abilities", "token"."last_used_at" as "token_last_used_at", ' +
      '"token"."expires_at" as "token_expires_at", "token"."created_at" as "token_created_at" ' +
      'from "personal_access_tokens" as "token" inner join "users" on "users"."id" = "token"."user_id" where "token"."id" = ?',
  );
  const touch = db.prepare('update "personal_access_tokens" set "last_used_at" = ? where "id" = ?');
  const addresses = prepared('select * from "addresses" where "user_id" = ? order by "is_primary" desc, "id" desc');
  const requestCount = prepared('select count(*) as "count" from "loan_requests" where "user_id" = ?');
  const requestPage = prepared('select * from "loan_requests" where "user_id" = ? order by "created_at" desc, "id" desc limit 10 offset ?');
  const products = prepared('select * from "loan_products" order by "sort_order", "id"');
  const loanOfUser = prepared('select * from "loans" where "id" = ? and "user_id" = ?');
  const schedule = prepared('select * from "amortizations" where "loan_id" = ? order by "number"');

  return {
    engine: 'sqlite',
    tokenWithOwner: (id) => tokenWithOwner.all(id),
    touchToken: (id, at) => void touch.run(at, id),
    addressesOf: (userId) => addresses.all(userId),
    requestCountOf: (userId) => requestCount.all(userId),
    requestPageOf: (userId, offset) => requestPage.all(userId, offset),
    historyOf: withIdList(function history(slots) {
      return `select * from "loan_request_history" where "request_id" in (${slots}) order by "id"`;
    }),
    offersOf: withIdList(function offers(slots) {
      return `select "id", "request_id", "status", "expires_at" from "loan_offers" where "request_id" in (${slots})`;
    }),
    products: () => products.all(),
    loanOfUser: (userId, id) => loanOfUser.all(id, userId),
    scheduleOf: (loanId) => schedule.all(loanId),
    close: () => db.close(),
  };
}
