import { ValidationFailed } from '../shared/errors';
import { EARLIEST_DATE, isDateWithin, LATEST_DATE } from '../shared/validation/date.predicates';
import { aprRegulationZ, aprUkEu, unitPeriodRate, type CashFlow } from './apr';
import { dec } from './decimal';
import { isShortTerm, rateFor, type LoanProduct, type TermUnit } from './loan-product.entity';
import { checkLoanTerms } from './loan-terms';
import { formatMoney, formatTerm } from './money-format';
import { formatRate } from './rate-format';
import { formatPercent } from './percent-format';
import { DEFAULT_PRICING_POLICY, maxCostMinor, type PricingPolicy } from './price-cap';
import { payDayInstalments, payDayTermDays, type PayDayQuoteOptions } from './pay-day-quote';
import { arrangementFeeMinor, buildSchedule, financedPrincipalMinor, type Instalment } from './schedule';

/** Everything a borrower is told before applying: the schedule, the totals and the APR. */
export interface LoanQuote {
  productAlias: string;
  currency: string;
  /** What the borrower asked for. */
  principalMinor: number;
  /** The principal plus a financed fee. */
  financedPrincipalMinor: number;
  term: number;
  termUnit: TermUnit;
  annualRate: string;
  instalments: Instalment[];
  /** The first instalment's payment (what "a month" costs). */
  regularPaymentMinor: number;
  totalInterestMinor: number;
  totalFeesMinor: number;
  /** Interest and every fee: the total cost of credit. */
  totalCostMinor: number;
  /** Principal plus the total cost. */
  totalRepayableMinor: number;
  /** One decimal place for the UK/EU APR, two for Regulation Z. */
  aprPercent: string;
  firstDueDate: string;
  finalDueDate: string;
  /** Short-term: the charges were reduced to the price cap. */
  capApplied: boolean;
}

/**
 * Prices `principalMinor` over `term` from `startDate`. Throws ValidationFailed (under `amount` and
 * `term`) when the product does not lend that. Short-term credit is held to the policy's price cap.
 * With `payDay` the due dates are the borrower's pay dates (ADR 0045): a short-term loan is repaid
 * on the first of them (its term the days to it, 422 `pay_day` when the product does not lend that
 * long), an instalment loan on `term` of them at a level amount; the APR and totals on those dates.
 */
export function quoteLoan(product: LoanProduct, principalMinor: number, term: number, startDate: string, policy: PricingPolicy = DEFAULT_PRICING_POLICY, payDay?: PayDayQuoteOptions): LoanQuote {
  // Behind the DTO's window (ADR 0029): outside the supported calendar the schedule's dates stop being `YYYY-MM-DD`.
  if (!isDateWithin(startDate)) throw new ValidationFailed({ start_date: [`Choose a start date from ${EARLIEST_DATE.slice(0, 4)} to ${LATEST_DATE.slice(0, 4)}.`] });
  const errors = checkLoanTerms(product, principalMinor, term);
  if (errors) throw new ValidationFailed(errors);
  // Repaid on the pay day: priced as a loan of exactly the days to it, the cap included.
  if (payDay && product.frequency === 'single' && product.termUnit === 'days') return quoteLoan(product, principalMinor, payDayTermDays(product, startDate, payDay), startDate, policy);

  const fee = arrangementFeeMinor(product, principalMinor);
  const feeUpFront = product.arrangementFee.kind !== 'none' && !product.arrangementFee.financed ? fee : 0;
  let interestCap: number | undefined;
  let capApplied = false;
  if (isShortTerm(product) && policy.cap) {
    const allowed = maxCostMinor(policy.cap, principalMinor, term);
    interestCap = Math.max(0, allowed - fee);
    const uncapped = buildSchedule(product, principalMinor, term, startDate);
    capApplied = uncapped.reduce((sum, i) => sum + i.interestMinor, 0) > interestCap;
  }
  const onPayDays = payDay !== undefined && product.frequency !== 'single';
  const instalments = onPayDays ? payDayInstalments(product, principalMinor, term, startDate, payDay) : buildSchedule(product, principalMinor, term, startDate, interestCap);
  const totalInterest = instalments.reduce((sum, i) => sum + i.interestMinor, 0);
  const totalCost = totalInterest + fee;

  const drawdown: CashFlow = { date: startDate, amountMinor: principalMinor - feeUpFront };
  const repayments: CashFlow[] = instalments.map((i) => ({ date: i.dueDate, amountMinor: i.paymentMinor }));
  return {
    productAlias: product.alias,
    currency: product.currency,
    principalMinor,
    financedPrincipalMinor: financedPrincipalMinor(product, principalMinor),
    term,
    termUnit: product.termUnit,
    annualRate: rateFor(product, principalMinor, term),
    instalments,
    regularPaymentMinor: instalments[0].paymentMinor,
    totalInterestMinor: totalInterest,
    totalFeesMinor: fee,
    totalCostMinor: totalCost,
    totalRepayableMinor: principalMinor + totalCost,
    // On pay dates a repayment is rarely a whole number of months after the drawdown: aprUkEu counts those in days.
    aprPercent: policy.aprRegime === 'uk_eu' ? aprUkEu([drawdown], repayments, product.frequency === 'monthly' ? 'months' : 'days') : regulationZ(product, drawdown.amountMinor, instalments, term),
    firstDueDate: instalments[0].dueDate,
    finalDueDate: instalments[instalments.length - 1].dueDate,
    capApplied,
  };
}

/** Regulation Z: monthly unit periods for instalment loans; for one payment, the term is the unit period. */
function regulationZ(product: LoanProduct, advanceMinor: number, instalments: Instalment[], term: number): string {
  const rate = unitPeriodRate(advanceMinor, instalments.map((i) => i.paymentMinor));
  const periodsPerYear = product.frequency === 'single' ? dec(product.termUnit === 'days' ? 365 : 12).div(term).toString() : 12;
  return aprRegulationZ(rate, periodsPerYear);
}

/** The advertised example: the product's representative amount and term, priced, and the sentence that says so. */
export function representativeExample(product: LoanProduct, startDate: string, policy: PricingPolicy = DEFAULT_PRICING_POLICY): { quote: LoanQuote; wording: string } {
  const { principalMinor, term } = product.representative;
  const quote = quoteLoan(product, principalMinor, term, startDate, policy);
  const money = (minor: number) => formatMoney(minor, product.currency);
  const rate = `${formatRate(quote.annualRate)}% a year (fixed)`;
  const apr = `Representative ${formatPercent(quote.aprPercent)}% APR.`;
  const wording =
    product.frequency === 'single'
      ? `Representative example: borrowing ${money(principalMinor)} for ${formatTerm(term, product.termUnit)} at ${rate} costs ${money(quote.totalCostMinor)}; you repay ${money(quote.totalRepayableMinor)} in one payment. ${apr}`
      : `Representative example: borrowing ${money(principalMinor)} over ${formatTerm(term, product.termUnit)} at ${rate} costs ${money(quote.regularPaymentMinor)} a month; total cost of credit ${money(quote.totalCostMinor)}, total repayable ${money(quote.totalRepayableMinor)}. ${apr}`;
  return { quote, wording };
}
