import { isCalendarDate } from '../../shared/calendar-date';
import { ValidationFailed, type FieldErrors } from '../../shared/errors';
import type { DayCount } from '../loan-product.entity';

/** One instalment of the contractual schedule: its date and amount stay fixed whatever the borrower pays when. */
export interface ScheduledInstalment {
  dueDate: string;
  paymentMinor: number;
}

/** What the interest rule needs to know about a loan; every amount in integer minor units. */
export interface RepaymentTerms {
  /** What was lent (with any financed fee), owed from `startDate`. */
  principalMinor: number;
  /** Nominal annual rate as a decimal string ("0.129"). */
  annualRate: string;
  /** The product's day count: monthly periods for instalment loans, actual/365 for short-term loans. */
  dayCount: DayCount;
  /** The day the money was paid out: interest runs from here. */
  startDate: string;
  /** The agreement's APR as fixed at pay-out ("13.7"): the 2004 regulations' rebate is worked out at it; never re-solved from a reshaped schedule. */
  aprPercent: string;
  /** The contractual schedule in date order. */
  instalments: readonly ScheduledInstalment[];
  /** The most interest the loan may ever charge: short-term credit's total cost cap less its fees (CONC 5A), when one applies. */
  interestCapMinor?: number;
}

/** Money the borrower paid, on the day it arrived. */
export interface Payment {
  date: string;
  amountMinor: number;
  /**
   * A part payment under s.94 that reshaped the schedule (shorter term or smaller instalment): it
   * counts toward no instalment. Any other payment counts toward the instalments in date order, so
   * an instalment paid early is paid.
   */
  partPayment?: boolean;
}

/** A fee the lender charged (a late fee), owed from `date`; fees bear no interest. */
export interface FeeCharge {
  date: string;
  amountMinor: number;
}

/** Throws ValidationFailed, field by field, when terms or payments cannot be a loan's (a caller's mistake, so a 422, never a 500). */
export function checkRepaymentInput(terms: RepaymentTerms, payments: readonly Payment[] = [], fees: readonly FeeCharge[] = []): void {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!Number.isSafeInteger(terms.principalMinor) || terms.principalMinor <= 0) add('principal', 'The amount lent must be a whole number of pence above 0.');
  if (!/^\d+(\.\d+)?$/.test(terms.annualRate)) add('annual_rate', 'The rate must be a decimal such as 0.129.');
  if (!/^\d+(\.\d+)?$/.test(terms.aprPercent)) add('apr', 'The APR must be a percentage such as 13.7.');
  if (!isCalendarDate(terms.startDate)) add('start_date', 'The start date must be a date like 2026-01-31.');
  if (terms.interestCapMinor !== undefined && !(Number.isSafeInteger(terms.interestCapMinor) && terms.interestCapMinor >= 0)) add('interest_cap', 'The cap must be a whole number of pence from 0.');
  let previous = terms.startDate;
  for (const instalment of terms.instalments) {
    if (!isCalendarDate(instalment.dueDate) || instalment.dueDate <= previous) add('instalments', 'Due dates must be real dates, after the start date and in order.');
    if (!Number.isSafeInteger(instalment.paymentMinor) || instalment.paymentMinor < 0) add('instalments', 'Instalments must be whole numbers of pence.');
    previous = instalment.dueDate;
  }
  for (const [field, flows] of [['payments', payments], ['fees', fees]] as const) {
    for (const flow of flows) {
      if (!isCalendarDate(flow.date) || flow.date < terms.startDate) add(field, 'Each date must be a real date on or after the start date.');
      if (!Number.isSafeInteger(flow.amountMinor) || flow.amountMinor <= 0) add(field, 'Each amount must be a whole number of pence above 0.');
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, [...new Set(messages)]])));
}
