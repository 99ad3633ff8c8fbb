import { createHash } from 'node:crypto';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { Conflict } from '../../../src-domain/shared/errors';
import type { UserRecord } from '../../db/users.repository';
import type { SignedUrlService } from '../../services/account-security/signed-url.service';
import { phoneCodeSms, verifyEmailMail } from './account-messages';
import { deliver, notify, type AccountSecurityContext } from './account-security.context';
import { codeSentBody, toSeconds, type CodeSentBody } from './account-security.resources';
import { assertCodeAccepted } from './code-errors';

/** Where the e-mail link lands (the SPA reads `email_verified`). */
export const EMAIL_LANDING = { signedIn: '/dashboard/main', signedOut: '/auth/sign-in' } as const;

/** Phone verification by SMS code and e-mail verification by a signed link, for signed-in users. */
export class VerificationService {
  constructor(
    private readonly context: AccountSecurityContext,
    private readonly signedUrls: SignedUrlService,
  ) {}

  /** Sends the first code right after sign-up; a failure is logged, the person can ask again. */
  async sendInitialPhoneCode(user: UserRecord): Promise<void> {
    try {
      await this.resendPhoneCode(user);
    } catch (error) {
      this.context.log.warn({ err: error }, 'first phone code not sent');
    }
  }

  /** POST /api/resend-verify-otp (signed in). */
  async resendPhoneCode(user: UserRecord): Promise<CodeSentBody> {
    if (user.phoneVerifiedAt) throw new Conflict('Your phone number is already verified.');
    const issued = await this.context.codes.issueCode('phone-verification', subjectOf(user));
    deliver(this.context, phoneCodeSms(user.phone, issued.code, minutes(this.context.settings.codeTtlMs)));
    return codeSentBody(`We sent a 6-digit code to ${phoneHint(user.phone)}.`, issued.resendAfterSeconds, issued.expiresInSeconds);
  }

  /** POST /api/verify-phone-otp (signed in): the updated user. A phone already verified stays so. */
  async verifyPhone(user: UserRecord, otp: string): Promise<UserRecord> {
    await this.context.limiter.hit('code-check', subjectOf(user), this.context.settings.limits.codeChecksPerAccount);
    if (user.phoneVerifiedAt) return user;
    assertCodeAccepted('otp', await this.context.codes.checkCode('phone-verification', subjectOf(user), otp, user.email));
    await this.context.accountUsers.markPhoneVerified(user.id, this.context.clock.now());
    await notify(this.context, user.id, NotificationType.PhoneVerified, { phone: user.phone });
    return (await this.context.users.findById(user.id)) ?? user;
  }

  /** POST /api/send-verify-email (signed in): e-mails a signed link valid for an hour. */
  async sendVerificationEmail(user: UserRecord): Promise<CodeSentBody> {
    if (user.emailVerifiedAt) throw new Conflict('Your e-mail address is already verified.');
    // The code table keeps the resend cooldown; the link itself needs no storage (it is signed).
    const issued = await this.context.codes.issueCode('email-verification', subjectOf(user));
    const ttl = this.context.settings.emailLinkTtlMs;
    const path = this.signedUrls.sign(`/api/verify-email/${user.id}/${emailHash(user.email)}`, new Date(this.context.clock.now().getTime() + ttl));
    deliver(this.context, verifyEmailMail(user.email, `${this.context.appUrl}${path}`, minutes(ttl)));
    return codeSentBody(`We sent a confirmation link to ${user.email}.`, issued.resendAfterSeconds, toSeconds(ttl));
  }

  /**
   * GET /api/verify-email/{id}/{hash}: checks the signed link and confirms the address. Answers
   * where to send the browser: the dashboard when it is signed in as that user, else sign-in.
   */
  async confirmEmailLink(link: { id: string; hash: string; expires: unknown; signature: unknown }, signedInUserId: number | null): Promise<string> {
    const path = `/api/verify-email/${link.id}/${link.hash}`;
    const verdict = this.signedUrls.verify(path, link.expires, link.signature, this.context.clock.now());
    const user = verdict === 'valid' && /^[1-9][0-9]{0,15}$/.test(link.id) ? await this.context.users.findById(Number(link.id)) : null;
    // A link for an address the account no longer has is as dead as a tampered one.
    const ok = user !== null && link.hash === emailHash(user.email);
    if (ok && !user.emailVerifiedAt) {
      await this.context.accountUsers.markEmailVerified(user.id, this.context.clock.now());
      await notify(this.context, user.id, NotificationType.EmailVerified, { email: user.email });
    }
    const landing = signedInUserId !== null && (!ok || signedInUserId === user?.id) ? EMAIL_LANDING.signedIn : EMAIL_LANDING.signedOut;
    return `${landing}?email_verified=${ok ? 1 : 0}`;
  }
}

function subjectOf(user: UserRecord): string {
  return `user:${user.id}`;
}

/** The e-mail as the link carries it: a sha256, so the address itself is not in logs and history. */
function emailHash(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

/** `+447700900123` → `+44•••••••123`. */
export function phoneHint(phone: string): string {
  return phone.length <= 6 ? phone : `${phone.slice(0, 3)}${'•'.repeat(phone.length - 6)}${phone.slice(-3)}`;
}

function minutes(ms: number): number {
  return Math.round(ms / 60_000);
}
