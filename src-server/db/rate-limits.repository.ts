import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './database.types';
import { toIso } from './timestamps';

export interface RateLimitHit {
  hits: number;
  resetAt: string;
}

/**
 * Fixed-window counters in the database, so every API instance sees the same counts.
 * One atomic upsert per hit (SQLite ≥ 3.35 and PostgreSQL both support ON CONFLICT … RETURNING).
 */
export class RateLimitsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Counts one hit on `key`, starting a new window of `windowMs` when the old one has ended. */
  async hit(key: string, windowMs: number, now: Date): Promise<RateLimitHit> {
    const nowIso = now.toISOString();
    const resetAt = new Date(now.getTime() + windowMs).toISOString();
    const expired = sql<boolean>`rate_limits.reset_at <= ${nowIso}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, hits: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          reset_at: sql<string>`case when ${expired} then excluded.reset_at else rate_limits.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), resetAt: toIso(row.reset_at) };
  }

  /** The live window of `key` without counting a hit, or null when none runs at `now`. */
  async peek(key: string, now: Date): Promise<RateLimitHit | null> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['hits', 'reset_at'])
      .where('key', '=', key)
      .where('reset_at', '>', now.toISOString())
      .executeTakeFirst();
    return row ? { hits: Number(row.hits), resetAt: toIso(row.reset_at) } : null;
  }

  /** Forgets `key` (e.g. after a successful sign-in). */
  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Removes windows that ended before `now`. */
  async purgeExpired(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('rate_limits').where('reset_at', '<=', now.toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
