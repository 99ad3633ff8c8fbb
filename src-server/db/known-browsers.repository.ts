import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './database.types';

/** The browsers each user has signed in from, by the hash of their device cookie. */
export class KnownBrowsersRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** True when `userId` has signed in from this browser before; refreshes its last-seen time. */
  async touch(userId: number, browserHash: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('known_browsers')
      .set({ last_seen_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('browser_hash', '=', browserHash)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** True when `userId` has signed in from this browser before (read only). */
  async isKnown(userId: number, browserHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('known_browsers')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('browser_hash', '=', browserHash)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** How many browsers `userId` is known on. */
  async countOf(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('known_browsers')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Remembers a browser; a concurrent duplicate is ignored. */
  async remember(userId: number, browserHash: string, label: string, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db
      .insertInto('known_browsers')
      .values({ user_id: userId, browser_hash: browserHash, label, created_at: at, last_seen_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'browser_hash']).doNothing())
      .execute();
  }
}
