import { isCalendarDate as isDate } from '../shared/calendar-date';

/**
 * The profile's dates (`YYYY-MM-DD`): plain predicates with no validation library behind them, so a
 * page that only shows the profile does not load one. Calendar arithmetic is shared/calendar-date's.
 */

/** A real calendar date from 1900 on (no 31 April, no 29 February 2023), of any value a form may hold. */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && isDate(value) && Number(value.slice(0, 4)) >= 1900;
}

/** Today as `YYYY-MM-DD` in UTC: dates of birth and pay days are calendar dates, not instants. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole years between `dateOfBirth` and `today` (both `YYYY-MM-DD`); a 29 February birthday counts on 1 March. */
export function ageOn(dateOfBirth: string, today: string = todayIso()): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
