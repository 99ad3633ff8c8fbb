import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string | Date, string, string>;
type Flag = ColumnType<number | boolean, number, number>;

/**
 * loan_products: the lender's catalogue. Money in minor units, rates as decimal text; the
 * structured parts (price bands, fee, eligibility, required documents) as JSON text on both dialects.
 */
export interface LoanProductsTable {
  id: Generated<number>;
  alias: string;
  name: string;
  description: string;
  currency: string;
  min_amount: number;
  max_amount: number;
  amount_step: number;
  term_unit: string;
  min_term: number;
  max_term: number;
  term_step: number;
  repayment_frequency: string;
  interest_method: string;
  day_count: string;
  annual_rate: string;
  price_bands: string;
  arrangement_fee: string;
  late_fee: number;
  required_document_types: string;
  eligibility: string;
  representative_amount: number;
  representative_term: number;
  sort_order: number;
  active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** branches: where borrowers can talk to the lender in person. Opening hours as JSON text. */
export interface BranchesTable {
  id: Generated<number>;
  name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  phone: string;
  email: string;
  opening_hours: string;
  sort_order: number;
}

export interface ProductsTables {
  loan_products: LoanProductsTable;
  branches: BranchesTable;
}
