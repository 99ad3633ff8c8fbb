import { addDays, addMonths, daysBetween } from '../../shared/calendar-date';
import { dec, Decimal } from '../decimal';
import type { DayCount } from '../loan-product.entity';

/** The days of the month a date can stand for: its own, or from it to the 31st when it is a month's last day (28 February stands for the 28th to the 31st). */
function dayOfMonthRange(date: string): [number, number] {
  const day = Number(date.slice(8));
  return addDays(date, 1).slice(8) === '01' ? [day, 31] : [day, day];
}

/**
 * When `to` is a whole number of months after `from` as schedules count them, that number, else
 * null: both fall on the same day of the month, a shorter month's last day standing for the 29th
 * to 31st (a loan due on the 30th falls due on 28 February and 30 March, a month apart).
 */
export function wholeMonths(from: string, to: string): number | null {
  const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
  const [fromLow, fromHigh] = dayOfMonthRange(from);
  const [toLow, toHigh] = dayOfMonthRange(to);
  return months >= 0 && Math.max(fromLow, toLow) <= Math.min(fromHigh, toHigh) ? months : null;
}

/**
 * Months from `from` to `to` as the monthly day count counts them: the whole calendar months, plus
 * the days left over as a share of the month they fall in (counted on from `from`, so a 31st keeps
 * to month ends). 15 Jan → 15 Feb is 1; 28 Nov → 8 Dec is 10/30 (10 of the 30 days to 28 Dec).
 */
export function monthsBetween(from: string, to: string): Decimal {
  if (to <= from) return dec(0);
  const whole = wholeMonths(from, to);
  if (whole !== null) return dec(whole);
  let months = Math.max(0, (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) - 1);
  while (addMonths(from, months + 1) <= to) months += 1;
  const monthStart = addMonths(from, months);
  return dec(daysBetween(monthStart, to)).div(daysBetween(monthStart, addMonths(from, months + 1))).plus(months);
}

/**
 * How much of the annual rate a balance owes between two days: the one place the product's day
 * count is applied. Interest runs on each whole day from `from` up to, not including, `to`, so a
 * payment reduces the balance for the day it arrives and money repaid on the day it was lent costs
 * nothing.
 *
 * actual/365: days ÷ 365 of the annual rate. monthly: a twelfth of the annual rate for each month
 * of each period between consecutive due dates (from the start date), spread evenly over the
 * period's days; a period longer or shorter than a month (a moved payment date, a pay-day date)
 * is worth its whole months plus its odd days at the daily rate of the month they fall in. After
 * the last due date (a loan paid late) periods run on a month at a time.
 */
export class InterestClock {
  private readonly boundaries: string[];
  /** Months from the start date to each boundary. */
  private readonly monthsTo: Decimal[];

  constructor(
    private readonly annualRate: Decimal,
    private readonly dayCount: DayCount,
    startDate: string,
    dueDates: readonly string[],
  ) {
    this.boundaries = [startDate, ...dueDates.filter((date) => date > startDate)];
    this.monthsTo = [dec(0)];
    for (let index = 1; index < this.boundaries.length; index += 1) {
      this.monthsTo.push(this.monthsTo[index - 1].plus(monthsBetween(this.boundaries[index - 1], this.boundaries[index])));
    }
  }

  /** The share of the annual rate owed from `from` to `to` (0 when `to` is not after `from`). */
  rateBetween(from: string, to: string): Decimal {
    if (to <= from) return dec(0);
    if (this.dayCount === 'actual_365') return this.annualRate.times(daysBetween(from, to)).div(365);
    return this.annualRate.div(12).times(this.monthsFromStart(to).minus(this.monthsFromStart(from)));
  }

  /**
   * Months from the start date to `date`, counted period by period. A period of whole months is
   * spread evenly over its days (each day of a 31-day month is worth 1/31 of it); an odd period
   * counts its whole months and then its odd days.
   */
  private monthsFromStart(date: string): Decimal {
    let index = this.boundaries.length - 1;
    while (index > 0 && this.boundaries[index] > date) index -= 1;
    const periodStart = this.boundaries[index];
    const periodEnd = this.boundaries[index + 1];
    const whole = periodEnd === undefined ? null : wholeMonths(periodStart, periodEnd);
    if (whole === null) return this.monthsTo[index].plus(monthsBetween(periodStart, date));
    return this.monthsTo[index].plus(dec(whole).times(daysBetween(periodStart, date)).div(daysBetween(periodStart, periodEnd)));
  }
}
