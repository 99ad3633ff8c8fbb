/**
 * Calendar dates (`YYYY-MM-DD`) as the profile's rules read them: plain predicates with no
 * validation library behind them, so a page that only shows the profile does not load one.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (no 31 April, no 29 February 2023). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
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

/** Not after today (a start date). A malformed date passes here: IsCalendarDate reports it once. */
export function isPastOrToday(value: unknown): boolean {
  return !isCalendarDate(value) || value <= todayIso();
}

/** Today or later, within a year (a next pay day). A malformed date passes here, as above. */
export function isUpcoming(value: unknown): boolean {
  if (!isCalendarDate(value)) return true;
  const today = todayIso();
  const inAYear = todayIso(new Date(Date.now() + 366 * 24 * 60 * 60 * 1000));
  return value >= today && value <= inAYear;
}
