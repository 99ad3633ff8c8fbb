import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { aprRegulationZ, aprUkEu, unitPeriodRate } from '../../../src-domain/loans/apr';
import { checkLoanTerms } from '../../../src-domain/loans/loan-terms';
import { maxCostMinor, priceCapViolations, UK_HCSTC_CAP } from '../../../src-domain/loans/price-cap';
import { quoteLoan, representativeExample } from '../../../src-domain/loans/quote';
import { buildSchedule, dueDates } from '../../../src-domain/loans/schedule';
import { settlementQuote } from '../../../src-domain/loans/settlement';
import { paydayLoan, personalLoan } from './products.fixture';

describe('worked examples', () => {
  it('£5,000 over 36 months at 12.9 %: £168.23 a month (P·r / (1 − (1 + r)^−36), r = 0.129 ÷ 12), the last £168.18, APR 13.7 %', () => {
    const quote = quoteLoan(personalLoan(), 500_000, 36, '2026-01-15');
    expect(quote.regularPaymentMinor).toBe(16_823);
    expect(quote.instalments).toHaveLength(36);
    expect(quote.instalments[35].paymentMinor).toBe(16_818);
    expect(quote.totalInterestMinor).toBe(105_623);
    expect(quote.totalRepayableMinor).toBe(605_623);
    // (1 + 0.129/12)^12 − 1 = 13.69 %: the effective rate of a nominal 12.9 % paid monthly.
    expect(quote.aprPercent).toBe('13.7');
    expect(quote.firstDueDate).toBe('2026-02-15');
    expect(quote.finalDueDate).toBe('2029-01-15');
  });

  it('£100 for 30 days at 0.8 % a day costs £24, £124 repaid in one payment, APR 1,269.7 % (1.24^(365/30) − 1)', () => {
    const quote = quoteLoan(paydayLoan(), 10_000, 30, '2026-03-02');
    expect(quote.totalInterestMinor).toBe(2_400);
    expect(quote.totalRepayableMinor).toBe(12_400);
    expect(quote.instalments).toEqual([
      { number: 1, dueDate: '2026-04-01', paymentMinor: 12_400, interestMinor: 2_400, principalMinor: 10_000, feeMinor: 0, balanceAfterMinor: 0 },
    ]);
    expect(quote.aprPercent).toBe('1269.7');
    expect(quote.capApplied).toBe(false);
  });

  it('APR by the CONC App 1.2 equation: £1,000 repaid with £1,100 a year later is 10.0 %; with £1,050 six months later 10.3 %', () => {
    const lent = [{ date: '2026-01-01', amountMinor: 100_000 }];
    expect(aprUkEu(lent, [{ date: '2027-01-01', amountMinor: 110_000 }])).toBe('10.0');
    expect(aprUkEu(lent, [{ date: '2026-07-01', amountMinor: 105_000 }], 'months')).toBe('10.3');
  });

  it('the Consumer Credit Directive’s example: 1,000 lent, 1,200 repaid 546 days later is 13.0 %', () => {
    expect(aprUkEu([{ date: '2026-01-01', amountMinor: 100_000 }], [{ date: '2027-07-01', amountMinor: 120_000 }])).toBe('13.0');
  });

  it('Regulation Z: $1,000 repaid by 12 monthly payments of $88.85 is a 12.00 % APR (Appendix J style)', () => {
    const rate = unitPeriodRate(100_000, Array(12).fill(8_885));
    expect(aprRegulationZ(rate, 12)).toBe('12.00');
  });

  it('a loan started on 31 January falls due on the last day of shorter months, and on the 31st again when there is one', () => {
    expect(dueDates('2027-01-31', 4, 'months', 4)).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(dueDates('2028-01-31', 1, 'months', 1)).toEqual(['2028-02-29']);
    expect(dueDates('2026-03-02', 1, 'days', 30)).toEqual(['2026-04-01']);
  });

  it('a product priced above the cap is named, and a quote is held to 0.8 % a day', () => {
    const greedy = paydayLoan({ annualRate: '3.65', lateFeeMinor: 2_500 });
    const violations = priceCapViolations(greedy, UK_HCSTC_CAP);
    expect(violations[0]).toMatch(/^Short-term loan \(payday-loan\) would charge £\d+(\.\d\d)? on £100 over 7 days; the price cap allows £5\.60\.$/);
    expect(violations.at(-1)).toBe('Short-term loan (payday-loan) has a late fee of £25; the price cap allows £15.');
    expect(priceCapViolations(paydayLoan(), UK_HCSTC_CAP)).toEqual([]);

    const quote = quoteLoan(greedy, 10_000, 30, '2026-03-02');
    expect(quote.totalCostMinor).toBe(2_400);
    expect(quote.capApplied).toBe(true);
  });

  it('the total cost of short-term credit never passes 100 % of the amount borrowed', () => {
    expect(maxCostMinor(UK_HCSTC_CAP, 10_000, 150)).toBe(10_000);
    expect(maxCostMinor(UK_HCSTC_CAP, 10_000, 30)).toBe(2_400);
  });

  it('an arrangement fee paid up front is a cost of credit and raises the APR; financed, it is lent and repaid with interest', () => {
    const upFront = quoteLoan(personalLoan({ arrangementFee: { kind: 'fixed', amountMinor: 10_000, financed: false } }), 500_000, 36, '2026-01-15');
    expect(upFront.totalFeesMinor).toBe(10_000);
    expect(upFront.financedPrincipalMinor).toBe(500_000);
    expect(Number(upFront.aprPercent)).toBeGreaterThan(13.7);

    const financed = quoteLoan(personalLoan({ arrangementFee: { kind: 'percent', rate: '0.02', financed: true } }), 500_000, 36, '2026-01-15');
    expect(financed.financedPrincipalMinor).toBe(510_000);
    expect(financed.instalments.reduce((sum, i) => sum + i.principalMinor, 0)).toBe(510_000);
    expect(financed.totalRepayableMinor).toBe(500_000 + financed.totalInterestMinor + 10_000);
  });

  it('out-of-bounds terms are refused with the bounds in words', () => {
    expect(checkLoanTerms(paydayLoan(), 5_000, 40)).toEqual({ amount: ['Choose an amount from £100 to £1,000.'], term: ['Choose from 7 to 35 days.'] });
    expect(checkLoanTerms(personalLoan(), 100_001, 12)).toEqual({ amount: ['Choose an amount in steps of £50, from £1,000.'] });
    expect(() => quoteLoan(paydayLoan(), 5_000, 30, '2026-03-02')).toThrow(ValidationFailed);
  });

  it('the representative example says what it costs in pounds', () => {
    expect(representativeExample(personalLoan(), '2026-01-15').wording).toBe(
      'Representative example: borrowing £5,000 over 36 months at 12.9% a year (fixed) costs £168.23 a month; total cost of credit £1,056.23, total repayable £6,056.23. Representative 13.7% APR.',
    );
    expect(representativeExample(paydayLoan(), '2026-03-02').wording).toBe(
      'Representative example: borrowing £200 for 30 days at 292% a year (fixed) costs £48; you repay £248 in one payment. Representative 1,269.7% APR.',
    );
  });

  it('settling early costs the principal owed and the interest of days elapsed, never a penalty', () => {
    const schedule = buildSchedule(personalLoan(), 500_000, 36, '2026-01-15');
    // Two instalments paid; settling half way through the third month (15 Mar → 15 Apr, 31 days).
    const quote = settlementQuote(schedule, 2, '2026-03-30', '2026-01-15');
    expect(quote.outstandingPrincipalMinor).toBe(schedule[1].balanceAfterMinor);
    expect(quote.accruedInterestMinor).toBe(Math.round((schedule[2].interestMinor * 15) / 31));
    expect(quote.totalMinor).toBe(quote.outstandingPrincipalMinor + quote.accruedInterestMinor);
    expect(quote.totalMinor).toBeLessThan(schedule.slice(2).reduce((sum, i) => sum + i.paymentMinor, 0));
  });
});
