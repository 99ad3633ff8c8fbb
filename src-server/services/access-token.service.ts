import type { TokenRecord, TokensRepository } from '../db/tokens.repository';
import type { UserRecord } from '../db/users.repository';
import type { Clock } from './clock.port';
import { formatToken, generateTokenSecret, hashTokenSecret, parseToken, secretMatches } from './token.service';

export interface AccessTokenPolicy {
  ttlMs: number;
  rememberTtlMs: number;
}

export interface IssuedAccessToken {
  /** `id|secret`, shown to the client once and never stored. */
  plainText: string;
  token: TokenRecord;
}

export interface Authenticated {
  user: UserRecord;
  token: TokenRecord;
}

/** Writing last_used_at on every call would turn each read into a write; a minute's precision is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** Issues, checks and revokes bearer tokens (`id|secret`, Sanctum's personal access tokens). */
export class AccessTokenService {
  constructor(
    private readonly tokens: TokensRepository,
    private readonly clock: Clock,
    private readonly policy: AccessTokenPolicy,
  ) {}

  /** A new token for `userId`: 12 h by default, 30 days with `remember` (both configurable). */
  async issue(userId: number, options: { remember: boolean; name?: string }, tokens = this.tokens): Promise<IssuedAccessToken> {
    const now = this.clock.now();
    const secret = generateTokenSecret();
    const ttl = options.remember ? this.policy.rememberTtlMs : this.policy.ttlMs;
    const token = await tokens.create(
      { userId, tokenHash: hashTokenSecret(secret), name: options.name ?? 'auth_token', abilities: ['*'], expiresAt: new Date(now.getTime() + ttl) },
      now,
    );
    return { plainText: formatToken(token.id, secret), token };
  }

  /** The user and token behind `bearer`, or null when it is malformed, unknown, wrong or expired. */
  async authenticate(bearer: string): Promise<Authenticated | null> {
    const parsed = parseToken(bearer);
    if (!parsed) return null;
    // One read for both: a revoked token or a deleted user is simply not found.
    const found = await this.tokens.findWithOwner(parsed.id);
    if (!found || !secretMatches(parsed.secret, found.token.tokenHash)) return null;
    const { token, user } = found;
    // Disabling deletes the tokens too; this refuses one issued in the same instant.
    if (user.disabledAt !== null) return null;
    const now = this.clock.now();
    if (token.expiresAt !== null && Date.parse(token.expiresAt) <= now.getTime()) return null;
    if (token.lastUsedAt === null || now.getTime() - Date.parse(token.lastUsedAt) >= TOUCH_INTERVAL_MS) {
      await this.tokens.touch(token.id, now);
    }
    return { user, token };
  }

  /** Revokes one token. */
  async revoke(tokenId: number): Promise<void> {
    await this.tokens.delete(tokenId);
  }
}
