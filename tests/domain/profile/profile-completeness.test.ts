import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../../src-domain/profile/profile';
import { profileCompleteness } from '../../../src-domain/profile/profile-completeness';
import { aBank, aDetails, anAddress, anEmployment, inDays } from './profile-fixtures';

describe('profileCompleteness', () => {
  it('given an empty profile, then it is at 0 % and lists all four things in filling order', () => {
    const result = profileCompleteness(EMPTY_PROFILE);
    expect(result.percent).toBe(0);
    expect(result.complete).toBe(false);
    expect(result.missing.map((m) => m.key)).toEqual(['details', 'home-address', 'bank-account', 'income']);
    expect(result.missing.every((m) => m.why.length > 10)).toBe(true);
  });

  it('given everything a loan needs, then it is complete at 100 %', () => {
    const result = profileCompleteness({ details: aDetails(), addresses: [anAddress()], banks: [aBank()], employments: [anEmployment()] });
    expect(result).toEqual({ percent: 100, complete: true, missing: [] });
  });

  it('counts only a home address and only a primary bank account', () => {
    const result = profileCompleteness({
      details: aDetails(),
      addresses: [anAddress({ kind: 'mailing' })],
      banks: [aBank({ isPrimary: false })],
      employments: [anEmployment()],
    });
    expect(result.percent).toBe(40);
    expect(result.missing.map((m) => m.key)).toEqual(['home-address', 'bank-account']);
  });

  it('asks for the next pay date of a working borrower when it is missing or past, not of a retired one', () => {
    const base = { details: aDetails(), addresses: [anAddress()], banks: [aBank()] };
    const past = profileCompleteness({ ...base, employments: [anEmployment({ nextPayDate: inDays(-1) })] });
    expect(past.missing).toEqual([expect.objectContaining({ key: 'income', label: 'Your next pay date' })]);
    expect(past.percent).toBe(80);
    expect(profileCompleteness({ ...base, employments: [anEmployment({ employmentType: 'retired', nextPayDate: null })] }).complete).toBe(true);
    expect(profileCompleteness({ ...base, employments: [anEmployment({ payFrequency: 'irregular', nextPayDate: null })] }).complete).toBe(true);
  });
});
