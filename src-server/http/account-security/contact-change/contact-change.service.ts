import { NotificationType } from '../../../../src-domain/notifications/notification-type';
import { Conflict, TooManyRequests, ValidationFailed } from '../../../../src-domain/shared/errors';
import type { ConfirmPhoneChangeDto, RequestEmailChangeDto, RequestPhoneChangeDto } from '../../../../src-domain/auth/contact-change/contact-change.dtos';
import { isUniqueViolation } from '../../../db/db-errors';
import { normaliseEmail, type UserRecord } from '../../../db/users.repository';
import { deliver, type AccountSecurityContext } from '../account-security.context';
import { toSeconds } from '../account-security.resources';
import { codeRefused } from '../code-errors';
import { WRONG_CURRENT_PASSWORD } from '../password-recovery.service';
import * as words from './contact-change.messages';

/** Who is asking: the account, its session, and the browser it uses (for the notices). */
export interface Asker {
  user: UserRecord;
  tokenId: number;
  browser: string | null;
}

/** The wire answer of a change asked for: where the link or code went and its timings. */
export interface ChangeRequestedBody {
  message: string;
  data: { email?: string; phone?: string; expires_in: number; resend_after: number };
}

/**
 * Changes of e-mail address and mobile number in the portal (issue 27.3, ADR 0033). The password
 * proves it is the owner asking; a link to the new address, or a code to the new number, proves the
 * new one is theirs; the old one hears of the request and of the change, so a stranger holding a
 * session cannot quietly take the account's recovery channel.
 */
export class ContactChangeService {
  constructor(private readonly context: AccountSecurityContext) {}

  /** POST /api/v1/account/email-change */
  async requestEmailChange({ user, browser }: Asker, input: RequestEmailChangeDto): Promise<ChangeRequestedBody> {
    await this.assertPassword(user, input.current_password);
    const email = normaliseEmail(input.email);
    if (email === normaliseEmail(user.email)) throw new ValidationFailed({ email: [words.SAME_EMAIL] }, words.SAME_EMAIL);
    const subject = subjectOf(user);
    await this.assertCooldownOver('email-change', subject);
    const ttl = this.context.settings.emailLinkTtlMs;
    const token = await this.context.codes.issueToken('email-change', subject, ttl, { email });
    // The same answer whether or not the address has an account; only its owner learns it does.
    const owner = await this.context.users.findByEmail(email);
    const link = `${this.context.appUrl}/dashboard/account-settings/settings#confirm-email=${token}`;
    deliver(this.context, owner ? words.addressInUseMail(email) : words.confirmNewEmailMail(email, link, Math.round(ttl / 60_000)));
    await this.context.alerts.tell(user, NotificationType.EmailChangeRequested, { new_email: email, browser });
    return { message: words.EMAIL_CHANGE_SENT(email), data: { email, expires_in: toSeconds(ttl), resend_after: toSeconds(this.context.settings.resendCooldownMs) } };
  }

  /** POST /api/v1/account/email-change/confirm: only the account that asked can use its link. */
  async confirmEmailChange({ user, tokenId, browser }: Asker, token: string): Promise<UserRecord> {
    await this.context.limiter.hit('code-check', subjectOf(user), this.context.settings.limits.codeChecksPerAccount);
    const record = await this.context.codes.findToken('email-change', token);
    if (!record || record.subject !== subjectOf(user) || !(await this.context.codes.consume(record))) {
      throw new ValidationFailed({ token: [words.LINK_DEAD] }, words.LINK_DEAD);
    }
    const email = (JSON.parse(record.payload ?? '{}') as { email?: string }).email;
    if (!email) throw new ValidationFailed({ token: [words.LINK_DEAD] }, words.LINK_DEAD);
    try {
      await this.context.accountUsers.setEmail(user.id, email, this.context.clock.now());
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(words.EMAIL_TAKEN_NOW);
      throw error;
    }
    // The address signs in and recovers the account: sessions opened under the old one sign in again.
    await this.context.accountUsers.revokeTokens(user.id, tokenId);
    await this.context.alerts.tell({ id: user.id, email }, NotificationType.EmailChanged, { email, previous_email: user.email, browser }, [user.email]);
    return this.reloaded(user);
  }

  /** POST /api/v1/account/phone-change */
  async requestPhoneChange({ user, browser }: Asker, input: RequestPhoneChangeDto): Promise<ChangeRequestedBody> {
    await this.assertPassword(user, input.current_password);
    if (input.phone === user.phone) throw new ValidationFailed({ phone: [words.SAME_PHONE] }, words.SAME_PHONE);
    const issued = await this.context.codes.issueCode('phone-change', subjectOf(user), { phone: input.phone });
    deliver(this.context, words.confirmNewPhoneSms(input.phone, issued.code, Math.round(this.context.settings.codeTtlMs / 60_000)));
    deliver(this.context, words.phoneChangeRequestedSms(user.phone));
    await this.context.alerts.tell(user, NotificationType.PhoneChangeRequested, { new_phone: input.phone, browser });
    return { message: words.PHONE_CHANGE_SENT(input.phone), data: { phone: input.phone, expires_in: issued.expiresInSeconds, resend_after: issued.resendAfterSeconds } };
  }

  /** POST /api/v1/account/phone-change/confirm: the number changes only on the right code for it. */
  async confirmPhoneChange({ user, browser }: Asker, input: ConfirmPhoneChangeDto): Promise<UserRecord> {
    const subject = subjectOf(user);
    await this.context.limiter.hit('code-check', subject, this.context.settings.limits.codeChecksPerAccount);
    const pending = (await this.context.codes.payloadOf('phone-change', subject)) as { phone?: string } | null;
    if (!pending) throw codeRefused('code', 'invalid');
    if (pending.phone !== input.phone) throw new ValidationFailed({ phone: [words.CODE_NOT_FOR_NUMBER] }, words.CODE_NOT_FOR_NUMBER);
    const check = await this.context.codes.checkCode('phone-change', subject, input.code, user.email);
    if (check !== 'ok') throw codeRefused('code', check);
    await this.context.accountUsers.setPhone(user.id, input.phone, this.context.clock.now());
    deliver(this.context, words.phoneChangedSms(user.phone));
    await this.context.alerts.tell(user, NotificationType.PhoneChanged, { phone: input.phone, previous_phone: user.phone, browser });
    return this.reloaded(user);
  }

  /** The password, checked against guessing by the per-account limit of every password check. */
  private async assertPassword(user: UserRecord, password: string): Promise<void> {
    await this.context.limiter.hit('password-check', subjectOf(user), this.context.settings.limits.codeChecksPerAccount);
    if (!(await this.context.passwords.verify(password, user.passwordHash))) {
      throw new ValidationFailed({ current_password: [WRONG_CURRENT_PASSWORD] }, WRONG_CURRENT_PASSWORD);
    }
  }

  private async assertCooldownOver(purpose: 'email-change', subject: string): Promise<void> {
    const wait = await this.context.codes.cooldownRemaining(purpose, subject);
    if (wait > 0) throw new TooManyRequests(wait, `Please wait ${wait} seconds before asking for a new link.`);
  }

  private async reloaded(user: UserRecord): Promise<UserRecord> {
    return (await this.context.users.findById(user.id)) ?? user;
  }
}

function subjectOf(user: UserRecord): string {
  return `user:${user.id}`;
}
