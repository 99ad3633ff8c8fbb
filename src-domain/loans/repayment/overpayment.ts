import { ValidationFailed } from '../../shared/errors';
import { ledgerAfter, type PaymentAllocation } from './interest-ledger';
import { lessPaidAhead, paidAheadMinor, projectRest, projectSchedule, smallestLevelInstalment, type ProjectedLoan } from './projection';
import { checkRepaymentInput, type FeeCharge, type Payment, type RepaymentTerms, type ScheduledInstalment } from './repayment-terms';

/** What the borrower wants a part payment to do (CCA 1974 s.94: they may repay part early at any time). */
export type OverpaymentChoice = 'shorter-term' | 'smaller-instalment';

/** A part payment to preview: paid on `date`, beyond the instalments `payments` already holds. */
export interface OverpaymentRequest {
  date: string;
  amountMinor: number;
  choice: OverpaymentChoice;
}

/** The preview the borrower confirms: the schedule before and after, side by side, and the interest saved. */
export interface OverpaymentPreview {
  request: OverpaymentRequest;
  /** How the part payment is applied on its day: fees, interest to that day, then principal. */
  allocation: PaymentAllocation;
  /** The rest of the loan without the part payment, every instalment paid on its date. */
  before: ProjectedLoan;
  /** The rest of the loan with it, as the choice reshapes it. */
  after: ProjectedLoan;
  /** The contractual schedule to keep from now on: the instalments already due, then the new ones. */
  schedule: ScheduledInstalment[];
  /** before.totalInterest − after.totalInterest, to the penny. */
  interestSavedMinor: number;
}

/**
 * Previews a part payment on `request.date` for a loan whose history is `payments` (those of that
 * day applied first). Both projections assume every later instalment is paid on its due date.
 * shorter-term: the same instalment, fewer of them, the last one what is then left; smaller-
 * instalment: the same due dates and end date, the smallest level instalment that repays the loan by
 * then (the last within pennies of it).
 */
export function previewOverpayment(terms: RepaymentTerms, payments: readonly Payment[], request: OverpaymentRequest, fees: readonly FeeCharge[] = []): OverpaymentPreview {
  checkRepaymentInput(terms, [...payments, { date: request.date, amountMinor: request.amountMinor }], fees);
  const remaining = terms.instalments.filter((instalment) => instalment.dueDate > request.date);
  if (remaining.length === 0) throw new ValidationFailed({ date: ['No instalment is left after this date: settle the loan instead.'] });
  const dueDates = remaining.map((instalment) => instalment.dueDate);

  const paidAhead = paidAheadMinor(terms, payments, request.date, fees);
  const before = projectSchedule(terms, payments, request.date, fees);

  const withPayment = () => {
    const { ledger } = ledgerAfter(terms, payments, request.date, fees, true);
    const allocation = ledger.pay({ date: request.date, amountMinor: request.amountMinor, partPayment: true });
    return { ledger, allocation };
  };
  const { allocation } = withPayment();
  if (allocation.refundMinor > 0) throw new ValidationFailed({ amount: ['This is more than the loan owes on that day: settle the loan instead.'] });

  // Instalments paid early stay paid: the money paid ahead covers the first new instalments too.
  const amountsAt = (level: number) => lessPaidAhead(dueDates.map(() => level), paidAhead);
  const level = request.choice === 'shorter-term' ? remaining[0].paymentMinor : smallestLevelInstalment(() => withPayment().ledger, dueDates, amountsAt);
  const levelAmounts = amountsAt(level);
  const after = projectRest(withPayment().ledger, dueDates, (index) => levelAmounts[index]);
  const kept = terms.instalments.filter((instalment) => instalment.dueDate <= request.date);
  return {
    request,
    allocation,
    before,
    after,
    schedule: [...kept, ...newInstalments(after, dueDates, level)],
    interestSavedMinor: before.totalInterestMinor - after.totalInterestMinor,
  };
}

/**
 * The new contractual instalments: each due date up to the projection's last at the level amount,
 * the last what the projection leaves for it. Money paid ahead is credited against them later just
 * as the projection credited it, so the schedule and the projection agree.
 */
function newInstalments(after: ProjectedLoan, dueDates: readonly string[], level: number): ScheduledInstalment[] {
  const last = after.instalments.at(-1);
  if (!last) return [];
  return dueDates.filter((dueDate) => dueDate <= last.dueDate).map((dueDate) => ({ dueDate, paymentMinor: dueDate === last.dueDate ? last.paymentMinor : level }));
}
