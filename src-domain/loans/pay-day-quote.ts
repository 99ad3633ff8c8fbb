import { addDays, daysBetween, formatCalendarDate } from '../shared/calendar-date';
import { ValidationFailed } from '../shared/errors';
import { rateFor, type LoanProduct } from './loan-product.entity';
import { formatTerm } from './money-format';
import { levelSchedule } from './repayment/level-schedule';
import { firstDueDateFromPayDay, payDayDueDates, type PayDay } from './repayment/pay-day';
import { projectSchedule } from './repayment/projection';
import { financedPrincipalMinor, type Instalment } from './schedule';
import type { BankHolidays } from './working-days';

/** What a quote needs to put its due dates on the borrower's pay days (ADR 0045). */
export interface PayDayQuoteOptions {
  payDay: PayDay;
  bankHolidays: BankHolidays;
  /** The lender's least number of days from pay-out to the first due date (MIN_FIRST_PAYMENT_DAYS). */
  minFirstPaymentDays: number;
}

/**
 * A short-term loan "repaid on your pay day": its term in days is the days from `startDate` to the
 * borrower's first pay date. Throws ValidationFailed under `pay_day` when that is outside the
 * product's term window, naming the dates a pay day must fall between.
 */
export function payDayTermDays(product: LoanProduct, startDate: string, options: PayDayQuoteOptions): number {
  const dueDate = firstDueDateFromPayDay(options.payDay, startDate, options.minFirstPaymentDays, options.bankHolidays);
  const days = daysBetween(startDate, dueDate);
  if (days >= product.minTerm && days <= product.maxTerm && (days - product.minTerm) % product.termStep === 0) return days;
  const earliest = formatCalendarDate(addDays(startDate, Math.max(product.minTerm, options.minFirstPaymentDays)));
  const latest = formatCalendarDate(addDays(startDate, product.maxTerm));
  throw new ValidationFailed({
    pay_day: [`This loan is repaid ${product.minTerm} to ${formatTerm(product.maxTerm, product.termUnit)} after it is paid out, and your pay day falls on ${formatCalendarDate(dueDate)}, ${days} days away. Choose a pay day that falls between ${earliest} and ${latest}.`],
  });
}

/**
 * An instalment loan's schedule on the borrower's pay dates: `term` monthly pay dates from the first
 * one at least the minimum after `startDate`, the least level instalment that repays the loan on
 * them (levelSchedule), each split into interest and principal as the ledger will split it when
 * paid on its day. The interest rule (ADR 0043) prices the odd first period by its days.
 */
export function payDayInstalments(product: LoanProduct, principalMinor: number, term: number, startDate: string, options: PayDayQuoteOptions): Instalment[] {
  const { payDay, bankHolidays, minFirstPaymentDays } = options;
  const dates = payDayDueDates(payDay, firstDueDateFromPayDay(payDay, startDate, minFirstPaymentDays, bankHolidays), term, bankHolidays);
  // The disclosed APR plays no part in the level amount or its split; the terms need one to be complete.
  const terms = { principalMinor: financedPrincipalMinor(product, principalMinor), annualRate: rateFor(product, principalMinor, term), dayCount: product.dayCount, startDate, aprPercent: '0' };
  const level = levelSchedule(terms, dates);
  const projected = projectSchedule({ ...terms, instalments: level }, [], startDate);
  return projected.instalments.map((instalment) => ({
    number: instalment.number,
    dueDate: instalment.dueDate,
    paymentMinor: instalment.paymentMinor,
    interestMinor: instalment.interestMinor,
    principalMinor: instalment.principalMinor,
    feeMinor: 0,
    balanceAfterMinor: instalment.balanceAfterMinor,
  }));
}
