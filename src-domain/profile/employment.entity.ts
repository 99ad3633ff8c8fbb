import type { Money } from '../shared/money';
import type { EmploymentType, PayFrequency } from './profile-options';

/** What the borrower earns and from whom: the basis of an affordability check. */
export interface Employment {
  id: number;
  employmentType: EmploymentType;
  /** The employer, or the borrower's business when self-employed; null when retired or not working. */
  employerName: string | null;
  position: string | null;
  /** `YYYY-MM-DD`, or null. */
  startDate: string | null;
  monthlyGrossIncome: Money;
  monthlyNetIncome: Money;
  /** Rent or mortgage, bills and other regular payments a month, as declared; null when not declared. May exceed the take-home pay. */
  monthlyOutgoings: Money | null;
  payFrequency: PayFrequency;
  /** `YYYY-MM-DD`; short-term loans are timed to it. */
  nextPayDate: string | null;
  /** E.164, for employment checks. */
  employerPhone: string | null;
  updatedAt: string;
}
