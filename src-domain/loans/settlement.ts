import { daysBetween } from '../shared/calendar-date';
import { dec, toMinor } from './decimal';
import type { Instalment } from './schedule';

/** What settles a loan on a given day: no penalty, only what is owed ("paying back early is always free"). */
export interface SettlementQuote {
  asOf: string;
  outstandingPrincipalMinor: number;
  accruedInterestMinor: number;
  feesDueMinor: number;
  totalMinor: number;
}

/**
 * The settlement figure on `asOf` for a loan whose first `paidThrough` instalments are paid:
 * the principal still owed, plus the interest of the current period accrued day by day to
 * `asOf` (its share of the period's days), plus fees charged and unpaid. Interest of later
 * periods is never charged.
 */
export function settlementQuote(instalments: Instalment[], paidThrough: number, asOf: string, startDate: string, unpaidFeesMinor = 0): SettlementQuote {
  const paid = instalments.slice(0, paidThrough);
  const current = instalments[paidThrough];
  const outstanding = paid.length > 0 ? paid[paid.length - 1].balanceAfterMinor : instalments.reduce((sum, i) => sum + i.principalMinor, 0);
  let accrued = 0;
  if (current) {
    const periodStart = paidThrough > 0 ? instalments[paidThrough - 1].dueDate : startDate;
    const periodDays = daysBetween(periodStart, current.dueDate);
    const elapsed = Math.min(Math.max(daysBetween(periodStart, asOf), 0), periodDays);
    accrued = periodDays > 0 ? toMinor(dec(current.interestMinor).times(elapsed).div(periodDays)) : current.interestMinor;
  }
  return { asOf, outstandingPrincipalMinor: outstanding, accruedInterestMinor: accrued, feesDueMinor: unpaidFeesMinor, totalMinor: outstanding + accrued + unpaidFeesMinor };
}
