import type { EmploymentType } from '../profile/profile-options';

/** Days for short-term (payday) credit, months for instalment loans. */
export type TermUnit = 'days' | 'months';
/** Monthly instalments, or one payment at the end of the term. */
export type RepaymentFrequency = 'monthly' | 'single';
/**
 * annuity: declining balance, equal instalments; equal_principal: declining balance, equal
 * principal parts; flat: interest on the original principal for the whole term, spread evenly.
 */
export type InterestMethod = 'annuity' | 'equal_principal' | 'flat';
/** Monthly periods (rate ÷ 12), or daily interest on actual days ÷ 365. */
export type DayCount = 'monthly' | 'actual_365';

export type ArrangementFee =
  | { kind: 'none' }
  /** financed: added to the principal; otherwise paid up front (deducted at drawdown). */
  | { kind: 'fixed'; amountMinor: number; financed: boolean }
  /** A share of the principal, e.g. "0.02". */
  | { kind: 'percent'; rate: string; financed: boolean };

/** A price for the loans inside an amount and term range; the first matching band wins. */
export interface PriceBand {
  minPrincipalMinor: number;
  maxPrincipalMinor: number;
  minTerm: number;
  maxTerm: number;
  annualRate: string;
}

export interface EligibilityCriteria {
  minAge: number;
  minMonthlyIncomeMinor: number;
  employmentTypes: EmploymentType[];
}

/** The loan a borrower is offered, with what it costs (every amount in integer minor units, rates as decimal strings). */
export interface LoanProduct {
  alias: string;
  name: string;
  description: string;
  currency: string;
  minPrincipalMinor: number;
  maxPrincipalMinor: number;
  principalStepMinor: number;
  termUnit: TermUnit;
  minTerm: number;
  maxTerm: number;
  termStep: number;
  frequency: RepaymentFrequency;
  interestMethod: InterestMethod;
  dayCount: DayCount;
  /** Nominal annual rate when no band matches. */
  annualRate: string;
  priceBands: PriceBand[];
  arrangementFee: ArrangementFee;
  /** One fee per missed instalment (capped for short-term credit). */
  lateFeeMinor: number;
  /** Document type slugs the borrower must have on file. */
  requiredDocumentTypes: string[];
  eligibility: EligibilityCriteria;
  /** The amount and term of the representative example the product is advertised with. */
  representative: { principalMinor: number; term: number };
  active: boolean;
}

/** Short-term (payday) credit: priced by the day and repaid in one payment. */
export function isShortTerm(product: LoanProduct): boolean {
  return product.termUnit === 'days';
}

/** The nominal annual rate for a principal and term: the first band that contains both, else the product's rate. */
export function rateFor(product: LoanProduct, principalMinor: number, term: number): string {
  const band = product.priceBands.find(
    (b) => principalMinor >= b.minPrincipalMinor && principalMinor <= b.maxPrincipalMinor && term >= b.minTerm && term <= b.maxTerm,
  );
  return band ? band.annualRate : product.annualRate;
}
