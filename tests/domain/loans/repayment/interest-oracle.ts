import { addDays, addMonths, daysBetween } from '../../../../src-domain/shared/calendar-date';
import { dec, type Decimal } from '../../../../src-domain/loans/decimal';
import type { Payment, RepaymentTerms } from '../../../../src-domain/loans/repayment/repayment-terms';

/**
 * An independent reckoning for the tests, walked one day at a time with no rounding at all: each
 * day's payments (up to and including `asOf`) come off first (interest owed, then principal), then the day's interest is added
 * on the principal owed: a twelfth of the rate ÷ the days of the month-long period the day is in
 * (periods run between due dates, then monthly), or the rate ÷ 365.
 */
export function exactInterestTo(terms: RepaymentTerms, payments: readonly Payment[], asOf: string): { interest: Decimal; principal: Decimal } {
  const dueDates = terms.instalments.map((i) => i.dueDate);
  const boundaries = [terms.startDate, ...dueDates];
  for (let month = 1; boundaries.at(-1)! <= asOf; month += 1) boundaries.push(addMonths(dueDates.at(-1)!, month));
  const rate = dec(terms.annualRate);
  let principal = dec(terms.principalMinor);
  let interestOwed = dec(0);
  let interest = dec(0);
  let period = 0;
  for (let day = terms.startDate; day <= asOf; day = addDays(day, 1)) {
    for (const payment of payments.filter((p) => p.date === day)) {
      let left = dec(payment.amountMinor);
      const toInterest = left.lt(interestOwed) ? left : interestOwed;
      interestOwed = interestOwed.minus(toInterest);
      left = left.minus(toInterest);
      principal = principal.minus(left.lt(principal) ? left : principal);
    }
    if (day === asOf) break; // that day's payments count; its interest is tomorrow's
    while (boundaries[period + 1] <= day) period += 1;
    const daily = terms.dayCount === 'actual_365' ? rate.div(365) : rate.div(12).div(daysBetween(boundaries[period], boundaries[period + 1]));
    const today = principal.times(daily);
    interest = interest.plus(today);
    interestOwed = interestOwed.plus(today);
  }
  return { interest, principal };
}
