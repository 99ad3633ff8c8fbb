import { ukDateOf } from '../complaints/complaint-dates';
import { addDays, addMonths } from '../shared/calendar-date';
import { isWorkingDay, type BankHolidays } from '../loans/working-days';
import type { LetterScheduleRow } from './letter-schedule-row';

/*
 * When each letter falls due (docs/design/letters.md §1, the law in ADR 0038). Pure functions on
 * `YYYY-MM-DD` dates: the servicing run asks them what is due today and records each answer once,
 * under its trigger key, so asking again on a later run finds the same keys.
 */

/** s.77A: a statement within 30 days after each 12-month period. */
export const ANNUAL_STATEMENT_DAYS = 30;
/** s.86B(1): the first notice of sums in arrears within 14 days of the conditions first holding. */
export const ARREARS_NOTICE_DAYS = 14;
/** s.86B(2): further notices at intervals of not more than six months while the arrears last. */
export const ARREARS_REPEAT_MONTHS = 6;

/** A letter owed: its idempotency key and the last day it may be sent. */
export interface LetterTrigger {
  key: string;
  /** `YYYY-MM-DD` */
  dueBy: string;
}

/** A completed 12-month period of the agreement and its annual statement. */
export interface AnnualPeriod extends LetterTrigger {
  /** First day of the period, `YYYY-MM-DD`. */
  start: string;
  /** Last day of the period (an anniversary of the agreement), `YYYY-MM-DD`. */
  end: string;
}

/**
 * The 12-month periods of an agreement made on `agreementDate` that have ended before `today`, oldest
 * first. The first begins the day after the agreement is made (s.77A(1)) and ends on its first
 * anniversary; every period is counted from the agreement date itself, so one made on 29 February
 * ends on 28 February in common years and on the 29th in leap years, never drifting. Its statement is
 * due 30 days after the period ends, brought forward to the working day before when that is a weekend
 * or a bank holiday (a deadline is never met late). `closedOn`: the day nothing was payable any more;
 * a period that had not ended by then is owed no statement.
 */
export function annualPeriods(agreementDate: string, today: string, bankHolidays: BankHolidays, closedOn?: string | null): AnnualPeriod[] {
  const periods: AnnualPeriod[] = [];
  for (let year = 1; ; year += 1) {
    const end = addMonths(agreementDate, 12 * year);
    if (end >= today || (closedOn && end >= closedOn)) return periods;
    periods.push({ key: `annual:${end}`, start: addDays(addMonths(agreementDate, 12 * (year - 1)), 1), end, dueBy: workingDayOnOrBefore(addDays(end, ANNUAL_STATEMENT_DAYS), bankHolidays) });
  }
}

/**
 * The day the conditions of s.86B(1) first held in the arrears standing today, or null when they do
 * not hold today: at least two instalments have fallen due unpaid (a row is late when its due date is
 * before `lateBefore`, the servicing day's), and the shortfall is at least the sum of the last two due.
 *
 * An instalment counts from the day the servicing found it late (`missedAt`, in UK time; today when it
 * is late but not marked yet). The conditions are checked on each of those days with the payments as
 * they stand today, and the answer is the first day from which they held on every one up to today: a
 * run of arrears keeps its date while it lasts, and arrears cleared and fallen into again date afresh.
 * Payments are credited to the instalment they were made against; default sums (fees) never count
 * toward the shortfall, only instalments do.
 */
export function arrearsCondition(rows: readonly LetterScheduleRow[], today: string, lateBefore: string): string | null {
  const late = rows
    .filter((row) => row.dueDate < lateBefore)
    .map((row) => ({ row, since: row.missedAt ? calendarDayOf(row.missedAt) : today }))
    .sort((a, b) => a.row.dueDate.localeCompare(b.row.dueDate) || a.row.number - b.row.number);
  let heldSince: string | null = null;
  for (let index = 0; index < late.length; index += 1) {
    const checkpoint = late[index].since;
    // Instalments found late the same day are one checkpoint: judge it on the last of them.
    if (index + 1 < late.length && late[index + 1].since === checkpoint) continue;
    const fallenDue = late.slice(0, index + 1).map((entry) => entry.row);
    if (conditionHolds(fallenDue)) heldSince ??= checkpoint;
    else heldSince = null;
  }
  return heldSince;
}

/** s.86B(1)(a) and (b) over the instalments fallen due, oldest first. */
function conditionHolds(fallenDue: readonly LetterScheduleRow[]): boolean {
  if (fallenDue.length < 2) return false;
  const shortfall = fallenDue.reduce((sum, row) => sum + row.paymentMinor - Math.min(row.paidAmountMinor, row.paymentMinor), 0);
  const lastTwo = fallenDue[fallenDue.length - 1].paymentMinor + fallenDue[fallenDue.length - 2].paymentMinor;
  return fallenDue.filter((row) => row.paidAmountMinor < row.paymentMinor).length >= 2 && shortfall >= lastTwo;
}

/**
 * The arrears notices owed by `today` for arrears whose conditions have held since `conditionSince`:
 * the first (`arrears:<since>`, due 14 days later), then one each six months while they hold
 * (`arrears:<since>+6m`, `+12m`, …, each due on its six-month day). Every key owed so far is listed;
 * the letters table keeps each once.
 */
export function arrearsNoticeKeys(conditionSince: string, today: string): LetterTrigger[] {
  if (conditionSince > today) return [];
  const keys: LetterTrigger[] = [{ key: `arrears:${conditionSince}`, dueBy: addDays(conditionSince, ARREARS_NOTICE_DAYS) }];
  for (let repeat = 1; ; repeat += 1) {
    const months = ARREARS_REPEAT_MONTHS * repeat;
    const from = addMonths(conditionSince, months);
    if (from > today) return keys;
    keys.push({ key: `arrears:${conditionSince}+${months}m`, dueBy: from });
  }
}

/** s.86E: one notice for each default sum, keyed by the instalment it was charged on. */
export function defaultSumKey(amortizationId: number): string {
  return `default-sum:${amortizationId}`;
}

/** A statement the borrower asked for, keyed by the request's own id so a retried click files once. */
export function requestKey(requestId: string): string {
  return `request:${requestId}`;
}

/** `date` itself when it is a working day, else the last working day before it. */
function workingDayOnOrBefore(date: string, bankHolidays: BankHolidays): string {
  let day = date;
  while (!isWorkingDay(day, bankHolidays)) day = addDays(day, -1);
  return day;
}

/** The calendar day of a stored moment: a timestamp in UK time, a date as it is. */
function calendarDayOf(moment: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(moment) ? moment : ukDateOf(new Date(moment));
}
