import { ledgerAfter } from './interest-ledger';
import { checkRepaymentInput, type FeeCharge, type Payment, type RepaymentTerms } from './repayment-terms';
import { statutoryRebate, type StatutoryRebate } from './statutory-rebate';

/** What settles the loan on a day, and how it compares with the 2004 regulations' floor. */
export interface SettlementFigure {
  asOf: string;
  principalOwedMinor: number;
  /** Interest for the days borrowed up to `asOf` not yet paid. */
  interestAccruedMinor: number;
  feesOwedMinor: number;
  /** principal + interest accrued + fees: the interest rule's figure. */
  ledgerFigureMinor: number;
  /** Interest charged from the start to `asOf`, on the real balance for the real time. */
  interestChargedMinor: number;
  /** Payments received up to and including `asOf`. */
  paidMinor: number;
  statutory: StatutoryRebate;
  /** Where the regulations' formula leaves less to pay than the ledger (part-way through a period), the difference we take off. */
  statutoryTopUpMinor: number;
  /** What the borrower pays to settle on `asOf`: the lower of the ledger's figure and the regulations' formula amount (with fees); below 0 when, by the formula, money is owed back. */
  figureMinor: number;
  /** Our rebate: the instalments that would fall due after `asOf` less the figure without fees (default fees are no charge for credit); never below `statutory.rebateMinor`. */
  rebateMinor: number;
}

/**
 * The settlement figure on `asOf`, after the payments of that day: the principal still owed plus
 * the interest for the days borrowed up to `asOf` plus fees owed. Interest a payment made for days
 * after it is given back by construction: a payment only ever pays the interest accrued to its own
 * day, the rest reduces the principal on that day. The regulations' rebate is a floor (reg. 2):
 * between due dates their compound formula can come out pennies below daily interest (more on a
 * short-term loan), and then the borrower pays the formula amount.
 */
export function settlementFigure(terms: RepaymentTerms, payments: readonly Payment[], asOf: string, fees: readonly FeeCharge[] = []): SettlementFigure {
  checkRepaymentInput(terms, payments, fees);
  const { ledger, allocations } = ledgerAfter(terms, payments, asOf, fees, true);
  const position = ledger.positionOn(asOf);
  const repayments = allocations.map((paid) => ({ date: paid.date, amountMinor: paid.interestMinor + paid.principalMinor }));
  const statutory = statutoryRebate(terms, repayments, asOf);
  const figureMinor = Math.min(position.totalOwedMinor, statutory.formulaAmountMinor + position.feesOwedMinor);
  return {
    asOf,
    principalOwedMinor: position.principalOwedMinor,
    interestAccruedMinor: position.interestAccruedMinor,
    feesOwedMinor: position.feesOwedMinor,
    ledgerFigureMinor: position.totalOwedMinor,
    interestChargedMinor: position.interestChargedMinor,
    paidMinor: position.paidMinor,
    statutory,
    statutoryTopUpMinor: position.totalOwedMinor - figureMinor,
    figureMinor,
    rebateMinor: statutory.instalmentsAfterMinor - (figureMinor - position.feesOwedMinor),
  };
}
