import { InterestLedger, inDateOrder, type PaymentAllocation } from '../../../src-domain/loans/repayment/interest-ledger';
import type { FeeCharge, RepaymentTerms } from '../../../src-domain/loans/repayment/repayment-terms';
import type { LedgerParts, LoanPaymentRow } from '../../db/loans/loan-payments.repository';
import type { AmortizationRow } from '../../db/loans/loans.repository';
import { livePayments, paymentOf } from './repayment-terms.mapper';

/** Each live payment with the allocation the ledger gives it when the whole history is replayed in date order. */
export interface ReplayedPayment {
  row: LoanPaymentRow;
  allocation: PaymentAllocation;
}

/** The loan's history replayed on the ledger, and the ledger left at the last payment's day. */
export function replay(terms: RepaymentTerms, stored: readonly LoanPaymentRow[], fees: readonly FeeCharge[]): { ledger: InterestLedger; payments: ReplayedPayment[] } {
  const ledger = new InterestLedger(terms, fees);
  const ordered = inDateOrder(livePayments(stored).map((row) => ({ date: row.received_on, row })));
  const payments = ordered.map(({ row }) => ({ row, allocation: ledger.pay(paymentOf(row)) }));
  return { ledger, payments };
}

export function partsOf(allocation: PaymentAllocation): LedgerParts {
  return { feesMinor: allocation.feesMinor, interestMinor: allocation.interestMinor, principalMinor: allocation.principalMinor, refundMinor: allocation.refundMinor };
}

export function storedPartsOf(row: LoanPaymentRow): LedgerParts {
  return { feesMinor: row.fees_part, interestMinor: row.interest_part, principalMinor: row.principal_part, refundMinor: row.refund_part };
}

export function sameParts(a: LedgerParts, b: LedgerParts): boolean {
  return a.feesMinor === b.feesMinor && a.interestMinor === b.interestMinor && a.principalMinor === b.principalMinor && a.refundMinor === b.refundMinor;
}

/** What an instalment row should say it has paid against it. */
export interface InstalmentPaid {
  id: number;
  paidAmount: number;
  paidAt: string | null;
  status: string;
}

/**
 * `amortizations.paid_amount/status/paid_at` from the payments (ADR 0044): every live instalment
 * payment counts toward the instalments in date order, each `payment + fee`, money paid ahead
 * credited forward (as `paidAheadMinor` does); less any part refunded. A part payment reshapes the
 * schedule instead, and a settlement ends it: neither is shown as instalments paid. A row newly paid in full is
 * stamped `paidAt`; one no longer covered (a returned collection) is unpaid again. When the loan is
 * closed or settled nothing more is owed on any row, so every row is paid.
 */
export function instalmentsPaid(rows: readonly AmortizationRow[], stored: readonly LoanPaymentRow[], paidAt: string, loanEnded: boolean): InstalmentPaid[] {
  let credit = livePayments(stored)
    .filter((row) => row.kind === 'instalment')
    .reduce((sum, row) => sum + row.amount - row.refund_part, 0);
  return rows.map((row) => {
    const owed = row.payment + row.fee;
    const paidAmount = Math.min(owed, credit);
    credit -= paidAmount;
    const paid = paidAmount >= owed || loanEnded;
    const wasPaid = row.status === 'paid' && row.paid_at !== null;
    return { id: row.id, paidAmount, paidAt: paid ? (wasPaid ? toIsoString(row.paid_at!) : paidAt) : null, status: paid ? 'paid' : 'pending' };
  });
}

function toIsoString(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : value;
}
