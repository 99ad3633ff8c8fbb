import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database.types';
import { fixedLimit } from '../../db/fixed-limit';
import { toIso } from '../../db/timestamps';

/** The most matches a search answers: a person narrows the words rather than pages through. */
export const SEARCH_LIMIT = 25;

/** "KC-000123" (a request's reference, as quoted on the phone), with or without the dash. */
const REQUEST_REFERENCE = /^KC-?(\d{1,12})$/i;
/** "KC00001234": a loan's account number. */
const ACCOUNT_NUMBER = /^KC\d{8}$/i;

/** Escapes LIKE's wildcards so a typed `%` or `_` matches itself. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Borrowers whose name or e-mail contains `q`, or whose loan account number or request reference
 * it is; staff accounts are never found. Oldest account first among equals, at most SEARCH_LIMIT.
 */
export async function searchBorrowers(db: Kysely<DatabaseSchema>, q: string) {
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const compact = q.replace(/\s+/g, '');
  const reference = REQUEST_REFERENCE.exec(compact);
  const account = ACCOUNT_NUMBER.test(compact) ? compact.toUpperCase() : null;
  const rows = await db
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.phone', 'users.created_at'])
    .where('users.role', '=', 'borrower')
    .where((eb) =>
      eb.or([
        // Every word in the name or the e-mail: "ada love" finds Ada Lovelace.
        eb.and(
          words.map((word) => {
            const pattern = `%${likeLiteral(word)}%`;
            return eb.or([
              eb(sql<string>`lower(users.first_name || ' ' || users.last_name)`, 'like', sql<string>`${pattern} escape '\\'`),
              eb(sql<string>`lower(users.email)`, 'like', sql<string>`${pattern} escape '\\'`),
            ]);
          }),
        ),
        ...(account ? [eb.exists(eb.selectFrom('loans').select('loans.id').whereRef('loans.user_id', '=', 'users.id').where('loans.account_number', '=', account))] : []),
        ...(reference ? [eb.exists(eb.selectFrom('loan_requests').select('loan_requests.id').whereRef('loan_requests.user_id', '=', 'users.id').where('loan_requests.id', '=', Number(reference[1])))] : []),
      ]),
    )
    .orderBy('users.created_at')
    .orderBy('users.id')
    .limit(fixedLimit(SEARCH_LIMIT))
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    created_at: toIso(row.created_at),
  }));
}
