import { Equals, IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { Required } from '../shared/validation/rules';
import { LoanQuoteDto } from './loan-quote.dto';

export const LOAN_PURPOSES = ['car', 'home_improvement', 'debt_consolidation', 'wedding', 'holiday', 'education', 'unexpected_bill', 'other'] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];
export const LOAN_PURPOSE_LABELS: Record<LoanPurpose, string> = {
  car: 'A car',
  home_improvement: 'Home improvements',
  debt_consolidation: 'Bringing debts together',
  wedding: 'A wedding',
  holiday: 'A holiday',
  education: 'A course or training',
  unexpected_bill: 'An unexpected bill',
  other: 'Something else',
};

/** Body of POST /api/v1/loan/check_eligibility. */
export class EligibilityCheckDto extends LoanQuoteDto {}

/** Body of POST /api/loans/request. */
export class LoanRequestDto extends LoanQuoteDto {
  @Required({ message: 'Tell us what the loan is for.' }) @IsIn(LOAN_PURPOSES, { message: 'Tell us what the loan is for.' })
  purpose!: LoanPurpose;

  @Required({ message: 'Choose the account the money should go to.' }) @IsInt({ message: 'Choose the account the money should go to.' }) @Min(1)
  bank_id!: number;

  @IsOptional() @IsInt() @Min(1)
  branch_id?: number | null;

  @Equals(true, { message: 'Confirm that you have read the loan details and the information about your rights.' })
  consent!: boolean;
}
