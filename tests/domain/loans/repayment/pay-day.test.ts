import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../src-domain/shared/calendar-date';
import { ValidationFailed } from '../../../../src-domain/shared/errors';
import { firstDueDateFromPayDay, payDateIn, payDayDueDates, type PayDay } from '../../../../src-domain/loans/repayment/pay-day';
import { levelSchedule } from '../../../../src-domain/loans/repayment/level-schedule';
import { projectSchedule } from '../../../../src-domain/loans/repayment/projection';
import { isWorkingDay } from '../../../../src-domain/loans/working-days';
import { personalLoan } from '../products.fixture';
import { termsOf } from './repayment-terms.fixture';

/** England and Wales, as gov.uk lists them: Christmas 2026 (Boxing Day is a Saturday, so Monday 28th is the holiday), New Year 2027, Easter 2027. */
const ENGLAND = new Set(['2026-12-25', '2026-12-28', '2027-01-01', '2027-03-26', '2027-03-29']);
const bankHolidays = (date: string) => ENGLAND.has(date);
const the28th: PayDay = { kind: 'day-of-month', day: 28 };

describe('due dates from the borrower’s pay day', () => {
  it('paid on the 28th: Saturday 28 November 2026 is paid on Friday the 27th, and 28 December (a bank holiday Monday, after Christmas and a weekend) on Thursday the 24th', () => {
    expect(payDateIn('2026-11', the28th, bankHolidays)).toBe('2026-11-27');
    expect(payDateIn('2026-12', the28th, bankHolidays)).toBe('2026-12-24');
    expect(payDateIn('2027-01', the28th, bankHolidays)).toBe('2027-01-28');
  });

  it('the first due date is the first pay date at least the lender’s minimum after the pay-out', () => {
    // Paid out Tuesday 3 November, 14 days' minimum: 17 November or later, so Friday 27 November.
    expect(firstDueDateFromPayDay(the28th, '2026-11-03', 14, bankHolidays)).toBe('2026-11-27');
    // Paid out Monday 16 November: 30 November or later, so Thursday 24 December, not the bank holiday.
    expect(firstDueDateFromPayDay(the28th, '2026-11-16', 14, bankHolidays)).toBe('2026-12-24');
    // The 27th is only 11 days after 16 November: with a 10-day minimum it is the first.
    expect(firstDueDateFromPayDay(the28th, '2026-11-16', 10, bankHolidays)).toBe('2026-11-27');
  });

  it('a short-term loan repaid on pay day is due on the pay date, not on the calendar day after a fixed term', () => {
    // Paid out Thursday 10 December with a 7-day minimum: due Thursday 24 December, the day the pay arrives.
    expect(firstDueDateFromPayDay(the28th, '2026-12-10', 7, bankHolidays)).toBe('2026-12-24');
  });

  it('the last working day, and a 31st in short months: the month’s last day, or the working day before it', () => {
    const last: PayDay = { kind: 'last-working-day' };
    expect(payDayDueDates(last, '2026-12-31', 4, bankHolidays)).toEqual(['2026-12-31', '2027-01-29', '2027-02-26', '2027-03-31']);
    expect(payDayDueDates({ kind: 'day-of-month', day: 31 }, '2027-02-01', 3, bankHolidays)).toEqual(['2027-02-26', '2027-03-31', '2027-04-30']);
    // Easter 2027: Friday 26 and Monday 29 March are bank holidays, so the 29th is paid on Thursday the 25th.
    expect(payDateIn('2027-03', { kind: 'day-of-month', day: 29 }, bankHolidays)).toBe('2027-03-25');
  });

  it('a pay day outside 1 to 31 is refused with the field’s message', () => {
    expect(() => firstDueDateFromPayDay({ kind: 'day-of-month', day: 0 }, '2026-11-03', 14, bankHolidays)).toThrow(ValidationFailed);
    try {
      payDayDueDates({ kind: 'day-of-month', day: 32 }, '2026-11-03', 1, bankHolidays);
    } catch (error) {
      expect((error as ValidationFailed).fields).toEqual({ pay_day: ['Choose a day of the month from 1 to 31, or the last working day.'] });
    }
  });

  it('for any pay day, pay-out and minimum: a working day, not sooner than the minimum, and no earlier pay date would do', () => {
    const payDay = fc.oneof(fc.integer({ min: 1, max: 31 }).map((day): PayDay => ({ kind: 'day-of-month', day })), fc.constant<PayDay>({ kind: 'last-working-day' }));
    const payout = fc.integer({ min: 0, max: 800 }).map((offset) => addDays('2026-01-01', offset));
    fc.assert(
      fc.property(payDay, payout, fc.integer({ min: 0, max: 45 }), (day, paidOut, minimum) => {
        const due = firstDueDateFromPayDay(day, paidOut, minimum, bankHolidays);
        expect(isWorkingDay(due, bankHolidays)).toBe(true);
        expect(due >= addDays(paidOut, minimum)).toBe(true);
        const monthBefore = new Date(`${due.slice(0, 7)}-01T00:00:00Z`);
        monthBefore.setUTCMonth(monthBefore.getUTCMonth() - 1);
        expect(payDateIn(monthBefore.toISOString().slice(0, 7), day, bankHolidays) < addDays(paidOut, minimum)).toBe(true);
        for (const date of payDayDueDates(day, due, 6, bankHolidays)) expect(isWorkingDay(date, bankHolidays)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('£3,000 over 24 months paid out Monday 16 November 2026, paid on the 28th: due from Thursday 24 December, £143.04 a month, the first carrying 1 month and 8 days’ interest', () => {
    const firstDue = firstDueDateFromPayDay(the28th, '2026-11-16', 14, bankHolidays);
    const dates = payDayDueDates(the28th, firstDue, 24, bankHolidays);
    expect(dates.slice(0, 4)).toEqual(['2026-12-24', '2027-01-28', '2027-02-26', '2027-03-25']);
    const terms = { principalMinor: 300_000, annualRate: '0.129', dayCount: 'monthly' as const, startDate: '2026-11-16', aprPercent: '13.7' };
    const schedule = levelSchedule(terms, dates);
    expect(schedule).toHaveLength(24);
    expect(schedule.slice(0, 23).every((instalment) => instalment.paymentMinor === 14_304)).toBe(true);
    expect(schedule[23]).toEqual({ dueDate: '2028-11-28', paymentMinor: 14_303 });
    // 16 Nov → 16 Dec is a month, then 8 of the 31 days to 16 January: 3000 × 1.075 % × (1 + 8/31) = £40.57.
    expect(projectSchedule({ ...terms, instalments: schedule }, [], '2026-11-16').instalments[0]).toMatchObject({ interestMinor: 4_057, principalMinor: 10_247 });
  });

  it('on monthly dates from the pay-out, the level schedule is the quote’s annuity instalment, give or take a penny', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 2_500 }), fc.integer({ min: 12, max: 60 }), fc.integer({ min: 0, max: 3_000 }), (tens, term, basisPoints) => {
        const product = personalLoan({ annualRate: (basisPoints / 10_000).toString(), minPrincipalMinor: 1, principalStepMinor: 1 });
        const { terms, quote } = termsOf(product, tens * 1_000, term, '2026-01-28');
        const schedule = levelSchedule(terms, terms.instalments.map((instalment) => instalment.dueDate));
        expect(Math.abs(schedule[0].paymentMinor - quote.regularPaymentMinor)).toBeLessThanOrEqual(1);
        expect(schedule.at(-1)!.paymentMinor).toBeLessThanOrEqual(schedule[0].paymentMinor);
      }),
      { numRuns: 40 },
    );
  });
});
