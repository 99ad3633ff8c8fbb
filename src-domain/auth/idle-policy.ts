/**
 * Signing out a session nobody is using: a borrower who walks away from a shared or unlocked
 * computer should not leave their account open. Sessions the borrower asked to keep ("Keep me
 * signed in on this device") are exempt.
 */
export interface IdlePolicy {
  /** Sign out after this long without activity. */
  signOutAfterMs: number;
  /** Warn this long before, so someone still reading can stay. */
  warnBeforeMs: number;
}

export const IDLE_POLICY: IdlePolicy = { signOutAfterMs: 15 * 60_000, warnBeforeMs: 2 * 60_000 };

export type IdleState =
  | { kind: 'active'; warnInMs: number }
  | { kind: 'warning'; signOutInMs: number }
  | { kind: 'expired' };

/** Where a session stands at `now` when it was last used at `lastActivityAt` (both epoch ms). */
export function idleState(lastActivityAt: number, now: number, policy: IdlePolicy = IDLE_POLICY): IdleState {
  const signOutInMs = lastActivityAt + policy.signOutAfterMs - now;
  if (signOutInMs <= 0) return { kind: 'expired' };
  if (signOutInMs <= policy.warnBeforeMs) return { kind: 'warning', signOutInMs };
  return { kind: 'active', warnInMs: signOutInMs - policy.warnBeforeMs };
}

/** "1:45" for a countdown, rounded up to the whole second a person sees. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
