import type { Eligibility } from '../../../src-domain/loans/eligibility';
import type { AmortizationRow, LoanRequestRow, LoanRow, ScheduleSummary } from '../../db/loans/loans.repository';
import type { StoredProduct } from '../../db/products/product-rows';
import { toIso, toIsoOrNull } from '../../db/timestamps';
import { toQuoteResource } from '../products/product.resources';
import type { LoanQuote } from '../../../src-domain/loans/quote';
import type { LedgerTotals } from '../../db/loans/loan-payments.repository';
import { instalmentStatus, requestReference, type ServicingDay } from './loan.service';
import type { OfferSummary } from '../../db/agreements/loan-offers.repository';
import type { SigningRecord } from '../../db/agreements/signed-agreements.repository';
import { withdrawalDeadlineAfter, withdrawalStartsOn } from '../../../src-domain/agreements/withdrawal-clock';
import { ukDateOf } from '../../../src-domain/complaints/complaint-dates';
import { withdrawalDeadline } from '../../../src-domain/loans/withdrawal';

type ProductsById = Map<number, StoredProduct>;

export function toEligibilityResource(eligibility: Eligibility, quote: LoanQuote | null) {
  return {
    eligible: eligibility.eligible,
    reasons: eligibility.reasons.map((r) => ({ code: r.code, message: r.message, action: r.action })),
    max_amount: eligibility.maxAmountMinor,
    awaiting_documents: eligibility.awaitingDocuments,
    quote: quote ? toQuoteResource(quote) : null,
  };
}

/** `offer` is the request's offer (an approval makes one), when it has one. */
export function toLoanRequestResource(row: LoanRequestRow, products: ProductsById, offer: OfferSummary | null = null) {
  const product = products.get(row.product_id)?.product;
  return {
    id: row.id,
    reference: requestReference(row.id),
    product_alias: product?.alias ?? null,
    product_name: product?.name ?? 'Loan',
    currency: product?.currency ?? 'GBP',
    amount: row.amount,
    term: row.term,
    term_unit: product?.termUnit ?? 'months',
    purpose: row.purpose,
    bank_id: row.bank_id,
    branch_id: row.branch_id,
    status: row.status,
    decision_reason: row.decision_reason,
    quote: { regular_payment: row.quote_regular_payment, total_repayable: row.quote_total_repayable, apr: row.quote_apr },
    loan_id: row.loan_id,
    offer: offer ? { id: offer.id, status: offer.status, expires_at: offer.expiresAt } : null,
    history: row.history,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** The summary of a schedule read whole (rows in instalment order). */
export function summaryOfSchedule(rows: AmortizationRow[]): ScheduleSummary {
  return { next: rows.find((r) => r.paid_amount < r.payment + r.fee), paid: rows.filter((r) => r.paid_amount >= r.payment).length, total: rows.length };
}

/**
 * `agreement` is the loan's signing record; null for a loan paid out before agreements were signed in
 * the portal. `schedule` is what it needs of the instalments (summaryOfSchedule, or the list's
 * aggregates); `totals` are the loan's payments on the ledger (instalments, part payments and a
 * settlement alike): what it received and what is left of the principal.
 */
export function toLoanResource(loan: LoanRow, schedule: ScheduleSummary, products: ProductsById, day: ServicingDay, agreement: SigningRecord | null, totals: LedgerTotals) {
  const product = products.get(loan.product_id)?.product;
  const next = loan.status === 'active' ? schedule.next : undefined;
  return {
    id: loan.id,
    reference: loan.account_number,
    request_id: loan.request_id,
    product_alias: product?.alias ?? null,
    product_name: product?.name ?? 'Loan',
    currency: product?.currency ?? 'GBP',
    principal: loan.principal,
    financed_principal: loan.financed_principal,
    term: loan.term,
    term_unit: product?.termUnit ?? 'months',
    annual_rate: loan.annual_rate,
    apr: loan.apr,
    status: loan.status,
    disbursed_at: toIso(loan.disbursed_at),
    closed_at: toIsoOrNull(loan.closed_at),
    start_date: loan.start_date,
    next_due: next ? { number: next.number, due_date: next.due_date, amount: next.payment + next.fee - next.paid_amount, status: instalmentStatus(next, day) } : null,
    balance: balanceOn(loan, totals),
    total_repayable: loan.total_repayable,
    paid_total: totals.paidMinor,
    instalments_paid: schedule.paid,
    instalments_total: schedule.total,
    account_id: loan.id,
    agreement: agreement ? { signed_at: agreement.signedAt, template_version: agreement.templateVersion, copy_received_at: agreement.copyReceivedAt } : null,
    withdrawal: withdrawalOf(loan, agreement),
  };
}

/**
 * The 14 days to withdraw (s.66A): from the later of signing and receiving the copy, so unknown
 * (null) until the copy is received; a loan from before signing counts from its pay-out day.
 */
function withdrawalOf(loan: LoanRow, agreement: SigningRecord | null): { starts_on: string | null; deadline: string | null } {
  if (!agreement) return { starts_on: loan.start_date, deadline: withdrawalDeadline(loan.start_date) };
  const signedOn = ukDateOf(new Date(agreement.signedAt));
  const copyOn = agreement.copyReceivedAt ? ukDateOf(new Date(agreement.copyReceivedAt)) : null;
  return { starts_on: withdrawalStartsOn(signedOn, copyOn), deadline: withdrawalDeadlineAfter(signedOn, copyOn) };
}

export function toAmortizationResource(row: AmortizationRow, day: ServicingDay) {
  return {
    id: row.id,
    loan_id: row.loan_id,
    number: row.number,
    due_date: row.due_date,
    payment: row.payment,
    interest: row.interest,
    principal: row.principal,
    fee: row.fee,
    balance_after: row.balance_after,
    paid_amount: row.paid_amount,
    status: instalmentStatus(row, day),
    paid_at: toIsoOrNull(row.paid_at),
  };
}

/** The principal still owed, on the ledger: what was lent less the principal paid, so a part payment lowers it on the day it arrives. */
function balanceOn(loan: LoanRow, totals: LedgerTotals): number {
  if (loan.status !== 'active') return 0;
  const lent = loan.financed_principal > 0 ? loan.financed_principal : loan.principal;
  return Math.max(0, lent - totals.principalPaidMinor);
}

/**
 * An account: its loan, the loan's first instalment not yet paid in full (`next`, none once all are
 * paid) and what the ledger received. The list reads only that instalment of each loan, so a page of
 * accounts costs the same whatever the schedules' length (issue 28).
 */
export function toAccountResource(loan: LoanRow, next: AmortizationRow | undefined, products: ProductsById, totals: LedgerTotals) {
  const product = products.get(loan.product_id)?.product;
  const due = loan.status === 'active' ? next : undefined;
  return {
    id: loan.id,
    number_masked: `••••${loan.account_number.slice(-4)}`,
    loan_id: loan.id,
    product_alias: product?.alias ?? null,
    product_name: product?.name ?? 'Loan',
    status: loan.status === 'active' ? 'open' : 'closed',
    currency: product?.currency ?? 'GBP',
    balance: balanceOn(loan, totals),
    next_due_date: due?.due_date ?? null,
    next_due_amount: due ? due.payment + due.fee - due.paid_amount : null,
    opened_at: toIso(loan.disbursed_at),
  };
}
