import { createHash } from 'node:crypto';
import { TooManyRequests } from '../../../src-domain/shared/errors';
import type { RateRule } from '../../config/account-security.config';
import type { RateLimitsRepository } from '../../db/rate-limits.repository';
import type { Clock } from '../clock.port';

/**
 * Per-account counters on the shared rate_limits table, for limits whose subject is only known
 * once the request has been read (the user behind a challenge, a registration). Fixed windows,
 * keys hashed: no identifier is stored in clear.
 */
export class AccountLimiter {
  constructor(
    private readonly rateLimits: RateLimitsRepository,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit of `name` for `subject`; 429 with Retry-After once over `rule.max`. */
  async hit(name: string, subject: string, rule: RateRule): Promise<void> {
    const now = this.clock.now();
    const { hits, resetAt } = await this.rateLimits.hit(this.keyOf(name, subject), rule.windowMs, now);
    if (hits > rule.max) throw new TooManyRequests(Math.max(1, Math.ceil((Date.parse(resetAt) - now.getTime()) / 1000)), 'Too Many Attempts.');
  }

  /** Forgets `name` for `subject` (after a success). */
  clear(name: string, subject: string): Promise<void> {
    return this.rateLimits.clear(this.keyOf(name, subject));
  }

  private keyOf(name: string, subject: string): string {
    return `${name}:${createHash('sha256').update(subject).digest('base64url')}`;
  }
}
