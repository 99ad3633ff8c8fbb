import type pg from 'pg';

/** Distinct statements named per process; past this, new ones run unnamed (dynamic SQL cannot grow it without bound). */
const DEFAULT_CAPACITY = 500;

/** Transaction control and DDL are never named: they are not repeated often, and DDL changes what named plans return. */
const NEVER_NAMED = /^\s*(begin|start|commit|rollback|savepoint|release|set|create|alter|drop|truncate|lock|listen|notify)\b/i;
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;
const TRANSACTION_OPENS = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_ENDS = /^\s*(commit|end|rollback(?!\s+to\b))\b/i;

/** PostgreSQL's answer when a named plan's columns changed under it (another instance migrated): SQLSTATE 0A000. */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: string }).code === '0A000' && /cached plan must not change result type/i.test((error as Error).message);
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Makes the pool's clients run Kysely's statements as named prepared statements: each connection
 * parses and plans a statement once and then only binds and executes it, as a hand-written `pg`
 * server does (issue 28: the parse on every call was most of the gap on PostgreSQL). Kysely sends
 * `client.query(text, values)`; the text gets a name of its own the first time it is seen.
 *
 * - A schema change through this process forgets every name, so no kept plan outlives its table's shape.
 * - One made by another instance (a rolling deploy's migration) makes a kept `select *` fail once with
 *   "cached plan must not change result type": the names are forgotten and, outside a transaction, the
 *   statement is run again under a new one; inside one the error stands (the transaction is already
 *   aborted) and the caller's retry gets the new name.
 * - `DATABASE_PREPARED_STATEMENTS=false` turns this off for a pooler that cannot keep named statements
 *   (PgBouncer before 1.21 in transaction mode; docs/operations.md).
 */
export function withNamedStatements(pool: pg.Pool, capacity = DEFAULT_CAPACITY): pg.Pool {
  let names = new Map<string, string>();
  let issued = 0;
  const nameOf = (text: string): string | undefined => {
    if (SCHEMA_CHANGE.test(text)) names = new Map();
    const known = names.get(text);
    if (known !== undefined || names.size >= capacity || NEVER_NAMED.test(text)) return known;
    const name = `kestrel_${(issued += 1)}`;
    names.set(text, name);
    return name;
  };

  const named = new WeakSet<pg.PoolClient>();
  const name = (client: pg.PoolClient): pg.PoolClient => {
    if (named.has(client)) return client;
    named.add(client);
    const query = client.query.bind(client) as Query;
    let inTransaction = false;
    const run = async (text: string, values: unknown[]): Promise<unknown> => {
      if (TRANSACTION_OPENS.test(text)) inTransaction = true;
      else if (TRANSACTION_ENDS.test(text)) inTransaction = false;
      const statement = nameOf(text);
      if (statement === undefined) return query(text, values);
      try {
        return await query({ name: statement, text, values });
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        names = new Map();
        if (inTransaction) throw error;
        return query({ name: nameOf(text), text, values });
      }
    };
    // Only Kysely's call, (text, values) without a callback, is taken over; cursors and callbacks pass through.
    (client as { query: Query }).query = (text, values, callback) =>
      typeof text === 'string' && Array.isArray(values) && callback === undefined ? run(text, values) : query(text, values, callback);
    return client;
  };

  // Kysely asks for a client with a promise; `pool.query` asks with a callback. Both get named clients.
  type Done = (error: Error | undefined, client: pg.PoolClient | undefined, release: () => void) => void;
  const connect = pool.connect.bind(pool) as (done?: Done) => Promise<pg.PoolClient> | undefined;
  (pool as { connect: (done?: Done) => Promise<pg.PoolClient> | undefined }).connect = (done) =>
    done ? connect((error, client, release) => done(error, client && name(client), release)) : connect()!.then(name);
  return pool;
}
