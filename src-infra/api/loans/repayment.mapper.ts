import type {
  ConfirmedPartPayment,
  PartPaymentPreview,
  PaymentDatePreview,
  PendingPartPayment,
  ProjectedInstalment,
  RepaymentPlanSummary,
  RepaymentPosition,
  SettlementOffer,
} from '../../../src-domain/loans/repayment-plan.entity';
import { PART_PAYMENT_CHOICES, type LoanRefund, type PartPaymentChoice } from '../../../src-domain/loans/repayment-plan.entity';
import { isRecord } from '../../http/response-body';
import { checkShape, decimalText, int, nullableInt, nullableStr, oneOf, str } from '../shared/wire-checks';
import { toSettlement } from './loan.mapper';

// The resources of docs/design/repaying-exactly.md §7.1: snake_case, money in minor units.

const choice = oneOf(PART_PAYMENT_CHOICES);
/** A field a server before pay days (issue 26, R2) leaves out: read as null. */
const absentOrNullableStr = (value: unknown) => value === undefined || nullableStr(value);

function toProjectedInstalment(value: unknown): ProjectedInstalment {
  const w = checkShape(value, 'projected instalment', { number: int, due_date: str, payment: int, interest: int, principal: int, fees: int, balance_after: int });
  return {
    number: w.number as number,
    dueDate: w.due_date as string,
    paymentMinor: w.payment as number,
    interestMinor: w.interest as number,
    principalMinor: w.principal as number,
    feesMinor: w.fees as number,
    balanceAfterMinor: w.balance_after as number,
  };
}

function toDatedPayment(value: unknown): { number: number; dueDate: string; paymentMinor: number } {
  const w = checkShape(value, 'instalment', { number: int, due_date: str, payment: int });
  return { number: w.number as number, dueDate: w.due_date as string, paymentMinor: w.payment as number };
}

function toPendingPartPayment(value: unknown): PendingPartPayment | null {
  if (value === null || value === undefined) return null;
  const w = checkShape(value, 'pending part payment', { id: int, amount: int, choice, created_at: str });
  return { id: w.id as number, amountMinor: w.amount as number, choice: w.choice as PartPaymentChoice, createdAt: w.created_at as string };
}

export function toRepaymentPosition(value: unknown): RepaymentPosition {
  const w = checkShape(value, 'repayment', {
    loan_id: int, as_of: str, principal_owed: int, interest_accrued: int, fees_owed: int, total_owed: int, paid_ahead: int, interest_charged: int, total_interest: int,
    total_paid: int, final_due_date: nullableStr, regular_payment: nullableInt, schedule: Array.isArray, pay_day: absentOrNullableStr, payment_day: nullableInt,
    payment_day_moved_on: nullableStr, next_date_move_from: nullableStr, date_move_refusal: nullableStr,
  });
  return {
    loanId: w.loan_id as number,
    asOf: w.as_of as string,
    principalOwedMinor: w.principal_owed as number,
    interestAccruedMinor: w.interest_accrued as number,
    feesOwedMinor: w.fees_owed as number,
    totalOwedMinor: w.total_owed as number,
    paidAheadMinor: w.paid_ahead as number,
    interestChargedMinor: w.interest_charged as number,
    totalInterestMinor: w.total_interest as number,
    totalPaidMinor: w.total_paid as number,
    finalDueDate: w.final_due_date as string | null,
    regularPaymentMinor: w.regular_payment as number | null,
    schedule: (w.schedule as unknown[]).map(toProjectedInstalment),
    payDay: (w.pay_day as string | null | undefined) ?? null,
    paymentDay: w.payment_day as number | null,
    paymentDayMovedOn: w.payment_day_moved_on as string | null,
    nextDateMoveFrom: w.next_date_move_from as string | null,
    dateMoveRefusal: w.date_move_refusal as string | null,
    pendingPartPayment: toPendingPartPayment(w.pending_part_payment),
    refunds: Array.isArray(w.refunds) ? w.refunds.map(toLoanRefund) : [],
  };
}

/** A refund on the loan (ADR 0048). */
function toLoanRefund(value: unknown): LoanRefund {
  const w = checkShape(value, 'refund', { amount: int, status: oneOf(['due', 'sent']), account_last4: nullableStr, sent_on: nullableStr });
  return { amountMinor: w.amount as number, status: w.status as LoanRefund['status'], accountLast4: w.account_last4 as string | null, sentOn: w.sent_on as string | null };
}

function toPlanSummary(value: unknown, what: string): RepaymentPlanSummary {
  const w = checkShape(value, what, { instalments: Array.isArray, count: int, regular_payment: nullableInt, final_due_date: nullableStr, total_interest: int, total_paid: int });
  return {
    instalments: (w.instalments as unknown[]).map(toDatedPayment),
    count: w.count as number,
    regularPaymentMinor: w.regular_payment as number | null,
    finalDueDate: w.final_due_date as string | null,
    totalInterestMinor: w.total_interest as number,
    totalPaidMinor: w.total_paid as number,
  };
}

export function toPartPaymentPreview(value: unknown): PartPaymentPreview {
  const w = checkShape(value, 'part payment preview', { amount: int, choice, as_of: str, allocation: isRecord, before: isRecord, after: isRecord, interest_saved: int, preview_hash: str });
  const allocation = checkShape(w.allocation, 'part payment allocation', { fees: int, interest: int, principal: int });
  return {
    amountMinor: w.amount as number,
    choice: w.choice as PartPaymentChoice,
    asOf: w.as_of as string,
    allocation: { feesMinor: allocation.fees as number, interestMinor: allocation.interest as number, principalMinor: allocation.principal as number },
    before: toPlanSummary(w.before, 'plan before'),
    after: toPlanSummary(w.after, 'plan after'),
    interestSavedMinor: w.interest_saved as number,
    previewHash: w.preview_hash as string,
  };
}

export function toConfirmedPartPayment(value: unknown): ConfirmedPartPayment {
  const w = checkShape(value, 'part payment', { id: int, amount: int, choice, status: oneOf(['pending'] as const), created_at: str, reference: str });
  return { id: w.id as number, amountMinor: w.amount as number, choice: w.choice as PartPaymentChoice, status: 'pending', createdAt: w.created_at as string, reference: w.reference as string };
}

export function toPaymentDatePreview(value: unknown): PaymentDatePreview {
  const w = checkShape(value, 'payment date preview', {
    current_due_date: str, new_due_date: str, days_moved: int, balance: int, daily_interest: decimalText, adjustment: int, schedule: Array.isArray, preview_hash: str,
  });
  return {
    currentDueDate: w.current_due_date as string,
    newDueDate: w.new_due_date as string,
    daysMoved: w.days_moved as number,
    balanceMinor: w.balance as number,
    dailyInterestMinor: w.daily_interest as string,
    adjustmentMinor: w.adjustment as number,
    schedule: (w.schedule as unknown[]).map(toDatedPayment),
    previewHash: w.preview_hash as string,
  };
}

/** The settlement resource; a server before the ledger sends no `rebate`, read as null. */
export function toSettlementOffer(value: unknown): SettlementOffer {
  const quote = toSettlement(value);
  const w = checkShape(value, 'settlement', { rebate: (rebate) => rebate === undefined || nullableInt(rebate) });
  return { ...quote, rebateMinor: (w.rebate as number | null | undefined) ?? null };
}
