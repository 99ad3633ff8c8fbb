/**
 * Calendar dates as `YYYY-MM-DD` strings, computed in UTC so no time zone or daylight saving
 * moves a due date.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function parts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`"${date}" is not a date like 2026-01-31`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function format(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = parts(value);
  return format(Date.UTC(y, m - 1, d)) === value;
}

/** `date` plus `days` days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return format(Date.UTC(y, m - 1, d + days));
}

/**
 * `date` plus `months` months, on the same day of the month, or the month's last day when it is
 * shorter (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return format(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return (Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS;
}

/** When `to` is exactly a number of months after `from` (as `addMonths` counts), that number; else null. */
export function wholeMonthsBetween(from: string, to: string): number | null {
  const [y1, m1] = parts(from);
  const [y2, m2] = parts(to);
  const months = (y2 - y1) * 12 + (m2 - m1);
  return addMonths(from, months) === to ? months : null;
}

const IN_WORDS = { long: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }), short: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }) };

/** "24 December 2026" (or "24 Dec 2026") from "2026-12-24", the same for every reader whatever their time zone or language. */
export function formatCalendarDate(date: string, month: 'long' | 'short' = 'long'): string {
  const [y, m, d] = parts(date);
  return IN_WORDS[month].format(Date.UTC(y, m - 1, d));
}
