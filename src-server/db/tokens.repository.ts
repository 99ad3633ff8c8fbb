import type { Kysely } from 'kysely';
import type { DatabaseSchema, TokenRow } from './database.types';
import { precompiled } from './precompiled-query';
import { toIso, toIsoOrNull } from './timestamps';
import { toUserRecord, type UserRecord } from './users.repository';

export interface TokenRecord {
  id: number;
  userId: number;
  tokenHash: string;
  name: string;
  /** Shared between records of the same stored text: read, never change. */
  abilities: readonly string[];
  lastUsedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
}

export interface NewToken {
  userId: number;
  tokenHash: string;
  name: string;
  abilities: string[];
  expiresAt: Date | null;
}

/** Persistence of personal access tokens (only hashes of secrets). */
export class TokensRepository {
  /** Runs on every authenticated request, so it is compiled once. */
  private readonly byId = precompiled((id: number) => this.db.selectFrom('personal_access_tokens').selectAll().where('id', '=', id), 1);

  /** The token and its owner in one read (one statement, one read transaction), for the same reason. */
  private readonly withOwnerById = precompiled(
    (id: number) =>
      this.db
        .selectFrom('personal_access_tokens as token')
        .innerJoin('users', 'users.id', 'token.user_id')
        .selectAll('users')
        .select([
          'token.id as token_id',
          'token.user_id as token_user_id',
          'token.token_hash as token_token_hash',
          'token.name as token_name',
          'token.abilities as token_abilities',
          'token.last_used_at as token_last_used_at',
          'token.expires_at as token_expires_at',
          'token.created_at as token_created_at',
        ])
        .where('token.id', '=', id),
    1,
  );

  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(token: NewToken, now: Date): Promise<TokenRecord> {
    const row = await this.db
      .insertInto('personal_access_tokens')
      .values({
        user_id: token.userId,
        token_hash: token.tokenHash,
        name: token.name,
        abilities: JSON.stringify(token.abilities),
        expires_at: token.expiresAt ? token.expiresAt.toISOString() : null,
        last_used_at: null,
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async findById(id: number): Promise<TokenRecord | null> {
    const [row] = (await this.db.executeQuery(this.byId(id))).rows;
    return row ? toRecord(row) : null;
  }

  /** Token `id` and the user it belongs to, or null when either is missing. */
  async findWithOwner(id: number): Promise<{ token: TokenRecord; user: UserRecord } | null> {
    const [row] = (await this.db.executeQuery(this.withOwnerById(id))).rows;
    if (!row) return null;
    const token = toRecord({
      id: row.token_id,
      user_id: row.token_user_id,
      token_hash: row.token_token_hash,
      name: row.token_name,
      abilities: row.token_abilities,
      last_used_at: row.token_last_used_at,
      expires_at: row.token_expires_at,
      created_at: row.token_created_at,
    });
    return { token, user: toUserRecord(row) };
  }

  async touch(id: number, now: Date): Promise<void> {
    await this.db.updateTable('personal_access_tokens').set({ last_used_at: now.toISOString() }).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('personal_access_tokens').where('id', '=', id).execute();
  }

  /** Removes tokens that expired before `now`; returns how many. */
  async deleteExpired(now: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('personal_access_tokens')
      .where('expires_at', '<', now.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

function toRecord(row: TokenRow): TokenRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    tokenHash: row.token_hash.trim(),
    name: row.name,
    abilities: parseAbilities(row.abilities),
    lastUsedAt: toIsoOrNull(row.last_used_at),
    expiresAt: toIsoOrNull(row.expires_at),
    createdAt: toIso(row.created_at),
  };
}

/**
 * The abilities of a stored token, parsed once per distinct stored text (ADR 0049): every token this
 * server issues stores `["*"]`, so JSON.parse on each request parsed the same text again. Only the
 * parsed form of a text is kept, never a token: the row is still read on every request, so a revoked
 * token is refused at once (ADR 0021). Bounded, and frozen so no caller can change a shared array.
 */
const parsedAbilities = new Map<string, readonly string[]>();
const MAX_DISTINCT_ABILITIES = 32;

function parseAbilities(json: string): readonly string[] {
  let parsed = parsedAbilities.get(json);
  if (parsed === undefined) {
    parsed = Object.freeze(abilitiesIn(json));
    if (parsedAbilities.size >= MAX_DISTINCT_ABILITIES) parsedAbilities.clear();
    parsedAbilities.set(json, parsed);
  }
  return parsed;
}

function abilitiesIn(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}
