import type { LoanProduct } from '../../../../src-domain/loans/loan-product.entity';
import { quoteLoan, type LoanQuote } from '../../../../src-domain/loans/quote';
import type { Payment, RepaymentTerms } from '../../../../src-domain/loans/repayment/repayment-terms';

/** The repayment terms of a quoted loan: its principal, rate, day count, APR and contractual schedule. */
export function termsOf(product: LoanProduct, principalMinor: number, term: number, startDate: string): { terms: RepaymentTerms; quote: LoanQuote } {
  const quote = quoteLoan(product, principalMinor, term, startDate);
  const terms: RepaymentTerms = {
    principalMinor: quote.financedPrincipalMinor,
    annualRate: quote.annualRate,
    dayCount: product.dayCount,
    startDate,
    aprPercent: quote.aprPercent,
    instalments: quote.instalments.map(({ dueDate, paymentMinor }) => ({ dueDate, paymentMinor })),
  };
  return { terms, quote };
}

/** Every instalment paid in full on its due date. */
export function paidOnTime(terms: RepaymentTerms): Payment[] {
  return terms.instalments.map(({ dueDate, paymentMinor }) => ({ date: dueDate, amountMinor: paymentMinor }));
}
