import type { LedgerPosition } from '../../../src-domain/loans/repayment/interest-ledger';
import type { OverpaymentPreview } from '../../../src-domain/loans/repayment/overpayment';
import type { PaymentDateMovePreview } from '../../../src-domain/loans/repayment/payment-date-move';
import type { ProjectedLoan } from '../../../src-domain/loans/repayment/projection';
import { addMonths } from '../../../src-domain/shared/calendar-date';
import type { PartPaymentRow } from '../../db/loans/loan-payments.repository';
import type { LoanSettlement } from './repayment.service';
import type { LoanState } from './repayment-terms.mapper';

/** The amount most instalments are: the level one (the last, which takes what is then owed, aside). */
function regularPaymentOf(payments: readonly number[]): number | null {
  if (payments.length === 0) return null;
  const counts = new Map<number, number>();
  for (const payment of payments) counts.set(payment, (counts.get(payment) ?? 0) + 1);
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

export interface PositionFacts {
  today: string;
  owed: LedgerPosition;
  projection: ProjectedLoan;
  paidAheadMinor: number;
  refusal: string | null;
  moveMonths: number;
  pending: PartPaymentRow | null;
}

/** GET /api/v1/loans/{id}/repayment: today's position on the ledger and the rest of the loan if kept to (§7.1). */
export function toRepaymentResource(state: LoanState, facts: PositionFacts) {
  const active = state.loan.status === 'active';
  const { owed, projection } = facts;
  const next = projection.instalments[0];
  const remaining = state.terms.instalments.filter((instalment) => instalment.dueDate > facts.today).map((instalment) => instalment.paymentMinor);
  const movedOn = state.loan.payment_day_moved_on ?? null;
  return {
    loan_id: state.loan.id,
    as_of: facts.today,
    principal_owed: active ? owed.principalOwedMinor : 0,
    interest_accrued: active ? owed.interestAccruedMinor : 0,
    fees_owed: active ? owed.feesOwedMinor : 0,
    total_owed: active ? owed.totalOwedMinor : 0,
    paid_ahead: facts.paidAheadMinor,
    interest_charged: owed.interestChargedMinor,
    total_interest: projection.totalInterestMinor,
    total_paid: projection.totalPaidMinor,
    final_due_date: projection.finalDueDate,
    regular_payment: regularPaymentOf(remaining),
    schedule: projection.instalments.map((instalment) => ({
      number: instalment.number,
      due_date: instalment.dueDate,
      payment: instalment.paymentMinor,
      interest: instalment.interestMinor,
      principal: instalment.principalMinor,
      fees: instalment.feesMinor,
      balance_after: instalment.balanceAfterMinor,
    })),
    // The borrower's declared pay day, once the application asks it (pay day, migration 0104).
    pay_day: (state.loan as { pay_day?: string | null }).pay_day ?? null,
    payment_day: next ? Number(next.dueDate.slice(8, 10)) : null,
    payment_day_moved_on: movedOn,
    next_date_move_from: movedOn ? addMonths(movedOn, facts.moveMonths) : null,
    date_move_refusal: active ? facts.refusal : null,
    pending_part_payment: facts.pending ? { id: facts.pending.id, amount: facts.pending.amount, choice: facts.pending.choice, created_at: facts.pending.created_at } : null,
  };
}

/** GET /api/loan/{id}/settlement: the fields it always had (`total` is the figure) and the regulations' comparison. */
export function toLoanSettlementResource(settlement: LoanSettlement) {
  const { figure } = settlement;
  return {
    as_of: settlement.asOf,
    outstanding_principal: settlement.outstandingPrincipalMinor,
    accrued_interest: settlement.accruedInterestMinor,
    fees_due: settlement.feesDueMinor,
    total: settlement.totalMinor,
    interest_charged: figure.interestChargedMinor,
    rebate: figure.rebateMinor,
    statutory_rebate: figure.statutory.rebateMinor,
    statutory_top_up: figure.statutoryTopUpMinor,
  };
}

function projectedSide(projection: ProjectedLoan, regular: number | null) {
  return {
    instalments: projection.instalments.map((instalment) => ({ number: instalment.number, due_date: instalment.dueDate, payment: instalment.paymentMinor })),
    count: projection.instalments.length,
    regular_payment: regular,
    final_due_date: projection.finalDueDate,
    total_interest: projection.totalInterestMinor,
    total_paid: projection.totalPaidMinor,
  };
}

/** POST /api/v1/loans/{id}/part-payments/preview. */
export function toPartPaymentPreviewResource(preview: OverpaymentPreview, choice: string, hash: string) {
  const date = preview.request.date;
  const before = preview.before.instalments.map((instalment) => instalment.paymentMinor);
  const after = preview.schedule.filter((instalment) => instalment.dueDate > date).map((instalment) => instalment.paymentMinor);
  return {
    amount: preview.request.amountMinor,
    choice,
    as_of: date,
    allocation: { fees: preview.allocation.feesMinor, interest: preview.allocation.interestMinor, principal: preview.allocation.principalMinor },
    before: projectedSide(preview.before, regularPaymentOf(before)),
    after: projectedSide(preview.after, regularPaymentOf(after)),
    interest_saved: preview.interestSavedMinor,
    preview_hash: hash,
  };
}

/** POST /api/v1/loans/{id}/part-payments: the confirmed part payment, waiting for the money the transfer quotes `reference` with. */
export function toPartPaymentResource(row: PartPaymentRow, reference: string) {
  return { id: row.id, amount: row.amount, choice: row.choice, status: row.status, created_at: row.created_at, reference };
}

/** POST /api/v1/loans/{id}/payment-date/preview. */
export function toPaymentDatePreviewResource(preview: PaymentDateMovePreview, hash: string) {
  const from = preview.schedule.findIndex((instalment) => instalment.dueDate === preview.newDueDate);
  return {
    current_due_date: preview.currentDueDate,
    new_due_date: preview.newDueDate,
    days_moved: preview.daysMoved,
    balance: preview.balanceMinor,
    daily_interest: preview.dailyInterestMinor,
    adjustment: preview.adjustmentMinor,
    schedule: preview.schedule.slice(Math.max(from, 0)).map((instalment, index) => ({ number: Math.max(from, 0) + index + 1, due_date: instalment.dueDate, payment: instalment.paymentMinor })),
    preview_hash: hash,
  };
}
