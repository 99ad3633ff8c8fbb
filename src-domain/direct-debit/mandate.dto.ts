import { IsInt, Min } from 'class-validator';
import { Required } from '../shared/validation/rules';

export const MANDATE_MESSAGES = {
  bankId: 'Choose the account the payments should be collected from.',
} as const;

/** Body of PUT /api/v1/direct-debit/mandate: a bank account of the borrower's profile. */
export class MandateDto {
  @Required({ message: MANDATE_MESSAGES.bankId }) @IsInt({ message: MANDATE_MESSAGES.bankId }) @Min(1, { message: MANDATE_MESSAGES.bankId })
  bank_id!: number;
}
