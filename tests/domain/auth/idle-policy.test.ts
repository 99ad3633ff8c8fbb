import { describe, expect, it } from 'vitest';
import { IDLE_POLICY, formatCountdown, idleState } from '../../../src-domain/auth/idle-policy';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 26, 9, 0, 0);

describe('signing out an idle session', () => {
  it('signs out after 15 minutes without activity and warns for the last 2', () => {
    expect(IDLE_POLICY).toEqual({ signOutAfterMs: 15 * MINUTE, warnBeforeMs: 2 * MINUTE });
    expect(idleState(start, start)).toEqual({ kind: 'active', warnInMs: 13 * MINUTE });
    expect(idleState(start, start + 13 * MINUTE - 1)).toEqual({ kind: 'active', warnInMs: 1 });
    expect(idleState(start, start + 13 * MINUTE)).toEqual({ kind: 'warning', signOutInMs: 2 * MINUTE });
    expect(idleState(start, start + 15 * MINUTE - 1)).toEqual({ kind: 'warning', signOutInMs: 1 });
    expect(idleState(start, start + 15 * MINUTE)).toEqual({ kind: 'expired' });
    expect(idleState(start, start + 24 * 60 * MINUTE)).toEqual({ kind: 'expired' }); // a laptop opened the next day
  });

  it('follows a lender\'s own policy', () => {
    expect(idleState(start, start + 4 * MINUTE, { signOutAfterMs: 5 * MINUTE, warnBeforeMs: MINUTE })).toEqual({ kind: 'warning', signOutInMs: MINUTE });
  });

  it('counts down in minutes and seconds, rounding up so that 0:00 is only ever shown at the end', () => {
    expect(formatCountdown(2 * MINUTE)).toBe('2:00');
    expect(formatCountdown(105_000)).toBe('1:45');
    expect(formatCountdown(9_001)).toBe('0:10');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
