import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import type { ChangePasswordDto } from '../../../src-domain/auth/password/change-password.dto';
import type { ResetPasswordDto } from '../../../src-domain/auth/password/reset-password.dto';
import { normaliseEmail, type UserRecord } from '../../db/users.repository';
import { forgotPasswordMail } from './account-messages';
import { deliver, type AccountSecurityContext } from './account-security.context';
import { codeSentBody, toSeconds, type CodeSentBody } from './account-security.resources';
import { assertCodeAccepted } from './code-errors';

export const FORGOT_SENT = 'If an account uses this e-mail address, we have sent it a 6-digit code.';
export const RESET_EXPIRED = 'This reset has expired. Please ask for a new code.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const SAME_PASSWORD = 'Choose a password different from your current one.';

/**
 * Forgotten passwords (a code by e-mail, exchanged for a short-lived reset token) and password
 * changes. Every step answers the same whether or not the e-mail has an account, and does the same
 * work: the code row exists either way (so the cooldown and the tries behave alike), only the
 * e-mail is not sent when there is nobody to send it to.
 */
export class PasswordRecoveryService {
  constructor(private readonly context: AccountSecurityContext) {}

  /** POST /api/forgot-password and POST /api/resend-forgot-otp. */
  async sendCode(email: string): Promise<CodeSentBody> {
    const subject = this.subjectOf(email);
    const user = await this.context.users.findByEmail(email);
    const issued = await this.context.codes.issueCode('password-forgot', subject);
    if (user) deliver(this.context, forgotPasswordMail(user.email, issued.code, Math.round(this.context.settings.codeTtlMs / 60_000)));
    return codeSentBody(FORGOT_SENT, issued.resendAfterSeconds, issued.expiresInSeconds);
  }

  /** POST /api/forgot-verify-otp: a correct code becomes a reset token (15 minutes, single use). */
  async verifyCode(email: string, otp: string): Promise<{ data: { reset_token: string; expires_in: number } }> {
    const subject = this.subjectOf(email);
    await this.context.limiter.hit('code-check', subject, this.context.settings.limits.codeChecksPerAccount);
    const owner = await this.context.users.findByEmail(email);
    assertCodeAccepted('otp', await this.context.codes.checkCode('password-forgot', subject, otp, owner?.email ?? null));
    const ttl = this.context.settings.resetTokenTtlMs;
    const resetToken = await this.context.codes.issueToken('password-reset', subject, ttl);
    return { data: { reset_token: resetToken, expires_in: toSeconds(ttl) } };
  }

  /**
   * POST /api/reset-password: sets the password and ends every session of the account. A pending
   * change of e-mail address or mobile number is dropped: resetting is how the owner stops one (ADR 0033).
   */
  async reset(input: ResetPasswordDto, browser: string | null = null): Promise<void> {
    const subject = this.subjectOf(input.email);
    const record = await this.context.codes.findToken('password-reset', input.reset_token);
    const user = record && record.subject === subject ? await this.context.users.findByEmail(input.email) : null;
    if (!record || !user) throw new ValidationFailed({ reset_token: [RESET_EXPIRED] }, RESET_EXPIRED);
    // Checked before the token is spent, so a refused password can be replaced without starting over.
    this.context.passwordPolicy.assertAcceptable(input.password);
    const hash = await this.context.passwords.hash(input.password);
    if (!(await this.context.codes.consume(record))) throw new ValidationFailed({ reset_token: [RESET_EXPIRED] }, RESET_EXPIRED);
    const now = this.context.clock.now();
    await this.context.accountUsers.setPasswordHash(user.id, hash, now);
    await this.context.accountUsers.revokeTokens(user.id, null);
    await this.context.codes.discard('password-forgot', subject);
    await this.context.codes.discard('email-change', `user:${user.id}`);
    await this.context.codes.discard('phone-change', `user:${user.id}`);
    await this.context.alerts.tell(user, NotificationType.PasswordReset, { browser });
  }

  /** POST api/change-password: this session stays, every other one ends. */
  async change(user: UserRecord, currentTokenId: number, input: ChangePasswordDto, browser: string | null = null): Promise<void> {
    await this.context.limiter.hit('password-change', `user:${user.id}`, this.context.settings.limits.codeChecksPerAccount);
    if (!(await this.context.passwords.verify(input.current_password, user.passwordHash))) {
      throw new ValidationFailed({ current_password: [WRONG_CURRENT_PASSWORD] }, WRONG_CURRENT_PASSWORD);
    }
    if (input.password === input.current_password) throw new ValidationFailed({ password: [SAME_PASSWORD] }, SAME_PASSWORD);
    this.context.passwordPolicy.assertAcceptable(input.password);
    const now = this.context.clock.now();
    await this.context.accountUsers.setPasswordHash(user.id, await this.context.passwords.hash(input.password), now);
    await this.context.accountUsers.revokeTokens(user.id, currentTokenId);
    await this.context.alerts.tell(user, NotificationType.PasswordChanged, { browser });
  }

  /** The code's subject: a keyed hash of the e-mail, the same whether or not an account has it. */
  private subjectOf(email: string): string {
    return `email:${this.context.hasher.hash(normaliseEmail(email))}`;
  }
}
