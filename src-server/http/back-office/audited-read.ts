import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database.types';
import { appendAudit, type Actor, type AuditEntryInput } from '../../services/audit/audit-trail';

/**
 * A read of a borrower's personal data that is recorded (docs/design/back-office.md §2): `read` runs
 * on one transaction, the entry `entryOf` its result describes is appended on the same one, and both
 * commit together. A read that finds nothing (null) or fails records nothing.
 */
export async function auditedRead<T>(
  db: Kysely<DatabaseSchema>,
  actor: Actor,
  now: Date,
  read: (trx: Kysely<DatabaseSchema>) => Promise<T | null>,
  entryOf: (found: T) => AuditEntryInput,
): Promise<T | null> {
  return db.transaction().execute(async (trx) => {
    const found = await read(trx);
    if (found !== null) await appendAudit(trx, actor, entryOf(found), now);
    return found;
  });
}
