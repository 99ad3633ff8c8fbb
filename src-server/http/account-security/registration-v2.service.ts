import { createHash, randomBytes } from 'node:crypto';
import type { RegistrationBasicsDto, StartRegistrationDto } from '../../../src-domain/auth/registration/registration.dtos';
import { Conflict, TooManyRequests, ValidationFailed } from '../../../src-domain/shared/errors';
import { AccountUsersRepository } from '../../db/account-security/account-users.repository';
import { PendingRegistrationsRepository, type PendingRegistrationRecord } from '../../db/account-security/pending-registrations.repository';
import { isUniqueViolation } from '../../db/db-errors';
import { TokensRepository } from '../../db/tokens.repository';
import { normaliseEmail, UsersRepository, type UserRecord } from '../../db/users.repository';
import { BORROWER_ROLE, EMAIL_TAKEN } from '../auth/auth.service';
import { continueRegistrationMail, registrationCodeSms } from './account-messages';
import { deliver, type AccountSecurityContext } from './account-security.context';
import { codeSentBody, type CodeSentBody } from './account-security.resources';
import { assertCodeAccepted } from './code-errors';
import { addressSubject, assertLinkCooldownOver, attemptMail, hoursOf, linkSentBody, type LinkSentBody } from './sign-up-link';
import { ALREADY_OPENED } from './sign-up.service';
import { phoneHint } from './verification.service';

export const REGISTRATION_EXPIRED = 'Your registration has expired. Please start again.';
export const REGISTRATION_EMAIL_SENT = 'Open the link in it to carry on opening your account.';
export const EMAIL_LINK_DEAD = 'This link has expired or has already been used. Please enter your details again to get a new one.';

const EMAIL_PURPOSE = 'registration-email';

/** What the first step keeps until its link is opened (the one-time token's payload). */
interface PendingContact {
  email: string;
  phone: string;
}

/** The wire form of a registration in progress. */
export interface RegistrationResource {
  registration_token: string;
  next_step: 'verify-phone' | 'set-password' | 'basics';
  email: string;
  phone_hint: string;
  expires_at: string;
  resend_after: number | null;
}

/**
 * The three-step (v2) registration. Step 1 e-mails a link (the same answer for a taken address,
 * whose owner is warned instead); opening it keeps e-mail and phone in `pending_registrations` and
 * texts a code; the phone is verified with `/api/verify-phone-otp`; step 2 stores the password
 * hash; step 3 creates the account (its e-mail already proven) and signs it in. Every call after
 * the link carries the `registration_token` (24 h, stored as a sha256).
 *
 * Resume: whoever lost the token starts step 1 again and opens the new link, so only the owner of
 * the address can continue (see `confirmEmail`).
 */
export class RegistrationV2Service {
  private readonly pending: PendingRegistrationsRepository;

  constructor(private readonly context: AccountSecurityContext) {
    this.pending = new PendingRegistrationsRepository(context.db);
  }

  /**
   * POST /api/v2/register: e-mails a link to carry on (a new address) or a warning (an address an
   * account already has). The answer and the work are the same either way; nothing is stored for the
   * address until its owner opens the link (ADR 0028).
   */
  async start(input: StartRegistrationDto): Promise<LinkSentBody> {
    const { context } = this;
    const subject = addressSubject(context, input.email);
    await assertLinkCooldownOver(context, EMAIL_PURPOSE, subject);
    const owner = await context.users.findByEmail(input.email);
    const contact: PendingContact | null = owner ? null : { email: normaliseEmail(input.email), phone: input.phone };
    const ttl = context.settings.registrationTokenTtlMs;
    const token = await context.codes.issueToken(EMAIL_PURPOSE, subject, ttl, contact);
    // The token goes in the fragment: browsers never send it, so no server or proxy log holds it.
    deliver(context, owner ? attemptMail(context, owner.email) : continueRegistrationMail(contact!.email, `${context.appUrl}/auth/sign-up1#confirm=${token}`, hoursOf(ttl)));
    return linkSentBody(context, input.email, `We have sent an e-mail to ${normaliseEmail(input.email)}. ${REGISTRATION_EMAIL_SENT}`);
  }

  /**
   * POST /api/v2/register/confirm-email: the link's token proves the address; the registration
   * starts, or resumes with a fresh token (the old one stops working) and the phone to verify again.
   * What was done before (the password) is kept and `next_step` skips it. The e-mail's owner may
   * give another phone number here.
   */
  async confirmEmail(linkToken: string): Promise<RegistrationResource> {
    const record = await this.context.codes.findToken(EMAIL_PURPOSE, linkToken);
    const contact = record ? contactOf(record.payload) : null;
    if (!record || !contact) throw new ValidationFailed({ token: [EMAIL_LINK_DEAD] }, EMAIL_LINK_DEAD);
    if (await this.context.users.findByEmail(contact.email)) throw new ValidationFailed({ token: [ALREADY_OPENED] }, ALREADY_OPENED);
    const now = this.context.clock.now();
    let existing = await this.pending.findByEmail(contact.email);
    if (existing && Date.parse(existing.expiresAt) <= now.getTime()) {
      await this.pending.delete(existing.id);
      existing = null;
    }
    // Before the link is used up: a code may not be re-sent faster than the cooldown.
    if (existing) await this.assertCanSend(existing);
    if (!(await this.context.codes.consume(record))) throw new ValidationFailed({ token: [EMAIL_LINK_DEAD] }, EMAIL_LINK_DEAD);

    const token = randomBytes(32).toString('base64url');
    const lifetimes = this.lifetimes(now);
    let registration: PendingRegistrationRecord;
    if (existing) {
      await this.pending.restart(existing.id, { phone: contact.phone, tokenHash: sha256(token), ...lifetimes }, now);
      registration = (await this.pending.findById(existing.id))!;
    } else {
      try {
        registration = await this.pending.create({ email: contact.email, phone: contact.phone, tokenHash: sha256(token), ...lifetimes }, now);
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict('A registration for this e-mail address was just started. Please try again.');
        throw error;
      }
    }
    const sent = await this.sendCode(registration);
    return this.resource(registration, token, sent.data.resend_after);
  }

  /** POST /api/resend-verify-otp with a registration token. */
  async resendCode(token: string): Promise<CodeSentBody> {
    const registration = await this.registrationOf(token);
    if (registration.phoneVerifiedAt) throw new Conflict('Your phone number is already verified.');
    return this.sendCode(registration);
  }

  /** POST /api/verify-phone-otp with a registration token. */
  async verifyPhone(token: string, otp: string): Promise<RegistrationResource> {
    const registration = await this.registrationOf(token);
    await this.context.limiter.hit('code-check', subjectOf(registration), this.context.settings.limits.codeChecksPerAccount);
    if (!registration.phoneVerifiedAt) {
      assertCodeAccepted('otp', await this.context.codes.checkCode('registration-phone', subjectOf(registration), otp));
      await this.pending.markPhoneVerified(registration.id, this.context.clock.now());
    }
    return this.resource((await this.pending.findById(registration.id))!, token, null);
  }

  /** POST /api/v2/register/set-password (again is allowed until the account exists). */
  async setPassword(token: string, password: string): Promise<RegistrationResource> {
    const registration = await this.registrationOf(token);
    if (!registration.phoneVerifiedAt) throw new Conflict('Please verify your phone number first.');
    this.context.passwordPolicy.assertAcceptable(password);
    await this.pending.setPasswordHash(registration.id, await this.context.passwords.hash(password), this.context.clock.now());
    return this.resource((await this.pending.findById(registration.id))!, token, null);
  }

  /** POST /api/v2/register/basics: creates the account (phone already verified) and signs it in. */
  async completeBasics(input: RegistrationBasicsDto): Promise<{ token: string; user: UserRecord }> {
    const registration = await this.registrationOf(input.registration_token);
    if (!registration.phoneVerifiedAt || !registration.passwordHash) throw new Conflict('Please choose your password first.');
    const { phoneVerifiedAt, passwordHash } = registration;
    if (await this.context.users.findByEmail(registration.email)) throw new Conflict(EMAIL_TAKEN);
    const now = this.context.clock.now();
    try {
      return await this.context.db.transaction().execute(async (trx) => {
        const created = await new UsersRepository(trx).create(
          {
            firstName: input.first_name.trim(),
            lastName: input.last_name.trim(),
            email: registration.email,
            phone: registration.phone,
            passwordHash,
            role: BORROWER_ROLE,
            phoneVerifiedAt,
            // Only the address's owner could open the link that started this registration.
            emailVerifiedAt: now.toISOString(),
          },
          now,
        );
        await new AccountUsersRepository(trx).setDateOfBirth(created.id, input.date_of_birth);
        await new PendingRegistrationsRepository(trx).delete(registration.id);
        const issued = await this.context.accessTokens.issue(created.id, { remember: false }, new TokensRepository(trx));
        return { token: issued.plainText, user: created };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(EMAIL_TAKEN);
      throw error;
    }
  }

  /** Deletes registrations nobody finished in time. */
  purgeExpired(now: Date): Promise<number> {
    return this.pending.deleteExpired(now);
  }

  private async sendCode(registration: PendingRegistrationRecord): Promise<CodeSentBody> {
    const issued = await this.context.codes.issueCode('registration-phone', subjectOf(registration));
    deliver(this.context, registrationCodeSms(registration.phone, issued.code, Math.round(this.context.settings.codeTtlMs / 60_000)));
    return codeSentBody(`We sent a 6-digit code to ${phoneHint(registration.phone)}.`, issued.resendAfterSeconds, issued.expiresInSeconds);
  }

  private async assertCanSend(registration: PendingRegistrationRecord): Promise<void> {
    const wait = await this.context.codes.cooldownRemaining('registration-phone', subjectOf(registration));
    if (wait > 0) throw new TooManyRequests(wait, `Please wait ${wait} seconds before asking for a new code.`);
  }

  /** The live registration of `token`; 422 on `registration_token` otherwise. */
  private async registrationOf(token: string): Promise<PendingRegistrationRecord> {
    const registration = await this.pending.findByTokenHash(sha256(token));
    const now = this.context.clock.now().getTime();
    if (!registration || Date.parse(registration.tokenExpiresAt) <= now || Date.parse(registration.expiresAt) <= now) {
      throw new ValidationFailed({ registration_token: [REGISTRATION_EXPIRED] }, REGISTRATION_EXPIRED);
    }
    return registration;
  }

  private lifetimes(now: Date): { tokenExpiresAt: Date; expiresAt: Date } {
    const { registrationTokenTtlMs, pendingRegistrationTtlMs } = this.context.settings;
    return { tokenExpiresAt: new Date(now.getTime() + registrationTokenTtlMs), expiresAt: new Date(now.getTime() + pendingRegistrationTtlMs) };
  }

  private resource(registration: PendingRegistrationRecord, token: string, resendAfter: number | null): RegistrationResource {
    const next_step = !registration.phoneVerifiedAt ? 'verify-phone' : !registration.passwordHash ? 'set-password' : 'basics';
    return {
      registration_token: token,
      next_step,
      email: registration.email,
      phone_hint: phoneHint(registration.phone),
      expires_at: registration.tokenExpiresAt,
      resend_after: resendAfter,
    };
  }
}

function subjectOf(registration: PendingRegistrationRecord): string {
  return `registration:${registration.id}`;
}

/** The link's stored contact details, or null for a taken address's token (which no link carries). */
function contactOf(payload: string | null): PendingContact | null {
  if (!payload) return null;
  const value = JSON.parse(payload) as Partial<PendingContact>;
  return typeof value.email === 'string' && typeof value.phone === 'string' ? { email: value.email, phone: value.phone } : null;
}

/** Registration tokens carry 256 random bits: a plain sha256 is enough to store them. */
function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
