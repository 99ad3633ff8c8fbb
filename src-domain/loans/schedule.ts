import { addDays, addMonths, daysBetween } from '../shared/calendar-date';
import { dec, Decimal, toMinor } from './decimal';
import { rateFor, type LoanProduct, type TermUnit } from './loan-product.entity';

/** One repayment of a schedule; every amount in integer minor units. */
export interface Instalment {
  number: number;
  dueDate: string;
  /** interest + principal + fee */
  paymentMinor: number;
  interestMinor: number;
  principalMinor: number;
  feeMinor: number;
  /** Principal still owed after this instalment. */
  balanceAfterMinor: number;
}

/**
 * Due dates from a start date: monthly, `start + n months` (always counted from the start date's
 * day, so a 31st falls on each month's last day and never drifts); in days, one date `term` days on.
 */
export function dueDates(startDate: string, count: number, unit: TermUnit, term: number): string[] {
  if (unit === 'days') return [addDays(startDate, term)];
  return Array.from({ length: count }, (_, index) => addMonths(startDate, index + 1));
}

/** The arrangement fee of a principal, in minor units (half up). */
export function arrangementFeeMinor(product: LoanProduct, principalMinor: number): number {
  const fee = product.arrangementFee;
  if (fee.kind === 'none') return 0;
  if (fee.kind === 'fixed') return fee.amountMinor;
  return toMinor(dec(principalMinor).times(fee.rate));
}

/** What is lent: the principal plus an arrangement fee that is financed. */
export function financedPrincipalMinor(product: LoanProduct, principalMinor: number): number {
  const fee = product.arrangementFee;
  return fee.kind !== 'none' && fee.financed ? principalMinor + arrangementFeeMinor(product, principalMinor) : principalMinor;
}

/**
 * The repayment schedule of `principalMinor` (before any financed fee) over `term`, starting
 * `startDate`. Each figure rounds half up; the last instalment takes what rounding left, so the
 * principal parts add up to the financed principal exactly and the final balance is 0.
 * `interestCapMinor` (short-term price cap) limits the total interest when given.
 */
export function buildSchedule(product: LoanProduct, principalMinor: number, term: number, startDate: string, interestCapMinor?: number): Instalment[] {
  const financed = financedPrincipalMinor(product, principalMinor);
  const annualRate = dec(rateFor(product, principalMinor, term));
  if (product.frequency === 'single') return singlePayment(product, financed, term, startDate, annualRate, interestCapMinor);
  const dates = dueDates(startDate, term, 'months', term);
  if (product.interestMethod === 'flat') return flat(financed, dates, annualRate);
  return decliningBalance(product, financed, dates, startDate, annualRate);
}

function singlePayment(product: LoanProduct, financed: number, term: number, startDate: string, annualRate: Decimal, interestCapMinor?: number): Instalment[] {
  const days = product.termUnit === 'days' ? term : daysBetween(startDate, addMonths(startDate, term));
  const dueDate = product.termUnit === 'days' ? addDays(startDate, term) : addMonths(startDate, term);
  let interest = toMinor(dec(financed).times(annualRate).times(days).div(365));
  if (interestCapMinor !== undefined) interest = Math.min(interest, interestCapMinor);
  return [{ number: 1, dueDate, paymentMinor: financed + interest, interestMinor: interest, principalMinor: financed, feeMinor: 0, balanceAfterMinor: 0 }];
}

/** Declining balance: equal instalments (annuity) or equal principal parts, interest on what is still owed. */
function decliningBalance(product: LoanProduct, financed: number, dates: string[], startDate: string, annualRate: Decimal): Instalment[] {
  const n = dates.length;
  const monthlyRate = annualRate.div(12);
  const level = product.interestMethod === 'annuity' ? annuityPayment(financed, monthlyRate, n) : null;
  const equalPrincipal = toMinor(dec(financed).div(n));
  const instalments: Instalment[] = [];
  let balance = financed;
  let periodStart = startDate;
  for (let index = 0; index < n; index += 1) {
    const last = index === n - 1;
    const periodRate = product.dayCount === 'actual_365' ? annualRate.times(daysBetween(periodStart, dates[index])).div(365) : monthlyRate;
    const interest = toMinor(dec(balance).times(periodRate));
    let principal = level !== null ? level - interest : equalPrincipal;
    if (last || principal > balance) principal = balance;
    if (principal < 0) principal = 0;
    balance -= principal;
    instalments.push({ number: index + 1, dueDate: dates[index], paymentMinor: principal + interest, interestMinor: interest, principalMinor: principal, feeMinor: 0, balanceAfterMinor: balance });
    periodStart = dates[index];
  }
  return instalments;
}

/** The level payment that repays `principal` in `n` periods at `rate` a period: P·r / (1 − (1 + r)^−n). */
export function annuityPayment(principal: number, rate: Decimal, n: number): number {
  if (rate.isZero()) return toMinor(dec(principal).div(n));
  const discount = new Decimal(1).minus(rate.plus(1).pow(-n));
  return toMinor(dec(principal).times(rate).div(discount));
}

/** Flat: interest on the original principal for the whole term, spread evenly with the principal. */
function flat(financed: number, dates: string[], annualRate: Decimal): Instalment[] {
  const n = dates.length;
  const totalInterest = toMinor(dec(financed).times(annualRate).times(n).div(12));
  const interestPart = toMinor(dec(totalInterest).div(n));
  const principalPart = toMinor(dec(financed).div(n));
  let balance = financed;
  let interestLeft = totalInterest;
  return dates.map((dueDate, index) => {
    const last = index === n - 1;
    const principal = last ? balance : Math.min(principalPart, balance);
    const interest = last ? interestLeft : Math.min(interestPart, interestLeft);
    balance -= principal;
    interestLeft -= interest;
    return { number: index + 1, dueDate, paymentMinor: principal + interest, interestMinor: interest, principalMinor: principal, feeMinor: 0, balanceAfterMinor: balance };
  });
}
