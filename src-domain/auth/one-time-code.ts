/**
 * Shapes of the codes a person types: the 6-digit one-time codes sent by SMS or e-mail and the
 * authenticator app's TOTP codes, and the recovery codes shown once when 2FA is switched on.
 */

/** Six digits, as sent by SMS/e-mail and shown by authenticator apps. */
export const ONE_TIME_CODE_PATTERN = /^[0-9]{6}$/;
/** A recovery code: two groups of five letters or digits (`k7xq2-9mfd4`). */
export const RECOVERY_CODE_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
/** Either of the two: what a sign-in or a 2FA switch-off accepts. */
export const TWO_FACTOR_CODE_PATTERN = /^(?:[0-9]{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/;

/** The server's answer when it sent a code or a link: when a new one may be asked for, how long it lives. */
export interface CodeSent {
  /** A sentence for the person (e.g. where the code went). */
  message: string;
  /** Seconds before another code can be requested (the resend cooldown). */
  resendAfterSeconds: number;
  /** Seconds the code or link stays valid. */
  expiresInSeconds: number;
}
