import { dec, Decimal, toMinor } from '../decimal';
import { InterestClock } from './interest-clock';
import type { FeeCharge, Payment, RepaymentTerms } from './repayment-terms';

/** Where one payment went: fees due first, then interest accrued to its day, then principal; anything over what was owed is to be refunded. */
export interface PaymentAllocation {
  date: string;
  amountMinor: number;
  feesMinor: number;
  interestMinor: number;
  principalMinor: number;
  refundMinor: number;
  /** Principal still owed once the payment is applied. */
  principalAfterMinor: number;
}

/** What is owed on a day, once the payments applied so far are taken off. */
export interface LedgerPosition {
  asOf: string;
  principalOwedMinor: number;
  /** Interest for the days borrowed so far that no payment has covered yet. */
  interestAccruedMinor: number;
  feesOwedMinor: number;
  /** principal + interest accrued + fees: what clears the loan that day. */
  totalOwedMinor: number;
  /** All interest charged from the start to `asOf`, paid or not: the interest on the real balance for the real time. */
  interestChargedMinor: number;
  /** Payments applied so far, less what was refunded of them. */
  paidMinor: number;
}

/**
 * The one rule for interest: interest runs day by day on the principal actually owed, at the
 * product's day count, and a payment reduces what is owed on the day it arrives. Interest is kept
 * exact and charged to the penny as a running total (each charge is the rounded total to date less
 * what was charged before), so over any stretch the interest charged is within half a penny of the
 * interest on the real balance for the real time, and never more than the terms' cap. Unpaid
 * interest and fees bear no interest.
 *
 * Events must come in date order: `pay` and `positionOn` never go back in time.
 */
export class InterestLedger {
  private readonly clock: InterestClock;
  private readonly fees: FeeCharge[];
  private readonly interestCap: number;
  private day: string;
  private principal: number;
  private exactInterest: Decimal = dec(0);
  private interestPaid = 0;
  private feesPaid = 0;
  private paid = 0;

  constructor(terms: RepaymentTerms, fees: readonly FeeCharge[] = []) {
    this.clock = new InterestClock(dec(terms.annualRate), terms.dayCount, terms.startDate, terms.instalments.map((i) => i.dueDate));
    this.fees = [...fees].sort((a, b) => a.date.localeCompare(b.date));
    this.day = terms.startDate;
    this.principal = terms.principalMinor;
    this.interestCap = terms.interestCapMinor ?? Number.MAX_SAFE_INTEGER;
  }

  /** The last day the ledger has reached. */
  get currentDay(): string {
    return this.day;
  }

  /** The loan as it stands on `asOf` (interest counted for the days before it). */
  positionOn(asOf: string): LedgerPosition {
    this.accrueTo(asOf);
    const interestCharged = Math.min(toMinor(this.exactInterest), this.interestCap);
    const interestAccrued = interestCharged - this.interestPaid;
    const feesOwed = this.feesChargedBy(asOf) - this.feesPaid;
    return {
      asOf,
      principalOwedMinor: this.principal,
      interestAccruedMinor: interestAccrued,
      feesOwedMinor: feesOwed,
      totalOwedMinor: this.principal + interestAccrued + feesOwed,
      interestChargedMinor: interestCharged,
      paidMinor: this.paid,
    };
  }

  /** Applies a payment on its day: fees due, then interest accrued to that day, then principal. */
  pay(payment: Payment): PaymentAllocation {
    const owed = this.positionOn(payment.date);
    let left = payment.amountMinor;
    const take = (due: number) => {
      const part = Math.min(left, due);
      left -= part;
      return part;
    };
    const feesMinor = take(owed.feesOwedMinor);
    const interestMinor = take(owed.interestAccruedMinor);
    const principalMinor = take(this.principal);
    this.feesPaid += feesMinor;
    this.interestPaid += interestMinor;
    this.principal -= principalMinor;
    this.paid += payment.amountMinor - left;
    return { date: payment.date, amountMinor: payment.amountMinor, feesMinor, interestMinor, principalMinor, refundMinor: left, principalAfterMinor: this.principal };
  }

  private accrueTo(date: string): void {
    if (date < this.day) throw new RangeError(`The ledger is at ${this.day} and cannot go back to ${date}.`);
    this.exactInterest = this.exactInterest.plus(this.clock.rateBetween(this.day, date).times(this.principal));
    this.day = date;
  }

  private feesChargedBy(date: string): number {
    return this.fees.filter((fee) => fee.date <= date).reduce((sum, fee) => sum + fee.amountMinor, 0);
  }
}

/** Payments in date order, the order they arrived in kept for a shared day. */
export function inDateOrder<T extends { date: string }>(flows: readonly T[]): T[] {
  return flows.map((flow, index) => ({ flow, index })).sort((a, b) => a.flow.date.localeCompare(b.flow.date) || a.index - b.index).map(({ flow }) => flow);
}

/** Runs the payments received before `asOf` (and those of `asOf` itself when `includingThatDay`) through a ledger. */
export function ledgerAfter(terms: RepaymentTerms, payments: readonly Payment[], asOf: string, fees: readonly FeeCharge[] = [], includingThatDay = false): { ledger: InterestLedger; allocations: PaymentAllocation[] } {
  const ledger = new InterestLedger(terms, fees);
  const allocations = inDateOrder(payments)
    .filter((payment) => payment.date < asOf || (includingThatDay && payment.date === asOf))
    .map((payment) => ledger.pay(payment));
  return { ledger, allocations };
}
