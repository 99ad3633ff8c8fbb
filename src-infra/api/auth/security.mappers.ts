import type { CodeSent } from '../../../src-domain/auth/one-time-code';
import type { PasswordResetGrant } from '../../../src-domain/auth/password/password-reset-grant';
import type { RegistrationProgress, RegistrationStep } from '../../../src-domain/auth/registration/registration-progress';
import type { TwoFactorChallenge } from '../../../src-domain/auth/session';
import type { LinkSent } from '../../../src-domain/auth/sign-up/link-sent';
import type { TwoFactorConfirmation, TwoFactorEnrolment } from '../../../src-domain/auth/two-factor/two-factor-enrolment';
import { isRecord } from '../../http/response-body';
import { malformed, unwrapData } from '../shared/wire-guards';
import { toUser } from './user.mapper';

/*
 * Wire → domain for the account-security calls (docs/api/wire-contract.md, "Account security").
 * Each throws Unexpected when the server's answer lacks what the contract promises.
 */

const STEPS: readonly string[] = ['verify-phone', 'set-password', 'basics'] satisfies readonly RegistrationStep[];

/** `{"message", "data":{"resend_after","expires_in"}}` → CodeSent. */
export function toCodeSent(body: unknown): CodeSent {
  const data = unwrapData(body, 'code answer');
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  if (!isCount(data.resend_after) || !isCount(data.expires_in)) throw malformed('code answer');
  return { message, resendAfterSeconds: data.resend_after, expiresInSeconds: data.expires_in };
}

/** `{"message", "data":{"email","expires_in","resend_after"}}` (the answer to a sign-up) → LinkSent. */
export function toLinkSent(body: unknown): LinkSent {
  const data = unwrapData(body, 'sign-up answer');
  if (typeof data.email !== 'string' || !isCount(data.expires_in) || !isCount(data.resend_after)) throw malformed('sign-up answer');
  return { email: data.email, expiresInSeconds: data.expires_in, resendAfterSeconds: data.resend_after };
}

/** `{"data":{"reset_token","expires_in"}}` → PasswordResetGrant. */
export function toResetGrant(body: unknown): PasswordResetGrant {
  const data = unwrapData(body, 'reset grant');
  if (typeof data.reset_token !== 'string' || data.reset_token === '' || !isCount(data.expires_in)) throw malformed('reset grant');
  return { resetToken: data.reset_token, expiresInSeconds: data.expires_in };
}

/** The `data` of a login answer with `two_factor: true` → TwoFactorChallenge, or null for a token answer. */
export function toTwoFactorChallenge(data: Record<string, unknown>): TwoFactorChallenge | null {
  if (data.two_factor !== true) return null;
  if (typeof data.challenge !== 'string' || data.challenge === '' || !isCount(data.expires_in)) throw malformed('two-factor challenge');
  return { challenge: data.challenge, expiresInSeconds: data.expires_in };
}

/** `{"data":{"secret","otpauth_url","qr_code_url"}}` → TwoFactorEnrolment. */
export function toEnrolment(body: unknown): TwoFactorEnrolment {
  const data = unwrapData(body, 'two-factor enrolment');
  const { secret, otpauth_url: uri, qr_code_url: qr } = data;
  if (typeof secret !== 'string' || typeof uri !== 'string' || !uri.startsWith('otpauth://')) throw malformed('two-factor enrolment');
  if (typeof qr !== 'string' || !qr.startsWith('data:image/')) throw malformed('two-factor enrolment');
  return { secret, otpauthUri: uri, qrCodeDataUrl: qr };
}

/** `{"data":{"recovery_codes":[…],"user":UserResource}}` → TwoFactorConfirmation. */
export function toConfirmation(body: unknown): TwoFactorConfirmation {
  const data = unwrapData(body, 'two-factor confirmation');
  const codes = data.recovery_codes;
  if (!Array.isArray(codes) || codes.length === 0 || !codes.every((code) => typeof code === 'string')) {
    throw malformed('two-factor confirmation');
  }
  return { recoveryCodes: codes as string[], user: toUser(data.user) };
}

/** `{"data":{"registration_token","next_step","email","phone_hint","expires_at","resend_after"}}` → RegistrationProgress. */
export function toRegistrationProgress(body: unknown): RegistrationProgress {
  const data = unwrapData(body, 'registration');
  const { registration_token: token, next_step: step, email, phone_hint: hint, expires_at: expiresAt, resend_after: resend } = data;
  if (typeof token !== 'string' || token === '' || typeof step !== 'string' || !STEPS.includes(step)) throw malformed('registration');
  if (typeof email !== 'string' || typeof hint !== 'string' || typeof expiresAt !== 'string') throw malformed('registration');
  if (resend !== null && resend !== undefined && !isCount(resend)) throw malformed('registration');
  return {
    registrationToken: token,
    nextStep: step as RegistrationStep,
    email,
    phoneHint: hint,
    expiresAt,
    resendAfterSeconds: resend ?? null,
  };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
