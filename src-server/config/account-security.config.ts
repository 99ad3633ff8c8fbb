/** A fixed-window limit: at most `max` hits per `windowMs`. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * Lifetimes and limits of verification, recovery, 2FA and the v2 registration (OWASP ASVS 5.0 §6).
 * Windows are short on purpose: whoever trips a limit, attacker or real user, is free again soon.
 */
export interface AccountSecuritySettings {
  /** SMS/e-mail codes live 10 minutes. */
  codeTtlMs: number;
  /** A new code for the same purpose and person at most once a minute. */
  resendCooldownMs: number;
  /** Wrong tries a code survives; then a new one is needed. */
  maxCodeAttempts: number;
  /** The reset token `forgot-verify-otp` hands out. */
  resetTokenTtlMs: number;
  /** The sign-in challenge of an account with 2FA. */
  challengeTtlMs: number;
  /** The e-mail confirmation link. */
  emailLinkTtlMs: number;
  /** The bearer token of a registration in progress. */
  registrationTokenTtlMs: number;
  /** How long an unfinished registration is kept. */
  pendingRegistrationTtlMs: number;
  /** The issuer shown in authenticator apps. */
  totpIssuer: string;
  limits: {
    /** Code and 2FA checks per client IP. */
    codeChecksPerIp: RateRule;
    /** Code and 2FA checks per account (user, e-mail, registration), from any IP. */
    codeChecksPerAccount: RateRule;
    /** Requests that send a code or a link, per client IP. */
    codeSendsPerIp: RateRule;
    /** Sign-ups (v1 and v2) per client IP. */
    registrationsPerIp: RateRule;
    /** Sign-in attempts per e-mail from any IP (the IP + e-mail and IP limits are `loginRateLimit`). */
    loginPerAccount: RateRule;
  };
}

const MINUTE_MS = 60_000;

/** The defaults: ASVS-level lifetimes and limits. */
export const DEFAULT_ACCOUNT_SECURITY: AccountSecuritySettings = {
  codeTtlMs: 10 * MINUTE_MS,
  resendCooldownMs: MINUTE_MS,
  maxCodeAttempts: 5,
  resetTokenTtlMs: 15 * MINUTE_MS,
  challengeTtlMs: 5 * MINUTE_MS,
  emailLinkTtlMs: 60 * MINUTE_MS,
  registrationTokenTtlMs: 24 * 60 * MINUTE_MS,
  pendingRegistrationTtlMs: 7 * 24 * 60 * MINUTE_MS,
  totpIssuer: 'Kestrel Credit',
  limits: {
    codeChecksPerIp: { max: 30, windowMs: MINUTE_MS },
    codeChecksPerAccount: { max: 10, windowMs: MINUTE_MS },
    codeSendsPerIp: { max: 10, windowMs: MINUTE_MS },
    registrationsPerIp: { max: 10, windowMs: 10 * MINUTE_MS },
    loginPerAccount: { max: 20, windowMs: MINUTE_MS },
  },
};
