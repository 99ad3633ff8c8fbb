import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toIso, toIsoOrNull } from '../timestamps';

/** A stored one-time code (only its HMAC). */
export interface OneTimeCodeRecord {
  id: number;
  purpose: string;
  subject: string;
  codeHash: string;
  attempts: number;
  payload: string | null;
  expiresAt: string;
  consumedAt: string | null;
  createdAt: string;
}

export interface NewOneTimeCode {
  purpose: string;
  subject: string;
  codeHash: string;
  payload?: string | null;
  expiresAt: Date;
}

/** Persistence of one-time codes: one live row per purpose + subject. */
export class OneTimeCodesRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async find(purpose: string, subject: string): Promise<OneTimeCodeRecord | null> {
    const row = await this.db.selectFrom('one_time_codes').selectAll().where('purpose', '=', purpose).where('subject', '=', subject).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The live row whose hash is `codeHash` for `purpose` (for high-entropy secrets looked up by value). */
  async findByHash(purpose: string, codeHash: string): Promise<OneTimeCodeRecord | null> {
    const row = await this.db.selectFrom('one_time_codes').selectAll().where('purpose', '=', purpose).where('code_hash', '=', codeHash).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Replaces whatever code `purpose` + `subject` had with a new one. */
  async replace(code: NewOneTimeCode, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('one_time_codes').where('purpose', '=', code.purpose).where('subject', '=', code.subject).execute();
      await trx
        .insertInto('one_time_codes')
        .values({
          purpose: code.purpose,
          subject: code.subject,
          code_hash: code.codeHash,
          attempts: 0,
          payload: code.payload ?? null,
          expires_at: code.expiresAt.toISOString(),
          consumed_at: null,
          created_at: now.toISOString(),
        })
        .execute();
    });
  }

  /** Counts a wrong try atomically; returns the new count. */
  async countFailure(id: number): Promise<number> {
    const row = await this.db
      .updateTable('one_time_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .returning('attempts')
      .executeTakeFirst();
    return Number(row?.attempts ?? Number.MAX_SAFE_INTEGER);
  }

  /**
   * Marks the code used. Returns false when another request consumed it first, so two concurrent
   * uses of one code cannot both succeed.
   */
  async consume(id: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('one_time_codes')
      .set({ consumed_at: now.toISOString() })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteFor(purpose: string, subject: string): Promise<void> {
    await this.db.deleteFrom('one_time_codes').where('purpose', '=', purpose).where('subject', '=', subject).execute();
  }

  /** Removes codes that expired before `cutoff` (kept a while past expiry so the resend cooldown still holds). */
  async deleteExpired(cutoff: Date): Promise<number> {
    const result = await this.db.deleteFrom('one_time_codes').where('expires_at', '<', cutoff.toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toRecord(row: {
  id: number;
  purpose: string;
  subject: string;
  code_hash: string;
  attempts: number;
  payload: string | null;
  expires_at: string | Date;
  consumed_at: string | Date | null;
  created_at: string | Date;
}): OneTimeCodeRecord {
  return {
    id: Number(row.id),
    purpose: row.purpose,
    subject: row.subject,
    codeHash: row.code_hash.trim(),
    attempts: Number(row.attempts),
    payload: row.payload,
    expiresAt: toIso(row.expires_at),
    consumedAt: toIsoOrNull(row.consumed_at),
    createdAt: toIso(row.created_at),
  };
}
