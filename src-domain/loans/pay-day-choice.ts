import { formatCalendarDate } from '../shared/calendar-date';
import type { PayDay } from './repayment/pay-day';

/** The wire's value for "the last working day of the month". */
export const LAST_WORKING_DAY = 'last_working_day';

/** Every value `pay_day` may take: '1' … '31' and 'last_working_day', in the order a form lists them. */
export const PAY_DAY_VALUES: readonly string[] = [...Array.from({ length: 31 }, (_, index) => String(index + 1)), LAST_WORKING_DAY];

export const PAY_DAY_MESSAGE = 'Choose the day of the month you are paid, or the last working day.';

/** The borrower's pay day from its wire value, or null when the value is not one of PAY_DAY_VALUES. */
export function parsePayDay(value: string | null | undefined): PayDay | null {
  if (value === LAST_WORKING_DAY) return { kind: 'last-working-day' };
  if (typeof value !== 'string' || !/^[1-9]\d?$/.test(value)) return null;
  const day = Number(value);
  return day <= 31 ? { kind: 'day-of-month', day } : null;
}

/** The wire value of a pay day (what is stored and sent). */
export function payDayValue(payDay: PayDay): string {
  return payDay.kind === 'last-working-day' ? LAST_WORKING_DAY : String(payDay.day);
}

/** "1st", "22nd", "31st", or "The last working day of the month": how the form names each choice. */
export function payDayLabel(value: string): string {
  if (value === LAST_WORKING_DAY) return 'The last working day of the month';
  const day = Number(value);
  const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
  return `${day}${suffix}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Thursday 24 December 2026": a due date with its weekday, since a pay date moves off weekends and bank holidays. */
export function formatDueDay(date: string): string {
  return `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${formatCalendarDate(date)}`;
}
