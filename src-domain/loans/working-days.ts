import { addDays } from '../shared/calendar-date';

/** The lender's bank holidays: true when `date` (`YYYY-MM-DD`) is one. Weekends are known here. */
export type BankHolidays = (date: string) => boolean;

/** True from Monday to Friday, unless the day is a bank holiday. */
export function isWorkingDay(date: string, bankHolidays: BankHolidays): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidays(date);
}

/** `date` itself when it is a working day, else the first working day after it. */
export function nextWorkingDay(date: string, bankHolidays: BankHolidays): string {
  let day = date;
  while (!isWorkingDay(day, bankHolidays)) day = addDays(day, 1);
  return day;
}

/**
 * The earliest due date that is not yet late on `today`. A payment due on a weekend or a bank
 * holiday may be made on the next working day without being late, so on a Monday a payment due on
 * Saturday or Sunday is not late, and on the Tuesday after Easter Monday neither is Good Friday's
 * weekend. A payment is late when its due date is before this day.
 */
export function lateBefore(today: string, bankHolidays: BankHolidays): string {
  let previous = addDays(today, -1);
  while (!isWorkingDay(previous, bankHolidays)) previous = addDays(previous, -1);
  return addDays(previous, 1);
}
