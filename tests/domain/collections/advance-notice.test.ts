import { describe, expect, it } from 'vitest';
import { advanceNoticeDay, mandateReference } from '../../../src-domain/collections/advance-notice';
import type { BankHolidays } from '../../../src-domain/loans/working-days';

/** England and Wales, Christmas 2026 and Easter 2027 (Boxing Day falls on a Saturday: its substitute is Monday 28th). */
const HOLIDAYS = new Set(['2026-12-25', '2026-12-28', '2027-03-26', '2027-03-29']);
const bankHolidays: BankHolidays = (date) => HOLIDAYS.has(date);

describe('advanceNoticeDay', () => {
  it('counts the lender’s working days back from the due date: a Friday collection is announced on the Tuesday', () => {
    expect(advanceNoticeDay('2027-01-22', 3, bankHolidays)).toBe('2027-01-19');
  });

  it('skips a weekend: a Tuesday collection is announced on the Thursday before', () => {
    expect(advanceNoticeDay('2027-01-26', 3, bankHolidays)).toBe('2027-01-21');
  });

  it('skips bank holidays: a collection on 29 December 2026 is announced on 22 December', () => {
    expect(advanceNoticeDay('2026-12-29', 3, bankHolidays)).toBe('2026-12-22');
  });

  it('skips Easter: a collection on Tuesday 30 March 2027 is announced on Tuesday 23 March', () => {
    expect(advanceNoticeDay('2027-03-30', 3, bankHolidays)).toBe('2027-03-23');
  });

  it('takes the scheme’s usual ten working days when the mandate says so', () => {
    expect(advanceNoticeDay('2027-01-22', 10, bankHolidays)).toBe('2027-01-08');
  });

  it('refuses a notice of no working days', () => {
    expect(() => advanceNoticeDay('2027-01-22', 0, bankHolidays)).toThrow(RangeError);
  });
});

describe('mandateReference', () => {
  it('is the lender’s prefix and the mandate’s number, six digits at least', () => {
    expect(mandateReference('KCDD', 42)).toBe('KCDD000042');
    expect(mandateReference('KCDD', 1_234_567)).toBe('KCDD1234567');
  });
});
