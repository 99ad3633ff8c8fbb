import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './database.types';

const IN_PROGRESS = 'in_progress';
const COMPLETED = 'completed';

/** What identifies one write: who sent it, under which key, and what it was. */
export interface IdempotentRequest {
  scope: string;
  key: string;
  method: string;
  path: string;
  /** sha256 hex of the request body. */
  requestHash: string;
}

/** The answer kept for replay; `body` is stored as given (the plugin seals it first). */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A claim this process holds; `claimedAt` tells it apart from a later claim of the same key. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  claimedAt: string;
}

export type ClaimOutcome =
  | { outcome: 'claimed'; claim: IdempotencyClaim }
  | { outcome: 'in-progress' }
  | { outcome: 'mismatch' }
  | { outcome: 'completed'; response: StoredResponse };

export interface ClaimTimes {
  /** How long a key is remembered (24 h). */
  ttlMs: number;
  /** After this long an unfinished claim of the same request counts as abandoned (a crashed instance). */
  leaseMs: number;
}

/**
 * Idempotency keys shared by every API instance. A claim is one atomic insert (`ON CONFLICT DO
 * NOTHING`, on SQLite and PostgreSQL alike); only when the key exists is the row read back.
 */
export class IdempotencyKeysRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Claims `request.key` for `request`, or says why not (running, finished, or used for another request). */
  async claim(request: IdempotentRequest, now: Date, times: ClaimTimes): Promise<ClaimOutcome> {
    const claimedAt = now.toISOString();
    const expiresAt = new Date(now.getTime() + times.ttlMs).toISOString();
    const claimed: ClaimOutcome = { outcome: 'claimed', claim: { scope: request.scope, key: request.key, claimedAt } };
    // A row can vanish between the insert and the read (its claim was released): try again, briefly.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const inserted = await this.db
        .insertInto('idempotency_keys')
        .values({
          scope: request.scope,
          key: request.key,
          method: request.method,
          path: request.path,
          request_hash: request.requestHash,
          state: IN_PROGRESS,
          response_status: null,
          response_headers: null,
          response_body: null,
          created_at: claimedAt,
          expires_at: expiresAt,
        })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return claimed;

      // An expired key is free again; so is an abandoned claim of this very request.
      const staleBefore = new Date(now.getTime() - times.leaseMs).toISOString();
      const taken = await this.db
        .updateTable('idempotency_keys')
        .set({
          method: request.method,
          path: request.path,
          request_hash: request.requestHash,
          state: IN_PROGRESS,
          response_status: null,
          response_headers: null,
          response_body: null,
          created_at: claimedAt,
          expires_at: expiresAt,
        })
        .where('scope', '=', request.scope)
        .where('key', '=', request.key)
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', claimedAt),
            eb.and([
              eb('state', '=', IN_PROGRESS),
              eb('created_at', '<=', staleBefore),
              eb('method', '=', request.method),
              eb('path', '=', request.path),
              eb('request_hash', '=', request.requestHash),
            ]),
          ]),
        )
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) > 0) return claimed;

      const row = await this.db
        .selectFrom('idempotency_keys')
        .select(['method', 'path', 'request_hash', 'state', 'response_status', 'response_headers', 'response_body'])
        .where('scope', '=', request.scope)
        .where('key', '=', request.key)
        .executeTakeFirst();
      if (!row) continue;
      if (row.method !== request.method || row.path !== request.path || row.request_hash !== request.requestHash) return { outcome: 'mismatch' };
      if (row.state !== COMPLETED || row.response_status === null) return { outcome: 'in-progress' };
      return {
        outcome: 'completed',
        response: { status: Number(row.response_status), headers: parseHeaders(row.response_headers), body: row.response_body ?? '' },
      };
    }
    return { outcome: 'in-progress' };
  }

  /** Keeps `response` as the answer to every repeat of the claimed request. */
  async complete(claim: IdempotencyClaim, response: StoredResponse): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({
        state: COMPLETED,
        response_status: response.status,
        response_headers: JSON.stringify(response.headers),
        response_body: response.body,
      })
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key)
      .where('state', '=', IN_PROGRESS)
      .where('created_at', '=', claim.claimedAt)
      .execute();
  }

  /** Gives the key back (the write failed), so the client may try again. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key)
      .where('state', '=', IN_PROGRESS)
      .where('created_at', '=', claim.claimedAt)
      .execute();
  }

  /** Removes keys that expired before `now`. */
  async purgeExpired(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('idempotency_keys').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function parseHeaders(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
