import { isShortTerm, type LoanProduct } from '../../../src-domain/loans/loan-product.entity';
import { maxCostMinor, type PricingPolicy } from '../../../src-domain/loans/price-cap';
import type { FeeCharge, Payment, RepaymentTerms } from '../../../src-domain/loans/repayment/repayment-terms';
import { arrangementFeeMinor } from '../../../src-domain/loans/schedule';
import type { LoanPaymentRow } from '../../db/loans/loan-payments.repository';
import type { AmortizationRow, LoanRow } from '../../db/loans/loans.repository';
import { toIso } from '../../db/timestamps';

/**
 * The interest rule's input for a stored loan (docs/design/repaying-exactly.md §1): what was lent
 * with any financed fee, the rate and APR fixed at pay-out, the product's day count, the
 * contractual schedule as it now stands, and short-term credit's interest cap as the quote set it.
 */
export function repaymentTermsOf(loan: LoanRow, rows: readonly AmortizationRow[], product: LoanProduct, pricing: PricingPolicy): RepaymentTerms {
  const terms: RepaymentTerms = {
    principalMinor: loan.financed_principal > 0 ? loan.financed_principal : loan.principal,
    annualRate: loan.annual_rate,
    dayCount: product.dayCount,
    startDate: loan.start_date,
    aprPercent: loan.apr,
    instalments: rows.map((row) => ({ dueDate: row.due_date, paymentMinor: row.payment })),
  };
  if (isShortTerm(product) && pricing.cap) {
    terms.interestCapMinor = Math.max(0, maxCostMinor(pricing.cap, loan.principal, loan.term) - arrangementFeeMinor(product, loan.principal));
  }
  return terms;
}

/** The payments the ledger counts: every one not reversed, in the order recorded (the ledger keeps it for a shared day). */
export function livePayments(stored: readonly LoanPaymentRow[]): LoanPaymentRow[] {
  return stored.filter((row) => row.reversed_on === null);
}

export function paymentOf(row: LoanPaymentRow): Payment {
  return row.kind === 'part_payment' ? { date: row.received_on, amountMinor: row.amount, partPayment: true } : { date: row.received_on, amountMinor: row.amount };
}

/** Late fees: each one a charge owed from the day the instalment was recorded missed (the servicing run adds it to the row's `fee`). */
export function feeChargesOf(rows: readonly AmortizationRow[]): FeeCharge[] {
  return rows.filter((row) => row.fee > 0).map((row) => ({ date: row.missed_at ? toIso(row.missed_at).slice(0, 10) : row.due_date, amountMinor: row.fee }));
}

/** A loan with everything the interest rule needs, read on one handle. */
export interface LoanState {
  loan: LoanRow;
  product: LoanProduct;
  rows: AmortizationRow[];
  stored: LoanPaymentRow[];
  terms: RepaymentTerms;
  payments: Payment[];
  fees: FeeCharge[];
}
