import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './database.types';

type Db = Kysely<DatabaseSchema>;

/** The first key of every borrower lock on PostgreSQL: "KC", so no other advisory lock collides with ours. */
const BORROWER_LOCK_SPACE = 0x4b43;

/**
 * Runs `work` in one transaction that holds the borrower's lock (ADR 0026): every check-then-write that
 * moves a borrower's money or counts against a borrower's limit (applications, decisions, pay-outs,
 * repayments, settlements, withdrawals, upload quotas) reads and writes through `trx` inside it, so a
 * second caller for the same borrower waits and then sees the first one's writes, on any instance.
 *
 * - PostgreSQL: `pg_advisory_xact_lock(space, userId)`, released at commit or rollback; each statement
 *   after it reads the latest committed rows (READ COMMITTED), so the checks see what the winner wrote.
 * - SQLite: the transaction begins IMMEDIATE (database.factory.ts), taking the file's one write lock
 *   at BEGIN, across processes (the `lender` command, several instances on one file).
 *
 * Inside `work`, use `trx` only: on SQLite the process has one connection, which the transaction holds.
 * Tell the borrower (notifications, e-mail) after it returns, never from inside.
 */
export async function withBorrowerLock<T>(db: Db, userId: number, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) {
    await lockBorrower(db, userId);
    return work(db);
  }
  return db.transaction().execute(async (trx) => {
    await lockBorrower(trx, userId);
    return work(trx);
  });
}

/** Runs `work` in a transaction, or in the one `db` already is. */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

async function lockBorrower(trx: Db, userId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${BORROWER_LOCK_SPACE}, ${userId})`.execute(trx);
  }
}
