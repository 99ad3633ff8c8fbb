import { InterestLedger, inDateOrder, ledgerAfter } from './interest-ledger';
import { checkRepaymentInput, type FeeCharge, type Payment, type RepaymentTerms } from './repayment-terms';

/** One instalment of a projected schedule, split the way the ledger will split it if paid on its day. */
export interface ProjectedInstalment {
  number: number;
  dueDate: string;
  paymentMinor: number;
  feesMinor: number;
  interestMinor: number;
  principalMinor: number;
  balanceAfterMinor: number;
}

/** The rest of a loan if every instalment is paid on its due date. */
export interface ProjectedLoan {
  instalments: ProjectedInstalment[];
  /** Interest over the whole life of the loan: charged so far plus what the projection charges. */
  totalInterestMinor: number;
  /** Everything the borrower pays over the whole life of the loan, net of refunds. */
  totalPaidMinor: number;
  /** The day the last instalment is paid; null when nothing was left to pay. */
  finalDueDate: string | null;
}

/**
 * Pays `amountMinor(index)` on each of `dueDates` in turn through `ledger` (which already holds the
 * loan's history) until nothing is owed. The last date takes whatever is then owed, so the last
 * instalment shrinks when the balance fell sooner, and a level amount too small is made up there.
 */
export function projectRest(ledger: InterestLedger, dueDates: readonly string[], amountMinor: (index: number) => number): ProjectedLoan {
  const instalments: ProjectedInstalment[] = [];
  for (const [index, dueDate] of dueDates.entries()) {
    const owed = ledger.positionOn(dueDate).totalOwedMinor;
    if (owed === 0) break;
    const payment = index === dueDates.length - 1 ? owed : Math.min(amountMinor(index), owed);
    if (payment === 0) continue; // paid ahead
    const split = ledger.pay({ date: dueDate, amountMinor: payment });
    instalments.push({ number: instalments.length + 1, dueDate, paymentMinor: payment, feesMinor: split.feesMinor, interestMinor: split.interestMinor, principalMinor: split.principalMinor, balanceAfterMinor: split.principalAfterMinor });
  }
  const end = ledger.positionOn(ledger.currentDay);
  return { instalments, totalInterestMinor: end.interestChargedMinor, totalPaidMinor: end.paidMinor, finalDueDate: instalments.at(-1)?.dueDate ?? null };
}

/**
 * What was paid toward instalments beyond those due by `asOf`: instalments paid early. Part
 * payments count toward none, and money beyond what the loan owed (which is returned to the
 * borrower) is never paid ahead; once nothing is owed, nothing is ahead of anything.
 */
export function paidAheadMinor(terms: RepaymentTerms, payments: readonly Payment[], asOf: string, fees: readonly FeeCharge[] = []): number {
  const ledger = new InterestLedger(terms, fees);
  let paid = 0;
  for (const payment of inDateOrder(payments).filter((each) => each.date <= asOf)) {
    const { refundMinor } = ledger.pay(payment);
    if (!payment.partPayment) paid += payment.amountMinor - refundMinor;
  }
  if (ledger.positionOn(asOf).totalOwedMinor === 0) return 0;
  const due = terms.instalments.filter((instalment) => instalment.dueDate <= asOf).reduce((sum, instalment) => sum + instalment.paymentMinor, 0);
  return Math.max(0, paid - due);
}

/** `amounts` with `creditMinor` taken off the first of them in turn: what is left to pay of each. */
export function lessPaidAhead(amounts: readonly number[], creditMinor: number): number[] {
  let credit = creditMinor;
  return amounts.map((amount) => {
    const covered = Math.min(amount, credit);
    credit -= covered;
    return amount - covered;
  });
}

/**
 * The rest of the loan as it stands on `asOf` (payments of that day applied), if each instalment
 * still to fall due is paid in full on its date, less what was paid toward it early. Instalments
 * keep their amounts; the last is what is then owed. That is how interest saved by paying early
 * reaches the borrower: the balance falls sooner, so the last instalment shrinks (and when the
 * balance runs out sooner, the loan ends sooner).
 */
export function projectSchedule(terms: RepaymentTerms, payments: readonly Payment[], asOf: string, fees: readonly FeeCharge[] = []): ProjectedLoan {
  checkRepaymentInput(terms, payments, fees);
  const remaining = terms.instalments.filter((instalment) => instalment.dueDate > asOf);
  const amounts = lessPaidAhead(remaining.map((instalment) => instalment.paymentMinor), paidAheadMinor(terms, payments, asOf, fees));
  return projectRest(ledgerAfter(terms, payments, asOf, fees, true).ledger, remaining.map((instalment) => instalment.dueDate), (index) => amounts[index]);
}

/** The least whole-penny level instalment whose last instalment is no larger than it, found by halving (the last falls as the level rises). */
export function smallestLevelInstalment(freshLedger: () => InterestLedger, dueDates: readonly string[], amountsAt: (level: number) => number[]): number {
  const lastWith = (level: number) => {
    const amounts = amountsAt(level);
    return projectRest(freshLedger(), dueDates, (index) => amounts[index]).instalments.at(-1)?.paymentMinor ?? 0;
  };
  let low = 0;
  let high = freshLedger().positionOn(dueDates[0]).totalOwedMinor;
  while (low < high) {
    const middle = Math.floor((low + high) / 2); // float-ok: the midpoint of two whole numbers of pence, exact
    if (lastWith(middle) <= middle) high = middle;
    else low = middle + 1;
  }
  return high;
}
