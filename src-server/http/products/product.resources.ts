import { dec } from '../../../src-domain/loans/decimal';
import type { LoanProduct } from '../../../src-domain/loans/loan-product.entity';
import { representativeExample, type LoanQuote } from '../../../src-domain/loans/quote';
import type { PricingPolicy } from '../../../src-domain/loans/price-cap';
import type { StoredBranch, StoredProduct } from '../../db/products/product-rows';

/** ProductResource of the wire contract (docs/design/lending-core.md §2). */
export function toProductResource({ id, product }: StoredProduct, policy: PricingPolicy, today: string) {
  const example = representativeExample(product, today, policy);
  return {
    id,
    alias: product.alias,
    name: product.name,
    description: product.description,
    currency: product.currency,
    min_amount: product.minPrincipalMinor,
    max_amount: product.maxPrincipalMinor,
    amount_step: product.principalStepMinor,
    term_unit: product.termUnit,
    min_term: product.minTerm,
    max_term: product.maxTerm,
    term_step: product.termStep,
    repayment_frequency: product.frequency,
    interest_method: product.interestMethod,
    day_count: product.dayCount,
    annual_rate: product.annualRate,
    price_bands: product.priceBands.map((band) => ({
      min_amount: band.minPrincipalMinor,
      max_amount: band.maxPrincipalMinor,
      min_term: band.minTerm,
      max_term: band.maxTerm,
      annual_rate: band.annualRate,
    })),
    arrangement_fee: arrangementFeeResource(product),
    late_fee: product.lateFeeMinor,
    required_document_types: product.requiredDocumentTypes,
    eligibility: {
      min_age: product.eligibility.minAge,
      min_monthly_income: product.eligibility.minMonthlyIncomeMinor,
      employment_types: product.eligibility.employmentTypes,
    },
    representative_amount: product.representative.principalMinor,
    representative_term: product.representative.term,
    representative_apr: example.quote.aprPercent,
    representative_example: example.wording,
    active: product.active,
  };
}

function arrangementFeeResource(product: LoanProduct) {
  const fee = product.arrangementFee;
  if (fee.kind === 'none') return { kind: 'none' };
  if (fee.kind === 'fixed') return { kind: 'fixed', amount: fee.amountMinor, financed: fee.financed };
  return { kind: 'percent', rate: fee.rate, financed: fee.financed };
}

/** QuoteResource: the quote with its schedule. */
export function toQuoteResource(quote: LoanQuote) {
  return {
    product_alias: quote.productAlias,
    currency: quote.currency,
    amount: quote.principalMinor,
    financed_amount: quote.financedPrincipalMinor,
    term: quote.term,
    term_unit: quote.termUnit,
    annual_rate: quote.annualRate,
    regular_payment: quote.regularPaymentMinor,
    total_interest: quote.totalInterestMinor,
    total_fees: quote.totalFeesMinor,
    total_cost: quote.totalCostMinor,
    total_repayable: quote.totalRepayableMinor,
    apr: quote.aprPercent,
    first_due_date: quote.firstDueDate,
    final_due_date: quote.finalDueDate,
    cap_applied: quote.capApplied,
    schedule: quote.instalments.map((i) => ({
      number: i.number,
      due_date: i.dueDate,
      payment: i.paymentMinor,
      interest: i.interestMinor,
      principal: i.principalMinor,
      fee: i.feeMinor,
      balance_after: i.balanceAfterMinor,
    })),
  };
}

/** The payday calculation: one payment, its date and its cost. */
export function toPaydayResource(quote: LoanQuote) {
  return {
    product_alias: quote.productAlias,
    currency: quote.currency,
    amount: quote.principalMinor,
    term: quote.term,
    term_unit: quote.termUnit,
    repayment_date: quote.finalDueDate,
    interest: quote.totalInterestMinor,
    fees: quote.totalFeesMinor,
    total_cost: quote.totalCostMinor,
    total_repayable: quote.totalRepayableMinor,
    apr: quote.aprPercent,
    daily_rate: dec(quote.annualRate).div(365).toDecimalPlaces(6).toString(),
    cap_applied: quote.capApplied,
  };
}

export function toBranchResource(branch: StoredBranch) {
  return {
    id: branch.id,
    name: branch.name,
    address_line1: branch.addressLine1,
    address_line2: branch.addressLine2,
    city: branch.city,
    postal_code: branch.postalCode,
    phone: branch.phone,
    email: branch.email,
    opening_hours: branch.openingHours,
  };
}
