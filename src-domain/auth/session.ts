import type { User, UserRole } from './user.entity';

/** A signed-in session as the client holds it: the cookies `authToken`, `user` and `user_role`. */
export interface Session {
  token: string;
  user: User;
  role: UserRole;
  /**
   * Set when the person chose "Keep me signed in on this device": the session outlives the
   * browser until then (ISO instant). Otherwise it ends when the browser closes.
   */
  keepUntil?: string;
}

/** How long "Keep me signed in" keeps a session in the browser: the server's remembered token lasts as long. */
export const KEEP_SIGNED_IN_DAYS = 30;
const KEEP_SIGNED_IN_MS = KEEP_SIGNED_IN_DAYS * 24 * 60 * 60 * 1000;

/** The `keepUntil` of a session kept from `now`. */
export function keptUntil(now: Date): string {
  return new Date(now.getTime() + KEEP_SIGNED_IN_MS).toISOString();
}

/** What the server answers to a successful sign-up or sign-in. */
export interface IssuedToken {
  token: string;
  user: User;
}

/**
 * What the server answers to correct credentials of an account with two-factor authentication:
 * no session yet, only a short-lived, single-use challenge to exchange with a code
 * (POST /api/v1/2fa/validate).
 */
export interface TwoFactorChallenge {
  /** Opaque; send it back with the code. */
  challenge: string;
  /** Seconds the challenge stays valid; afterwards the person signs in again. */
  expiresInSeconds: number;
}

/** The gateway's answer to POST api/login: a token, or a challenge when 2FA is on. */
export type SignInAnswer = IssuedToken | TwoFactorChallenge;

/** True when the sign-in answer asks for a second factor. */
export function isTwoFactorChallenge(answer: SignInAnswer): answer is TwoFactorChallenge {
  return 'challenge' in answer && typeof answer.challenge === 'string';
}

/** What the SignIn use-case resolves with. */
export type SignInResult =
  | { kind: 'signed-in'; session: Session }
  /** `keepSignedIn`: what the person asked, for the session the second factor will start. */
  | { kind: 'two-factor-required'; challenge: TwoFactorChallenge; keepSignedIn: boolean };
