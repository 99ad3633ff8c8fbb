import { describe, expect, it } from 'vitest';
import { paidAheadMinor, projectSchedule } from '../../../../src-domain/loans/repayment/projection';
import { personalLoan } from '../products.fixture';
import { termsOf } from './repayment-terms.fixture';

/** £3,000 over 24 months at 12.9 %, paid out on 28 January 2026: £142.48 a month, due on the 28th. */
const start = '2026-01-28';
const { terms } = termsOf(personalLoan(), 300_000, 24, start);

describe('money paid ahead', () => {
  it('given the February instalment paid ten days early, then it is paid ahead until it falls due', () => {
    const paid = [{ date: '2026-02-18', amountMinor: 14_248 }];
    expect(paidAheadMinor(terms, paid, '2026-02-20')).toBe(14_248);
    expect(paidAheadMinor(terms, paid, '2026-02-28')).toBe(0);
  });

  it('given a payment £500 beyond what was owed, which closed the loan, then the £500 we return is not paid ahead and nothing is', () => {
    // Owed on the day the money arrived: the £3,000 lent, no interest for 0 days.
    const paid = [{ date: start, amountMinor: 350_000 }];
    expect(paidAheadMinor(terms, paid, '2026-02-10')).toBe(0);
    expect(projectSchedule(terms, paid, '2026-02-10').instalments).toEqual([]);
  });

  it('given an instalment paid early and then a payment more than the rest, then it was paid ahead until the loan closed and nothing is after', () => {
    const paid = [
      { date: '2026-02-18', amountMinor: 14_248 },
      { date: '2026-03-01', amountMinor: 400_000 },
    ];
    expect(paidAheadMinor(terms, paid, '2026-02-20')).toBe(14_248);
    expect(paidAheadMinor(terms, paid, '2026-03-05')).toBe(0);
  });
});
