import { addMonths, isCalendarDate } from '../calendar-date';

/*
 * Dates the portal takes (ADR 0029). Every date lies in one calendar, 1900 to 2199: nobody alive was
 * born earlier and no loan runs later, and a four-digit year keeps the date arithmetic and the
 * comparison of `YYYY-MM-DD` strings sound (9999-01-01 plus a month is no longer such a string).
 * Each field then narrows it to a window around today that fits its meaning. No validation library
 * here, so a form can call these without loading one.
 */

export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2199-12-31';

/** A bound of a window: a fixed `YYYY-MM-DD`, or one worked out from today's date. */
export type DateBound = string | ((today: string) => string);

/** The dates a field accepts, both ends included. */
export interface DateWindow {
  earliest: DateBound;
  latest: DateBound;
}

/** What is wrong with a date, or 'ok'. */
export type DateVerdict = 'ok' | 'not_a_date' | 'too_early' | 'too_late';

const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Today as `YYYY-MM-DD` in UTC: these are calendar dates, not instants. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The bound `years` whole years from today (negative for the past); 29 February falls back to the 28th. */
export function yearsFromToday(years: number): (today: string) => string {
  return (today) => addMonths(today, years * 12);
}

/** The bound that is today itself. */
export const TODAY: DateBound = (today) => today;

/** The window the supported calendar allows: any real date from 1900 to 2199. */
export const ANY_SUPPORTED_DATE: DateWindow = { earliest: EARLIEST_DATE, latest: LATEST_DATE };

/** The window's ends on `today`, kept inside the supported calendar. */
export function windowOn(window: DateWindow, today: string = utcToday()): { earliest: string; latest: string } {
  const resolve = (bound: DateBound) => (typeof bound === 'string' ? bound : bound(today));
  const earliest = resolve(window.earliest);
  const latest = resolve(window.latest);
  return { earliest: earliest < EARLIEST_DATE ? EARLIEST_DATE : earliest, latest: latest > LATEST_DATE ? LATEST_DATE : latest };
}

/**
 * Whether `value` is a real `YYYY-MM-DD` date inside `window` on `today`. A date written right but far
 * off (0001-01-01, 9999-01-01) is too early or too late rather than "not a date", so the person is
 * told what to change; a day that does not exist (2024-02-30) or another shape (+275760-09-13) is not a date.
 */
export function dateVerdict(value: unknown, window: DateWindow = ANY_SUPPORTED_DATE, today: string = utcToday()): DateVerdict {
  if (typeof value !== 'string' || !SHAPE.test(value)) return 'not_a_date';
  // Far off first (whatever its day: 1899-02-30 is still too early); then a real date; then the field's window.
  if (value < EARLIEST_DATE) return 'too_early';
  if (value > LATEST_DATE) return 'too_late';
  if (!isCalendarDate(value)) return 'not_a_date';
  const { earliest, latest } = windowOn(window, today);
  if (value < earliest) return 'too_early';
  return value > latest ? 'too_late' : 'ok';
}

/** True for a real date inside `window` on `today`. */
export function isDateWithin(value: unknown, window: DateWindow = ANY_SUPPORTED_DATE, today: string = utcToday()): value is string {
  return dateVerdict(value, window, today) === 'ok';
}
