import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../../src-domain/shared/calendar-date';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { checkEligibility, maxAffordable } from '../../../src-domain/loans/eligibility';
import { parsePayDay, payDayLabel, payDayValue, PAY_DAY_VALUES } from '../../../src-domain/loans/pay-day-choice';
import type { PayDayQuoteOptions } from '../../../src-domain/loans/pay-day-quote';
import { quoteLoan } from '../../../src-domain/loans/quote';
import type { PayDay } from '../../../src-domain/loans/repayment/pay-day';
import { isWorkingDay } from '../../../src-domain/loans/working-days';
import { paydayLoan, personalLoan } from './products.fixture';

/** England and Wales, as gov.uk lists them: Christmas 2026 (Boxing Day a Saturday, so Monday the 28th), New Year 2027, Easter 2027. */
const ENGLAND = new Set(['2026-12-25', '2026-12-28', '2027-01-01', '2027-03-26', '2027-03-29']);
const bankHolidays = (date: string) => ENGLAND.has(date);
const paidOn = (payDay: PayDay, minFirstPaymentDays = 14): PayDayQuoteOptions => ({ payDay, bankHolidays, minFirstPaymentDays });
const the28th: PayDay = { kind: 'day-of-month', day: 28 };

describe('a quote on the borrower’s pay days', () => {
  it('paid on the 28th, paid out Monday 16 November 2026: the first repayment is Thursday 24 December (the 28th is a bank holiday), then the 28th or the working day before', () => {
    const quote = quoteLoan(personalLoan(), 500_000, 12, '2026-11-16', undefined, paidOn(the28th));
    expect(quote.firstDueDate).toBe('2026-12-24');
    expect(quote.instalments.map((i) => i.dueDate)).toEqual([
      '2026-12-24', '2027-01-28', '2027-02-26', '2027-03-25', '2027-04-28', '2027-05-28',
      '2027-06-28', '2027-07-28', '2027-08-27', '2027-09-28', '2027-10-28', '2027-11-26',
    ]);
    // The first period is a month and 8 days: 16 Nov → 16 Dec, then 8 of the 31 days to 16 Jan. £5,000 × 0.129 ÷ 12 × (1 + 8/31) = £67.62.
    expect(quote.instalments[0]).toEqual({ number: 1, dueDate: '2026-12-24', paymentMinor: 44_804, interestMinor: 6_762, principalMinor: 38_042, feeMinor: 0, balanceAfterMinor: 461_958 });
    // 24 Dec → 28 Jan: a month and 4 of the 31 days to 24 Feb. £4,619.58 × 0.01075 × (1 + 4/31) = £56.07.
    expect(quote.instalments[1].interestMinor).toBe(5_607);
    expect(quote.regularPaymentMinor).toBe(44_804);
    expect(quote.instalments.slice(0, 11).every((i) => i.paymentMinor === 44_804)).toBe(true);
    expect(quote.instalments[11]).toMatchObject({ dueDate: '2027-11-26', paymentMinor: 44_795, balanceAfterMinor: 0 });
    expect(quote.totalInterestMinor).toBe(37_639);
    expect(quote.totalRepayableMinor).toBe(537_639);
    expect(quote.instalments.reduce((sum, i) => sum + i.principalMinor, 0)).toBe(500_000);
    // The APR on the real dates: the longer first month costs interest, but the money is also out longer.
    expect(quote.aprPercent).toBe('13.7');
    expect(quote.finalDueDate).toBe('2027-11-26');
  });

  it('the last working day: 30 November 2026 is exactly the 14 days’ minimum after 16 November, so it is the first', () => {
    const quote = quoteLoan(personalLoan(), 500_000, 12, '2026-11-16', undefined, paidOn({ kind: 'last-working-day' }));
    expect(quote.instalments.slice(0, 5).map((i) => i.dueDate)).toEqual(['2026-11-30', '2026-12-31', '2027-01-29', '2027-02-26', '2027-03-31']);
    // A short first period: 14 of the 30 days to 16 December. £5,000 × 0.01075 × 14/30 = £25.08.
    expect(quote.instalments[0]).toMatchObject({ paymentMinor: 44_386, interestMinor: 2_508 });
    expect(quote.totalInterestMinor).toBe(32_628);
    expect(quote.aprPercent).toBe('13.8');
  });

  it('the minimum days push the first repayment to the next month, and a 31st in February is the 28th’s Friday before', () => {
    // Paid out 20 January 2027: the 31st is 11 days away, under the 14; 28 February 2027 is a Sunday, so Friday the 26th.
    const quote = quoteLoan(personalLoan(), 500_000, 12, '2027-01-20', undefined, paidOn({ kind: 'day-of-month', day: 31 }));
    expect(quote.instalments.slice(0, 4).map((i) => i.dueDate)).toEqual(['2027-02-26', '2027-03-31', '2027-04-30', '2027-05-31']);
    expect(quote.regularPaymentMinor).toBe(44_813);
    expect(quote.instalments[0].interestMinor).toBe(6_527);
  });

  it('Easter 2027: paid on the 26th, Good Friday 26 March is paid on Thursday the 25th', () => {
    const quote = quoteLoan(personalLoan(), 500_000, 12, '2027-03-10', undefined, paidOn({ kind: 'day-of-month', day: 26 }));
    expect(quote.firstDueDate).toBe('2027-03-25');
    expect(quote.instalments[1].dueDate).toBe('2027-04-26');
    expect(quote.instalments.every((i) => isWorkingDay(i.dueDate, bankHolidays))).toBe(true);
  });

  it('a short-term loan is repaid on the first pay date, its term the days to it: 10 December → Thursday 24 December 2026, never the 26th or the 28th', () => {
    const quote = quoteLoan(paydayLoan(), 20_000, 30, '2026-12-10', undefined, paidOn(the28th, 7));
    expect(quote.term).toBe(14);
    // £200 × 2.92 × 14 ÷ 365 = £22.40.
    expect(quote.instalments).toEqual([{ number: 1, dueDate: '2026-12-24', paymentMinor: 22_240, interestMinor: 2_240, principalMinor: 20_000, feeMinor: 0, balanceAfterMinor: 0 }]);
    expect(quote.totalRepayableMinor).toBe(22_240);
    expect(quote.aprPercent).toBe('1492.3');
  });

  it('a short-term loan at Easter: paid on the 29th (Easter Monday 2027) is repaid on Thursday 25 March, 13 days after 12 March', () => {
    const quote = quoteLoan(paydayLoan(), 20_000, 30, '2027-03-12', undefined, paidOn({ kind: 'day-of-month', day: 29 }, 7));
    expect(quote.firstDueDate).toBe('2027-03-25');
    expect(quote.totalInterestMinor).toBe(2_080);
  });

  it('a pay day further off than the product lends for is refused under pay_day, naming the dates that fit', () => {
    // Paid out 10 December with a 7-day minimum: the 16th is 6 days away, so 15 January 2027, 36 days, one too many.
    const refusal = () => quoteLoan(paydayLoan(), 20_000, 30, '2026-12-10', undefined, paidOn({ kind: 'day-of-month', day: 16 }, 7));
    expect(refusal).toThrow(ValidationFailed);
    try {
      refusal();
    } catch (error) {
      expect((error as ValidationFailed).fields).toEqual({
        pay_day: ['This loan is repaid 7 to 35 days after it is paid out, and your pay day falls on 15 January 2027, 36 days away. Choose a pay day that falls between 17 December 2026 and 14 January 2027.'],
      });
    }
  });

  it('without a pay day nothing changes: monthly from the start date', () => {
    const quote = quoteLoan(personalLoan(), 500_000, 12, '2026-11-16');
    expect(quote.firstDueDate).toBe('2026-12-16');
    expect(quote.regularPaymentMinor).toBe(44_635);
  });

  it('on plain monthly dates (a pay day whose dates are all working days) the pay-day quote is the monthly quote’s annuity instalment within a penny', () => {
    const start = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 2_500 }).map((pounds) => pounds * 1_000), fc.integer({ min: 1, max: 4 }), start, (principal, term, payout) => {
        const day = Number(payout.slice(8));
        fc.pre(day <= 28 && Array.from({ length: term }, (_, k) => addMonths(payout, k + 1)).every((date) => isWorkingDay(date, bankHolidays)));
        const product = personalLoan({ minTerm: 1, minPrincipalMinor: 100_000, principalStepMinor: 1_000 });
        const monthly = quoteLoan(product, principal, term, payout);
        const onPayDays = quoteLoan(product, principal, term, payout, undefined, paidOn({ kind: 'day-of-month', day }, 14));
        expect(onPayDays.instalments.map((i) => i.dueDate)).toEqual(monthly.instalments.map((i) => i.dueDate));
        expect(Math.abs(onPayDays.regularPaymentMinor - monthly.regularPaymentMinor)).toBeLessThanOrEqual(1);
        expect(onPayDays.instalments.reduce((sum, i) => sum + i.principalMinor, 0)).toBe(principal);
      }),
      { numRuns: 60 },
    );
  });
});

describe('affordability on the pay dates', () => {
  it('judges the level instalment of the pay dates: £447.00 a month allowed lends £5,000 on monthly dates (£446.35) but not paid on the 28th (£448.04)', () => {
    // 40 % of £1,117.50 take-home is £447.00.
    const income = 111_750;
    expect(maxAffordable(personalLoan(), 12, '2026-11-16', income)).toBe(500_000);
    const onPayDays = maxAffordable(personalLoan(), 12, '2026-11-16', income, 0, 0, undefined, paidOn(the28th));
    expect(onPayDays).toBeLessThan(500_000);
    expect(quoteLoan(personalLoan(), onPayDays, 12, '2026-11-16', undefined, paidOn(the28th)).regularPaymentMinor).toBeLessThanOrEqual(44_700);
  });

  it('a short-term loan is judged over the days to the pay date, and a pay date too far off is left for the quote to refuse', () => {
    const facts = { age: 30, employmentType: 'employed' as const, monthlyNetIncomeMinor: 200_000, hasAddress: true, hasBank: true, hasOpenRequest: false, documents: [], monthlyCommitmentsMinor: 0, monthlyOutgoingsMinor: 0 };
    expect(checkEligibility(paydayLoan(), 20_000, 30, '2026-12-10', facts, undefined, paidOn(the28th, 7)).eligible).toBe(true);
    expect(checkEligibility(paydayLoan(), 20_000, 30, '2026-12-10', facts, undefined, paidOn({ kind: 'day-of-month', day: 16 }, 7)).eligible).toBe(true);
  });
});

describe('the pay day on the wire', () => {
  it('reads "1" … "31" and "last_working_day", and nothing else', () => {
    expect(PAY_DAY_VALUES).toHaveLength(32);
    expect(parsePayDay('28')).toEqual({ kind: 'day-of-month', day: 28 });
    expect(parsePayDay('last_working_day')).toEqual({ kind: 'last-working-day' });
    for (const bad of ['0', '32', '07', '1.5', '', 'last', undefined, null]) expect(parsePayDay(bad)).toBeNull();
    expect(PAY_DAY_VALUES.every((value) => payDayValue(parsePayDay(value)!) === value)).toBe(true);
  });

  it('names each choice as the form lists it', () => {
    expect(['1', '2', '3', '4', '11', '12', '13', '21', '22', '23', '31'].map(payDayLabel)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
    expect(payDayLabel('last_working_day')).toBe('The last working day of the month');
  });
});
