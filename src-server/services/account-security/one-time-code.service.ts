import type { DailyCodeCeiling } from './daily-code-ceiling';
import { randomBytes, randomInt } from 'node:crypto';
import { TooManyRequests } from '../../../src-domain/shared/errors';
import type { OneTimeCodeRecord, OneTimeCodesRepository } from '../../db/account-security/one-time-codes.repository';
import type { Clock } from '../clock.port';
import type { SecretHasher } from './secret-hasher';

/** What a code or token is for; a code works for its own purpose only. */
export type CodePurpose =
  | 'phone-verification'
  | 'email-verification'
  | 'registration-phone' | 'password-forgot' | 'password-reset' | 'two-factor-challenge'
  /** The e-mailed links of a sign-up (v1) and of a v2 registration's first step. */
  | 'sign-up-confirmation' | 'registration-email'
  /** A change of e-mail address (a link to the new one) or of mobile number (a code to the new one). */
  | 'email-change' | 'phone-change'
  /** The texted code that confirms a borrower's signature on a loan agreement (subject `offer:<id>`). */
  | 'agreement-signing';

/** How a code check ended. */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'exhausted' | 'invalid';

export interface CodePolicy {
  codeTtlMs: number;
  resendCooldownMs: number;
  maxCodeAttempts: number;
}

export interface IssuedCode {
  code: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/**
 * One-time codes (6 random digits) and tokens (256 random bits), bound to a purpose and a subject,
 * stored as HMACs, single use, with an expiry, a wrong-try budget and a resend cooldown.
 */
export class OneTimeCodeService {
  constructor(
    private readonly codes: OneTimeCodesRepository,
    private readonly hasher: SecretHasher,
    private readonly clock: Clock,
    private readonly policy: CodePolicy,
    /** The daily ceiling on wrong codes across resends (issue 12); none when absent. */
    readonly ceiling?: DailyCodeCeiling,
  ) {}

  /** A new 6-digit code for `purpose` + `subject` (the previous one stops working); 429 during the cooldown. */
  async issueCode(purpose: CodePurpose, subject: string, payload: object | null = null): Promise<IssuedCode> {
    await this.assertCooldownOver(purpose, subject);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await this.codes.replace({ purpose, subject, codeHash: this.hasher.hash(code), payload: payload ? JSON.stringify(payload) : null, expiresAt: new Date(now.getTime() + this.policy.codeTtlMs) }, now);
    return { code, expiresInSeconds: seconds(this.policy.codeTtlMs), resendAfterSeconds: seconds(this.policy.resendCooldownMs) };
  }

  /** The payload stored with `purpose` + `subject`'s live code, parsed; null when there is none. */
  async payloadOf(purpose: CodePurpose, subject: string): Promise<unknown> {
    const record = await this.codes.find(purpose, subject);
    return record?.payload && record.consumedAt === null ? JSON.parse(record.payload) : null;
  }

  /** Seconds before `purpose` + `subject` may have a new code (0 when it may now). */
  async cooldownRemaining(purpose: CodePurpose, subject: string): Promise<number> {
    const existing = await this.codes.find(purpose, subject);
    if (!existing) return 0;
    const left = Date.parse(existing.createdAt) + this.policy.resendCooldownMs - this.clock.now().getTime();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /**
   * Checks `code`; a correct one is used up, a wrong one spends one of the tries (and counts toward
   * the daily ceiling, whose reaching is e-mailed to `ownerEmail` when there is an account).
   */
  async checkCode(purpose: CodePurpose, subject: string, code: string, ownerEmail: string | null = null): Promise<CodeCheck> {
    await this.ceiling?.assertOpen(subject);
    const record = await this.codes.find(purpose, subject);
    if (!record || record.consumedAt !== null) return 'invalid';
    if (Date.parse(record.expiresAt) <= this.clock.now().getTime()) return 'expired';
    if (record.attempts >= this.policy.maxCodeAttempts) return 'exhausted';
    if (!this.hasher.matches(code, record.codeHash)) {
      const attempts = await this.codes.countFailure(record.id);
      await this.ceiling?.recordWrong(subject, ownerEmail);
      return attempts >= this.policy.maxCodeAttempts ? 'exhausted' : 'wrong';
    }
    return (await this.codes.consume(record.id, this.clock.now())) ? 'ok' : 'invalid';
  }

  /** A new random token for `purpose` + `subject` (replacing the previous one), valid `ttlMs`. */
  async issueToken(purpose: CodePurpose, subject: string, ttlMs: number, payload: object | null = null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.codes.replace(
      { purpose, subject, codeHash: this.hasher.hash(token), payload: payload ? JSON.stringify(payload) : null, expiresAt: new Date(now.getTime() + ttlMs) },
      now,
    );
    return token;
  }

  /** The live, unused, unexpired record of `token` for `purpose`, or null. Does not use it up. */
  async findToken(purpose: CodePurpose, token: string): Promise<OneTimeCodeRecord | null> {
    const record = await this.codes.findByHash(purpose, this.hasher.hash(token));
    if (!record || record.consumedAt !== null || Date.parse(record.expiresAt) <= this.clock.now().getTime()) return null;
    if (record.attempts >= this.policy.maxCodeAttempts) return null;
    return record;
  }

  /** Counts a failed use of a token's record (e.g. a wrong 2FA code against a challenge); true when it is now spent. */
  async countFailure(record: OneTimeCodeRecord): Promise<boolean> {
    return (await this.codes.countFailure(record.id)) >= this.policy.maxCodeAttempts;
  }

  /** Uses a record up; false when a concurrent request used it first. */
  consume(record: OneTimeCodeRecord): Promise<boolean> {
    return this.codes.consume(record.id, this.clock.now());
  }

  /** Forgets `purpose` + `subject`'s code (e.g. the reset token once the password is reset). */
  discard(purpose: CodePurpose, subject: string): Promise<void> {
    return this.codes.deleteFor(purpose, subject);
  }

  private async assertCooldownOver(purpose: CodePurpose, subject: string): Promise<void> {
    const wait = await this.cooldownRemaining(purpose, subject);
    if (wait > 0) throw new TooManyRequests(wait, `Please wait ${wait} seconds before asking for a new code.`);
  }
}

function seconds(ms: number): number {
  return Math.round(ms / 1000);
}
