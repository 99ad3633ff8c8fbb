import { describe, expect, it } from 'vitest';
import { withdrawalDaysLeft, withdrawalDeadline } from '../../../src-domain/loans/withdrawal';

describe('the right to withdraw from a credit agreement', () => {
  it('runs for 14 days starting the day after the agreement is made', () => {
    expect(withdrawalDeadline('2026-11-26')).toBe('2026-12-10');
    expect(withdrawalDeadline('2026-12-20')).toBe('2027-01-03'); // across the year end
    expect(withdrawalDeadline('2028-02-20')).toBe('2028-03-05'); // across a leap day
  });

  it('counts the days left with the last day included, and none once it has passed', () => {
    expect(withdrawalDaysLeft('2026-11-26', '2026-11-26')).toBe(15); // the day it is made, then 14 more
    expect(withdrawalDaysLeft('2026-11-26', '2026-11-27')).toBe(14);
    expect(withdrawalDaysLeft('2026-11-26', '2026-12-10')).toBe(1);
    expect(withdrawalDaysLeft('2026-11-26', '2026-12-11')).toBe(0);
    expect(withdrawalDaysLeft('2026-07-29', '2026-11-26')).toBe(0);
  });
});
