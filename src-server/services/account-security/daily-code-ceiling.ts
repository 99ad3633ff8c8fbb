import { createHash } from 'node:crypto';
import { TooManyRequests } from '../../../src-domain/shared/errors';
import type { RateLimitsRepository } from '../../db/rate-limits.repository';
import type { Clock } from '../clock.port';

/** Wrong one-time codes an account may send in a day, whatever the resends (issue 12). */
export interface CodeCeilingRule {
  max: number;
  windowMs: number;
}

export const DEFAULT_CODE_CEILING: CodeCeilingRule = { max: 20, windowMs: 24 * 60 * 60 * 1000 };

/**
 * A per-subject ceiling on wrong one-time codes across resends: 5 tries per code and a new code a
 * minute would otherwise allow ~7,200 guesses a day. Once reached, every check is refused with 429
 * until the window ends, right code or not; `onReached` is told once, on the wrong try that reached it,
 * with the owner's e-mail address when the caller knows of an account (so the owner hears of it).
 */
export class DailyCodeCeiling {
  constructor(
    private readonly rateLimits: RateLimitsRepository,
    private readonly clock: Clock,
    private readonly rule: CodeCeilingRule = DEFAULT_CODE_CEILING,
    private readonly onReached: (owner: string | null, until: Date) => Promise<void> = async () => {},
  ) {}

  /** 429 with Retry-After when `subject` has reached the ceiling. */
  async assertOpen(subject: string): Promise<void> {
    const now = this.clock.now();
    const hit = await this.rateLimits.peek(this.keyOf(subject), now);
    if (hit && hit.hits >= this.rule.max) throw new TooManyRequests(Math.max(1, Math.ceil((Date.parse(hit.resetAt) - now.getTime()) / 1000)), 'Too Many Attempts.');
  }

  /** Counts one wrong code for `subject`, whose account (if any) is reached at `ownerEmail`. */
  async recordWrong(subject: string, ownerEmail: string | null = null): Promise<void> {
    const { hits, resetAt } = await this.rateLimits.hit(this.keyOf(subject), this.rule.windowMs, this.clock.now());
    if (hits === this.rule.max) await this.onReached(ownerEmail, new Date(resetAt));
  }

  private keyOf(subject: string): string {
    return `code-ceiling:${createHash('sha256').update(subject).digest('base64url')}`;
  }
}
