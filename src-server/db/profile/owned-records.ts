import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database.types';

/** The tables of records a user owns several of, one of which may be primary. */
export type OwnedTable = 'addresses' | 'banks';

/**
 * Clears the primary flag of every other record of the user, so that `keepId` can become the one
 * primary record. Run in the same transaction as the write that sets it (the partial unique index
 * refuses two primaries).
 */
export async function clearOtherPrimaries(db: Kysely<DatabaseSchema>, table: OwnedTable, userId: number, keepId: number | null): Promise<void> {
  let query = db.updateTable(table).set({ is_primary: 0 }).where('user_id', '=', userId).where('is_primary', '=', 1);
  if (keepId !== null) query = query.where('id', '!=', keepId);
  await query.execute();
}

/** How many records of `table` the user has. */
export async function countOf(db: Kysely<DatabaseSchema>, table: OwnedTable | 'user_employments', userId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
