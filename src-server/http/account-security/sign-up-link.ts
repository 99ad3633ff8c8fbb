import { TooManyRequests } from '../../../src-domain/shared/errors';
import { normaliseEmail } from '../../db/users.repository';
import type { CodePurpose } from '../../services/account-security/one-time-code.service';
import type { OutboxMessage } from '../../services/outbox/outbox.port';
import { signUpAttemptMail } from './account-messages';
import type { AccountSecurityContext } from './account-security.context';
import { toSeconds } from './account-security.resources';

/*
 * What the v1 sign-up and the v2 registration's first step share: both answer "we have sent you an
 * e-mail" whether or not the address has an account, and do the same work either way (ADR 0028).
 */

/** The wire answer of a sign-up: the same body, status and headers for a new and a taken address. */
export interface LinkSentBody {
  message: string;
  data: { email: string; expires_in: number; resend_after: number };
}

export function linkSentBody(context: AccountSecurityContext, email: string, message: string): LinkSentBody {
  const { registrationTokenTtlMs, resendCooldownMs } = context.settings;
  return { message, data: { email: normaliseEmail(email), expires_in: toSeconds(registrationTokenTtlMs), resend_after: toSeconds(resendCooldownMs) } };
}

/** A keyed hash of the address: the same subject whether or not an account has it, and no address in the table. */
export function addressSubject(context: AccountSecurityContext, email: string): string {
  return `email:${context.hasher.hash(normaliseEmail(email))}`;
}

/**
 * One e-mail per address and minute, whoever owns it: the owner of a taken address is not flooded
 * with warnings, and the 429 comes alike for a new and a taken address.
 */
export async function assertLinkCooldownOver(context: AccountSecurityContext, purpose: CodePurpose, subject: string): Promise<void> {
  const wait = await context.codes.cooldownRemaining(purpose, subject);
  if (wait > 0) throw new TooManyRequests(wait, `We have just sent an e-mail to this address. Please wait ${wait} seconds before asking for another.`);
}

/** The warning to the owner of a taken address, with the ways into the account they already have. */
export function attemptMail(context: AccountSecurityContext, ownerEmail: string): OutboxMessage {
  return signUpAttemptMail(ownerEmail, { signIn: `${context.appUrl}/auth/sign-in`, forgotPassword: `${context.appUrl}/auth/forgot` });
}

/** Whole hours of `ms`, for the e-mails' wording. */
export function hoursOf(ms: number): number {
  return Math.round(ms / 3_600_000);
}
