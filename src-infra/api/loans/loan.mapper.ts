import type { EligibilityAnswer, Loan, LoanAccount, LoanRequest, ScheduledInstalment } from '../../../src-domain/loans/loan.entity';
import { OFFER_STATUSES } from '../../../src-domain/agreements/offer.entity';
import { INSTALMENT_STATUSES, LOAN_STATUSES, REQUEST_STATUSES } from '../../../src-domain/loans/loan-status';
import type { SettlementQuote } from '../../../src-domain/loans/settlement';
import { isRecord } from '../../http/response-body';
import { bool, checkShape, int, listOf, nullableInt, nullableStr, oneOf, str } from '../shared/wire-checks';
import { toInstalment, toLoanQuote } from './product.mapper';


export function toLoanRequest(value: unknown): LoanRequest {
  const w = checkShape(value, 'loan request', {
    id: int, reference: str, product_alias: nullableStr, product_name: str, currency: str, amount: int, term: int, term_unit: oneOf(['days', 'months'] as const),
    purpose: str, status: oneOf(REQUEST_STATUSES), decision_reason: nullableStr, quote: isRecord, loan_id: nullableInt, history: Array.isArray, created_at: str,
  });
  const quote = checkShape(w.quote, 'loan request quote', { regular_payment: int, total_repayable: int, apr: str });
  return {
    id: w.id as number,
    reference: w.reference as string,
    productAlias: w.product_alias as string | null,
    productName: w.product_name as string,
    currency: w.currency as string,
    amountMinor: w.amount as number,
    term: w.term as number,
    termUnit: w.term_unit as LoanRequest['termUnit'],
    purpose: w.purpose as string,
    status: w.status as LoanRequest['status'],
    decisionReason: w.decision_reason as string | null,
    quote: { regularPaymentMinor: quote.regular_payment as number, totalRepayableMinor: quote.total_repayable as number, apr: quote.apr as string },
    loanId: w.loan_id as number | null,
    history: (w.history as unknown[]).map((h) => {
      const entry = checkShape(h, 'request history', { status: oneOf(REQUEST_STATUSES), reason: nullableStr, at: str });
      return { status: entry.status as LoanRequest['status'], reason: entry.reason as string | null, at: entry.at as string };
    }),
    createdAt: w.created_at as string,
    offer: toRequestOffer(w.offer),
  };
}

/** A request's offer; absent (a backend before issue 23) reads as none. */
function toRequestOffer(value: unknown): LoanRequest['offer'] {
  if (value === null || value === undefined) return null;
  const w = checkShape(value, 'loan request offer', { id: int, status: oneOf(OFFER_STATUSES), expires_at: str });
  return { id: w.id as number, status: w.status as NonNullable<LoanRequest['offer']>['status'], expiresAt: w.expires_at as string };
}

/** A loan's signed agreement; absent (a backend before issue 23) reads as none. */
function toLoanAgreement(value: unknown): Loan['agreement'] {
  if (value === null || value === undefined) return null;
  const w = checkShape(value, 'loan agreement', { signed_at: str, template_version: str, copy_received_at: nullableStr });
  return { signedAt: w.signed_at as string, templateVersion: w.template_version as string, copyReceivedAt: w.copy_received_at as string | null };
}

/** A loan's withdrawal period; absent reads as not known (the page then counts from the pay-out, as before agreements). */
function toLoanWithdrawal(value: unknown): Loan['withdrawal'] {
  if (value === null || value === undefined) return { startsOn: null, deadline: null };
  const w = checkShape(value, 'loan withdrawal', { starts_on: nullableStr, deadline: nullableStr });
  return { startsOn: w.starts_on as string | null, deadline: w.deadline as string | null };
}

export function toLoan(value: unknown): Loan {
  const w = checkShape(value, 'loan', {
    id: int, reference: str, product_alias: nullableStr, product_name: str, currency: str, principal: int, term: int, term_unit: oneOf(['days', 'months'] as const),
    annual_rate: str, apr: str, status: oneOf(LOAN_STATUSES), disbursed_at: str, start_date: str, balance: int, total_repayable: int, paid_total: int,
    instalments_paid: int, instalments_total: int,
  });
  const next = w.next_due === null || w.next_due === undefined ? null : checkShape(w.next_due, 'next payment', { number: int, due_date: str, amount: int, status: oneOf(INSTALMENT_STATUSES) });
  return {
    id: w.id as number,
    reference: w.reference as string,
    productAlias: w.product_alias as string | null,
    productName: w.product_name as string,
    currency: w.currency as string,
    principalMinor: w.principal as number,
    term: w.term as number,
    termUnit: w.term_unit as Loan['termUnit'],
    annualRate: w.annual_rate as string,
    apr: w.apr as string,
    status: w.status as Loan['status'],
    disbursedAt: w.disbursed_at as string,
    startDate: w.start_date as string,
    nextDue: next ? { number: next.number as number, dueDate: next.due_date as string, amountMinor: next.amount as number, status: next.status as NonNullable<Loan['nextDue']>['status'] } : null,
    balanceMinor: w.balance as number,
    totalRepayableMinor: w.total_repayable as number,
    paidTotalMinor: w.paid_total as number,
    instalmentsPaid: w.instalments_paid as number,
    instalmentsTotal: w.instalments_total as number,
    agreement: toLoanAgreement(w.agreement),
    withdrawal: toLoanWithdrawal(w.withdrawal),
  };
}

export function toScheduledInstalment(value: unknown): ScheduledInstalment {
  const w = checkShape(value, 'instalment', { id: int, paid_amount: int, status: oneOf(INSTALMENT_STATUSES), paid_at: nullableStr });
  return { ...toInstalment(w), id: w.id as number, paidAmountMinor: w.paid_amount as number, status: w.status as ScheduledInstalment['status'], paidAt: w.paid_at as string | null };
}

export function toLoanAccount(value: unknown): LoanAccount {
  const w = checkShape(value, 'account', { id: int, number_masked: str, loan_id: int, product_name: str, status: oneOf(['open', 'closed'] as const), currency: str, balance: int, next_due_date: nullableStr, next_due_amount: nullableInt, opened_at: str });
  return {
    id: w.id as number,
    numberMasked: w.number_masked as string,
    loanId: w.loan_id as number,
    productName: w.product_name as string,
    status: w.status as LoanAccount['status'],
    currency: w.currency as string,
    balanceMinor: w.balance as number,
    nextDueDate: w.next_due_date as string | null,
    nextDueAmountMinor: w.next_due_amount as number | null,
    openedAt: w.opened_at as string,
  };
}

export function toEligibility(value: unknown): EligibilityAnswer {
  const w = checkShape(value, 'eligibility', { eligible: bool, reasons: Array.isArray, max_amount: nullableInt, awaiting_documents: listOf(str) });
  return {
    eligible: w.eligible as boolean,
    reasons: (w.reasons as unknown[]).map((r) => {
      const reason = checkShape(r, 'eligibility reason', { code: str, message: str, action: nullableStr });
      return { code: reason.code as string, message: reason.message as string, action: reason.action as string | null };
    }),
    maxAmountMinor: w.max_amount as number | null,
    awaitingDocuments: w.awaiting_documents as string[],
    quote: w.quote === null || w.quote === undefined ? null : toLoanQuote(w.quote),
  };
}

export function toSettlement(value: unknown): SettlementQuote {
  const w = checkShape(value, 'settlement', { as_of: str, outstanding_principal: int, accrued_interest: int, fees_due: int, total: int });
  return { asOf: w.as_of as string, outstandingPrincipalMinor: w.outstanding_principal as number, accruedInterestMinor: w.accrued_interest as number, feesDueMinor: w.fees_due as number, totalMinor: w.total as number };
}
