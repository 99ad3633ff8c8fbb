import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database.types';

/** How a queue names a borrower: enough to recognise them and open their file. */
export interface BorrowerName {
  id: number;
  name: string;
}

/** The names of `ids` in one query, by id. */
export async function borrowerNames(db: Kysely<DatabaseSchema>, ids: readonly number[]): Promise<Map<number, BorrowerName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), name: `${row.first_name} ${row.last_name}` }]));
}
