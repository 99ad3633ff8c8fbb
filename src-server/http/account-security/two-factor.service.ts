import { randomInt } from 'node:crypto';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { ONE_TIME_CODE_PATTERN } from '../../../src-domain/auth/one-time-code';
import { Conflict, ValidationFailed } from '../../../src-domain/shared/errors';
import type { TwoFactorRepository, TwoFactorState } from '../../db/account-security/two-factor.repository';
import type { UserRecord } from '../../db/users.repository';
import type { SecretBox } from '../../services/account-security/secret-box.service';
import type { TotpService } from '../../services/account-security/totp.service';
import { type AccountSecurityContext } from './account-security.context';
import { toSeconds } from './account-security.resources';

export const WRONG_TWO_FACTOR_CODE = 'This code is not valid. Check your authenticator app and try again.';
export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please sign in again.';
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A sign-in that still needs its second factor. */
export interface TwoFactorChallengeIssued {
  challenge: string;
  expiresInSeconds: number;
}

/**
 * TOTP two-factor authentication: enrolment (secret sealed with APP_KEY, QR code), confirmation
 * with a first code (which also hands out 10 single-use recovery codes, shown once), switch-off,
 * and the sign-in challenge. Every accepted TOTP step is recorded, so a code is never accepted twice.
 */
export class TwoFactorService {
  constructor(
    private readonly context: AccountSecurityContext,
    private readonly states: TwoFactorRepository,
    private readonly totp: TotpService,
    private readonly box: SecretBox,
  ) {}

  /** POST /api/v1/2fa/enable: a new secret (replacing an unconfirmed one); 2FA is off until `confirm`. */
  async enable(user: UserRecord): Promise<{ secret: string; otpauth_url: string; qr_code_url: string }> {
    if (user.twoFactorEnabled) throw new Conflict('Two-factor authentication is already on.');
    const secret = this.totp.newSecret();
    await this.states.startEnrolment(user.id, this.box.seal(secret), this.context.clock.now());
    const uri = this.totp.uri(secret, user.email);
    return { secret, otpauth_url: uri, qr_code_url: await this.totp.qrCode(uri) };
  }

  /**
   * POST /api/v1/2fa/verify: switches 2FA on with a first code; answers the recovery codes once.
   * Every other session ends: they were opened without the second factor (like a password change).
   */
  async confirm(user: UserRecord, currentTokenId: number, code: string, browser: string | null = null): Promise<string[]> {
    await this.context.limiter.hit('two-factor', `user:${user.id}`, this.context.settings.limits.codeChecksPerAccount);
    const state = await this.states.stateOf(user.id);
    if (state?.enabled) throw new Conflict('Two-factor authentication is already on.');
    const secret = state?.sealedSecret ? this.box.open(state.sealedSecret) : null;
    if (!state || !secret) throw new Conflict('Start by asking for a new secret (POST /api/v1/2fa/enable).');
    await this.ceiling?.assertOpen(subjectOf(user.id));
    if (!(await this.acceptTotp(user.id, secret, state, code))) throw await this.wrongCodeOf(user);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.states.confirm(user.id, recoveryCodes.map((c) => this.context.hasher.hash(c)), this.context.clock.now());
    await this.context.accountUsers.revokeTokens(user.id, currentTokenId);
    await this.context.alerts.tell(user, NotificationType.TwoFactorEnabled, { browser });
    return recoveryCodes;
  }

  /**
   * POST /api/v1/2fa/disable: needs a current code or an unused recovery code. Every other session
   * ends, so a change of sign-in rules is never made behind the back of a device left signed in.
   */
  async disable(user: UserRecord, currentTokenId: number, code: string, browser: string | null = null): Promise<void> {
    await this.context.limiter.hit('two-factor', `user:${user.id}`, this.context.settings.limits.codeChecksPerAccount);
    const state = await this.states.stateOf(user.id);
    if (!state?.enabled) throw new Conflict('Two-factor authentication is not on.');
    await this.ceiling?.assertOpen(subjectOf(user.id));
    if (!(await this.acceptSecondFactor(user.id, state, code))) throw await this.wrongCodeOf(user);
    await this.states.disable(user.id, this.context.clock.now());
    await this.context.accountUsers.revokeTokens(user.id, currentTokenId);
    await this.context.alerts.tell(user, NotificationType.TwoFactorDisabled, { browser });
  }

  /** After a correct password on an account with 2FA: a challenge (5 minutes, single use, 5 tries). */
  async issueChallenge(userId: number, remember: boolean): Promise<TwoFactorChallengeIssued> {
    const ttl = this.context.settings.challengeTtlMs;
    const challenge = await this.context.codes.issueToken('two-factor-challenge', `user:${userId}`, ttl, { remember });
    return { challenge, expiresInSeconds: toSeconds(ttl) };
  }

  /**
   * POST /api/v1/2fa/validate: the challenge and a code give the user (and whether to remember
   * the session). A wrong code spends one of the challenge's tries.
   */
  async completeSignIn(challenge: string, code: string): Promise<{ user: UserRecord; remember: boolean }> {
    const record = await this.context.codes.findToken('two-factor-challenge', challenge);
    const userId = record ? Number(record.subject.slice('user:'.length)) : null;
    if (!record || !userId) throw new ValidationFailed({ challenge: [CHALLENGE_EXPIRED] }, CHALLENGE_EXPIRED);
    await this.context.limiter.hit('two-factor', `user:${userId}`, this.context.settings.limits.codeChecksPerAccount);
    const [user, state] = await Promise.all([this.context.users.findById(userId), this.states.stateOf(userId)]);
    if (!user || user.disabledAt !== null || !state?.enabled) throw new ValidationFailed({ challenge: [CHALLENGE_EXPIRED] }, CHALLENGE_EXPIRED);
    await this.ceiling?.assertOpen(subjectOf(userId));
    if (!(await this.acceptSecondFactor(userId, state, code))) {
      const wrong = await this.wrongCodeOf(user);
      const spent = await this.context.codes.countFailure(record);
      if (spent) throw new ValidationFailed({ challenge: [CHALLENGE_EXPIRED] }, CHALLENGE_EXPIRED);
      throw wrong;
    }
    if (!(await this.context.codes.consume(record))) throw new ValidationFailed({ challenge: [CHALLENGE_EXPIRED] }, CHALLENGE_EXPIRED);
    return { user, remember: readRemember(record.payload) };
  }

  /** The daily ceiling on wrong codes, shared with the texted and e-mailed codes of the same account. */
  private get ceiling() {
    return this.context.codes.ceiling;
  }

  /** Counts a wrong authenticator or recovery code toward the day's ceiling; the error to answer. */
  private async wrongCodeOf(user: UserRecord): Promise<ValidationFailed> {
    await this.ceiling?.recordWrong(subjectOf(user.id), user.email);
    return wrongCode();
  }

  private async acceptSecondFactor(userId: number, state: TwoFactorState, code: string): Promise<boolean> {
    if (ONE_TIME_CODE_PATTERN.test(code)) {
      const secret = state.sealedSecret ? this.box.open(state.sealedSecret) : null;
      return secret !== null && this.acceptTotp(userId, secret, state, code);
    }
    return this.states.useRecoveryCode(userId, this.context.hasher.hash(code.toLowerCase()), this.context.clock.now());
  }

  /** A valid code of a step later than the last used one; the step is claimed atomically (no replay). */
  private async acceptTotp(userId: number, secret: string, state: TwoFactorState, code: string): Promise<boolean> {
    const step = this.totp.verify(secret, code, state.lastStep);
    return step !== null && (await this.states.claimStep(userId, step));
  }
}

/** The same subject as the account's phone and e-mail codes: one ceiling per account. */
function subjectOf(userId: number): string {
  return `user:${userId}`;
}

function wrongCode(): ValidationFailed {
  return new ValidationFailed({ code: [WRONG_TWO_FACTOR_CODE] }, WRONG_TWO_FACTOR_CODE);
}

/** `k7xq2-9mfd4`: 10 characters of a 31-letter alphabet without look-alikes (~49 bits). */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function readRemember(payload: string | null): boolean {
  try {
    return payload !== null && (JSON.parse(payload) as { remember?: unknown }).remember === true;
  } catch {
    return false;
  }
}
