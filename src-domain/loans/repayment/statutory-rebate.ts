import { daysBetween } from '../../shared/calendar-date';
import { dec, Decimal, toMinor } from '../decimal';
import { monthsBetween } from './interest-clock';
import type { RepaymentTerms } from './repayment-terms';

/** A repayment of credit the 2004 regulations count: what a payment paid of principal and interest (a default fee is no charge for credit). */
export interface CreditRepayment {
  date: string;
  amountMinor: number;
}

/** The minimum rebate the Consumer Credit (Early Settlement) Regulations 2004 allow on a settlement date. */
export interface StatutoryRebate {
  settlementDate: string;
  /** Instalments the schedule would have had fall due after the settlement date. */
  instalmentsAfterMinor: number;
  /** Reg. 4(1)'s formula: Σ Aᵢ(1 + r)^aᵢ − Σ Bⱼ(1 + r)^bⱼ, the most a settlement may cost on that day. */
  formulaAmountMinor: number;
  /** instalmentsAfter − formulaAmount: the rebate the lender must at least allow (reg. 2). */
  rebateMinor: number;
}

/**
 * The statutory rebate on `settlementDate` (reg. 4(1)): the repayments that would fall due after
 * the settlement date, less Σ Aᵢ(1 + r)^aᵢ − Σ Bⱼ(1 + r)^bⱼ, where A is the credit advanced, B each
 * repayment of credit made up to the settlement date (that day's at b = 0), a and b the time from
 * each to the settlement date in periods, and r the periodic rate equivalent of the APR. Periods are months for
 * the monthly day count (a month's rate (1 + APR)^(1/12) − 1, odd days as a share of their month) and
 * years of 365 days for actual/365, the same measure of time as the ledger's. The settlement date
 * is the one given: the regulations let a lender defer it by a month or 30 days on loans of more
 * than a year (reg. 6) and we never do, which is the reading most generous to the borrower.
 */
export function statutoryRebate(terms: RepaymentTerms, repayments: readonly CreditRepayment[], settlementDate: string): StatutoryRebate {
  const apr = dec(terms.aprPercent).div(100);
  const grow = (amountMinor: number, from: string): Decimal => {
    if (settlementDate <= from) return dec(amountMinor);
    const exponent = terms.dayCount === 'monthly' ? monthsBetween(from, settlementDate).div(12) : dec(daysBetween(from, settlementDate)).div(365);
    return dec(amountMinor).times(apr.plus(1).pow(exponent));
  };
  const advanced = grow(terms.principalMinor, terms.startDate);
  const repaid = repayments.filter((repayment) => repayment.date <= settlementDate).reduce((sum, repayment) => sum.plus(grow(repayment.amountMinor, repayment.date)), dec(0));
  const formulaAmountMinor = toMinor(advanced.minus(repaid));
  const instalmentsAfterMinor = terms.instalments.filter((instalment) => instalment.dueDate > settlementDate).reduce((sum, instalment) => sum + instalment.paymentMinor, 0);
  return { settlementDate, instalmentsAfterMinor, formulaAmountMinor, rebateMinor: instalmentsAfterMinor - formulaAmountMinor };
}
