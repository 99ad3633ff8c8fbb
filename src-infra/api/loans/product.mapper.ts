import type { ArrangementFee, LoanProduct, PriceBand } from '../../../src-domain/loans/loan-product.entity';
import type { Branch, ProductOffer } from '../../../src-domain/loans/product-offer.entity';
import type { LoanQuote } from '../../../src-domain/loans/quote';
import type { Instalment } from '../../../src-domain/loans/schedule';
import { EMPLOYMENT_TYPES, type EmploymentType } from '../../../src-domain/profile/profile-options';
import { isRecord } from '../../http/response-body';
import { bool, checkShape, decimalText, int, listOf, oneOf, str } from '../shared/wire-checks';

/**
 * Wire resources of the catalogue and quotes (docs/design/lending-core.md §2) → domain values.
 * Every field the domain relies on is checked; a 2xx body without one is an Unexpected error.
 */


export function toProductOffer(value: unknown): ProductOffer {
  const w = checkShape(value, 'loan product', {
    id: int, alias: str, name: str, description: str, currency: str, min_amount: int, max_amount: int, amount_step: int,
    term_unit: oneOf(['days', 'months'] as const), min_term: int, max_term: int, term_step: int,
    repayment_frequency: oneOf(['monthly', 'single'] as const), interest_method: oneOf(['annuity', 'equal_principal', 'flat'] as const),
    day_count: oneOf(['monthly', 'actual_365'] as const), annual_rate: decimalText, price_bands: Array.isArray, arrangement_fee: isRecord, late_fee: int,
    required_document_types: listOf(str), eligibility: isRecord, representative_amount: int, representative_term: int,
    representative_apr: str, representative_example: str, active: bool,
  });
  const eligibility = checkShape(w.eligibility, 'loan product eligibility', { min_age: int, min_monthly_income: int, employment_types: listOf(oneOf(EMPLOYMENT_TYPES)) });
  const product: LoanProduct = {
    alias: w.alias as string,
    name: w.name as string,
    description: w.description as string,
    currency: w.currency as string,
    minPrincipalMinor: w.min_amount as number,
    maxPrincipalMinor: w.max_amount as number,
    principalStepMinor: w.amount_step as number,
    termUnit: w.term_unit as LoanProduct['termUnit'],
    minTerm: w.min_term as number,
    maxTerm: w.max_term as number,
    termStep: w.term_step as number,
    frequency: w.repayment_frequency as LoanProduct['frequency'],
    interestMethod: w.interest_method as LoanProduct['interestMethod'],
    dayCount: w.day_count as LoanProduct['dayCount'],
    annualRate: w.annual_rate as string,
    priceBands: (w.price_bands as unknown[]).map(toPriceBand),
    arrangementFee: toArrangementFee(w.arrangement_fee),
    lateFeeMinor: w.late_fee as number,
    requiredDocumentTypes: w.required_document_types as string[],
    eligibility: {
      minAge: eligibility.min_age as number,
      minMonthlyIncomeMinor: eligibility.min_monthly_income as number,
      employmentTypes: eligibility.employment_types as EmploymentType[],
    },
    representative: { principalMinor: w.representative_amount as number, term: w.representative_term as number },
    active: w.active as boolean,
  };
  return { id: w.id as number, product, representativeApr: w.representative_apr as string, representativeExample: w.representative_example as string };
}

function toPriceBand(value: unknown): PriceBand {
  const w = checkShape(value, 'price band', { min_amount: int, max_amount: int, min_term: int, max_term: int, annual_rate: decimalText });
  return { minPrincipalMinor: w.min_amount as number, maxPrincipalMinor: w.max_amount as number, minTerm: w.min_term as number, maxTerm: w.max_term as number, annualRate: w.annual_rate as string };
}

function toArrangementFee(value: unknown): ArrangementFee {
  const w = checkShape(value, 'arrangement fee', { kind: oneOf(['none', 'fixed', 'percent'] as const) });
  if (w.kind === 'none') return { kind: 'none' };
  if (w.kind === 'fixed') return { kind: 'fixed', amountMinor: checkShape(w, 'arrangement fee', { amount: int, financed: bool }).amount as number, financed: w.financed as boolean };
  return { kind: 'percent', rate: checkShape(w, 'arrangement fee', { rate: decimalText, financed: bool }).decimalText as string, financed: w.financed as boolean };
}

export function toBranch(value: unknown): Branch {
  const w = checkShape(value, 'branch', { id: int, name: str, address_line1: str, city: str, postal_code: str, phone: str, email: str, opening_hours: Array.isArray });
  return {
    id: w.id as number,
    name: w.name as string,
    addressLines: [w.address_line1 as string, ...(str(w.address_line2) && w.address_line2 !== '' ? [w.address_line2] : [])],
    city: w.city as string,
    postalCode: w.postal_code as string,
    phone: w.phone as string,
    email: w.email as string,
    openingHours: (w.opening_hours as unknown[]).map((h) => {
      const hours = checkShape(h, 'opening hours', { days: str, hours: str });
      return { days: hours.days as string, hours: hours.hours as string };
    }),
  };
}

export function toLoanQuote(value: unknown): LoanQuote {
  const w = checkShape(value, 'loan quote', {
    product_alias: str, currency: str, amount: int, financed_amount: int, term: int, term_unit: oneOf(['days', 'months'] as const), annual_rate: decimalText,
    regular_payment: int, total_interest: int, total_fees: int, total_cost: int, total_repayable: int, apr: str,
    first_due_date: str, final_due_date: str, cap_applied: bool, schedule: Array.isArray,
  });
  return {
    productAlias: w.product_alias as string,
    currency: w.currency as string,
    principalMinor: w.amount as number,
    financedPrincipalMinor: w.financed_amount as number,
    term: w.term as number,
    termUnit: w.term_unit as LoanQuote['termUnit'],
    annualRate: w.annual_rate as string,
    instalments: (w.schedule as unknown[]).map(toInstalment),
    regularPaymentMinor: w.regular_payment as number,
    totalInterestMinor: w.total_interest as number,
    totalFeesMinor: w.total_fees as number,
    totalCostMinor: w.total_cost as number,
    totalRepayableMinor: w.total_repayable as number,
    aprPercent: w.apr as string,
    firstDueDate: w.first_due_date as string,
    finalDueDate: w.final_due_date as string,
    capApplied: w.cap_applied as boolean,
  };
}

export function toInstalment(value: unknown): Instalment {
  const w = checkShape(value, 'instalment', { number: int, due_date: str, payment: int, interest: int, principal: int, fee: int, balance_after: int });
  return {
    number: w.number as number,
    dueDate: w.due_date as string,
    paymentMinor: w.payment as number,
    interestMinor: w.interest as number,
    principalMinor: w.principal as number,
    feeMinor: w.fee as number,
    balanceAfterMinor: w.balance_after as number,
  };
}
