import { describe, expect, it } from 'vitest';
import { withdrawalDeadlineAfter, withdrawalStartsOn } from '../../../src-domain/agreements/withdrawal-clock';
import { withdrawalDeadline } from '../../../src-domain/loans/withdrawal';

describe('the withdrawal clock of a signed agreement (s.66A(3))', () => {
  it('counts from the signing day when the copy arrives the same day', () => {
    expect(withdrawalStartsOn('2026-12-12', '2026-12-12')).toBe('2026-12-12');
    expect(withdrawalDeadlineAfter('2026-12-12', '2026-12-12')).toBe('2026-12-26');
  });

  it('counts from the day the copy is received when that is later', () => {
    expect(withdrawalStartsOn('2026-12-12', '2026-12-15')).toBe('2026-12-15');
    expect(withdrawalDeadlineAfter('2026-12-12', '2026-12-15')).toBe('2026-12-29');
  });

  it('never starts before the agreement is made, whatever the copy says', () => {
    expect(withdrawalStartsOn('2026-12-12', '2026-12-11')).toBe('2026-12-12');
    expect(withdrawalDeadlineAfter('2026-12-12', '2026-12-11')).toBe('2026-12-26');
  });

  it('has not started while the copy is missing', () => {
    expect(withdrawalStartsOn('2026-12-12', null)).toBeNull();
    expect(withdrawalDeadlineAfter('2026-12-12', null)).toBeNull();
  });

  it('runs 14 days beginning with the day after, across month and year ends and leap days', () => {
    expect(withdrawalDeadlineAfter('2027-01-20', '2027-01-31')).toBe('2027-02-14');
    expect(withdrawalDeadlineAfter('2026-12-20', '2026-12-24')).toBe('2027-01-07');
    expect(withdrawalDeadlineAfter('2028-02-14', '2028-02-20')).toBe('2028-03-05'); // 29 February 2028 counts
    expect(withdrawalDeadlineAfter('2027-02-14', '2027-02-20')).toBe('2027-03-06'); // no 29 February in 2027
    expect(withdrawalDeadlineAfter('2028-02-29', '2028-02-29')).toBe('2028-03-14');
  });

  it('agrees with the loan’s deadline for an agreement whose copy came the day it was made', () => {
    for (const day of ['2026-11-26', '2026-12-31', '2028-02-28']) expect(withdrawalDeadlineAfter(day, day)).toBe(withdrawalDeadline(day));
  });

  it('refuses a day that is not a date rather than compare it as text', () => {
    expect(() => withdrawalStartsOn('12/12/2026', '2026-12-12')).toThrow(RangeError);
    expect(() => withdrawalStartsOn('2026-12-12', '2026-02-30')).toThrow(RangeError);
  });
});
