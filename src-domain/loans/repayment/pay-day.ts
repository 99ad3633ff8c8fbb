import { addDays } from '../../shared/calendar-date';
import { ValidationFailed } from '../../shared/errors';
import { isWorkingDay, type BankHolidays } from '../working-days';

/** When the borrower is paid, as the application asks it: a day of the month, or the month's last working day. */
export type PayDay = { kind: 'day-of-month'; day: number } | { kind: 'last-working-day' };

/** `date` itself when it is a working day, else the last working day before it. */
export function previousWorkingDay(date: string, bankHolidays: BankHolidays): string {
  let day = date;
  while (!isWorkingDay(day, bankHolidays)) day = addDays(day, -1);
  return day;
}

/** `day` of the month `yearMonth` ("2026-12"), or the month's last day when it is shorter. */
export function onDayOfMonth(yearMonth: string, day: number): string {
  const [year, month] = [Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7))];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${yearMonth}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** The month after `yearMonth`. */
function nextMonth(yearMonth: string): string {
  const [year, month] = [Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7))];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/**
 * The day the borrower's pay arrives in `yearMonth`. An employer pays before a weekend or a bank
 * holiday, not after, so a pay day that is not a working day moves to the working day BEFORE it:
 * the 28th of December 2026 (a bank holiday Monday) is Thursday the 24th.
 */
export function payDateIn(yearMonth: string, payDay: PayDay, bankHolidays: BankHolidays): string {
  const nominal = payDay.kind === 'last-working-day' ? onDayOfMonth(yearMonth, 31) : onDayOfMonth(yearMonth, payDay.day);
  return previousWorkingDay(nominal, bankHolidays);
}

/** Throws ValidationFailed unless `payDay` is a day of the month from 1 to 31 or the last working day. */
export function checkPayDay(payDay: PayDay): void {
  if (payDay.kind === 'day-of-month' && !(Number.isInteger(payDay.day) && payDay.day >= 1 && payDay.day <= 31)) {
    throw new ValidationFailed({ pay_day: ['Choose a day of the month from 1 to 31, or the last working day.'] });
  }
}

/**
 * The first due date for a loan paid out on `payoutDate`: the borrower's first pay date that is at
 * least `minimumDays` after the pay-out (the lender's minimum), so it is always a working day and
 * the money is there. A short-term loan "repaid on your pay day" uses it as its one due date.
 */
export function firstDueDateFromPayDay(payDay: PayDay, payoutDate: string, minimumDays: number, bankHolidays: BankHolidays): string {
  checkPayDay(payDay);
  if (!Number.isInteger(minimumDays) || minimumDays < 0) throw new ValidationFailed({ minimum_days: ['The minimum must be a whole number of days from 0.'] });
  const earliest = addDays(payoutDate, minimumDays);
  let month = payoutDate.slice(0, 7);
  for (;;) {
    const candidate = payDateIn(month, payDay, bankHolidays);
    if (candidate >= earliest) return candidate;
    month = nextMonth(month);
  }
}

/** `count` monthly due dates from `firstDueDate`'s month on, each the borrower's pay date of its month. */
export function payDayDueDates(payDay: PayDay, firstDueDate: string, count: number, bankHolidays: BankHolidays): string[] {
  checkPayDay(payDay);
  const dates: string[] = [];
  let month = firstDueDate.slice(0, 7);
  for (let index = 0; index < count; index += 1) {
    dates.push(payDateIn(month, payDay, bankHolidays));
    month = nextMonth(month);
  }
  return dates;
}
