import type { Insertable, Selectable } from 'kysely';
import type { ArrangementFee, EligibilityCriteria, LoanProduct, PriceBand } from '../../../src-domain/loans/loan-product.entity';
import type { BranchSeed } from '../../seed/loan-catalogue.seed';
import { toFlag } from '../timestamps';
import type { BranchesTable, LoanProductsTable } from './products.tables';

/** A stored product with its row id and place in the list. */
export interface StoredProduct {
  id: number;
  sortOrder: number;
  product: LoanProduct;
}

/** A branch as the API answers it. */
export interface StoredBranch extends BranchSeed {
  id: number;
}

export function toProductRow(product: LoanProduct, sortOrder: number, now: string): Insertable<LoanProductsTable> {
  return {
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
    price_bands: JSON.stringify(product.priceBands),
    arrangement_fee: JSON.stringify(product.arrangementFee),
    late_fee: product.lateFeeMinor,
    required_document_types: JSON.stringify(product.requiredDocumentTypes),
    eligibility: JSON.stringify(product.eligibility),
    representative_amount: product.representative.principalMinor,
    representative_term: product.representative.term,
    sort_order: sortOrder,
    active: product.active ? 1 : 0,
    created_at: now,
    updated_at: now,
  };
}

export function toStoredProduct(row: Selectable<LoanProductsTable>): StoredProduct {
  return {
    id: Number(row.id),
    sortOrder: Number(row.sort_order),
    product: {
      alias: row.alias,
      name: row.name,
      description: row.description,
      currency: row.currency,
      minPrincipalMinor: Number(row.min_amount),
      maxPrincipalMinor: Number(row.max_amount),
      principalStepMinor: Number(row.amount_step),
      termUnit: row.term_unit as LoanProduct['termUnit'],
      minTerm: Number(row.min_term),
      maxTerm: Number(row.max_term),
      termStep: Number(row.term_step),
      frequency: row.repayment_frequency as LoanProduct['frequency'],
      interestMethod: row.interest_method as LoanProduct['interestMethod'],
      dayCount: row.day_count as LoanProduct['dayCount'],
      annualRate: row.annual_rate,
      priceBands: JSON.parse(row.price_bands) as PriceBand[],
      arrangementFee: JSON.parse(row.arrangement_fee) as ArrangementFee,
      lateFeeMinor: Number(row.late_fee),
      requiredDocumentTypes: JSON.parse(row.required_document_types) as string[],
      eligibility: JSON.parse(row.eligibility) as EligibilityCriteria,
      representative: { principalMinor: Number(row.representative_amount), term: Number(row.representative_term) },
      active: toFlag(row.active),
    },
  };
}

export function toBranchRow(branch: BranchSeed, sortOrder: number): Insertable<BranchesTable> {
  return {
    name: branch.name,
    address_line1: branch.addressLine1,
    address_line2: branch.addressLine2,
    city: branch.city,
    postal_code: branch.postalCode,
    phone: branch.phone,
    email: branch.email,
    opening_hours: JSON.stringify(branch.openingHours),
    sort_order: sortOrder,
  };
}

export function toStoredBranch(row: Selectable<BranchesTable>): StoredBranch {
  return {
    id: Number(row.id),
    name: row.name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    postalCode: row.postal_code,
    phone: row.phone,
    email: row.email,
    openingHours: JSON.parse(row.opening_hours) as BranchSeed['openingHours'],
  };
}
