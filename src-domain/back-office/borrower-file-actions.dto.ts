import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Required } from '../shared/validation/rules';

/** Longest reason kept: a few sentences the borrower reads, not a letter. */
export const REASON_MAX = 1000;

/** Body of a decline or a rejection: why, in words the borrower reads. */
export class StaffReasonDto {
  @Required({ message: 'Write the reason the borrower will read.' })
  @IsString({ message: 'Write the reason the borrower will read.' })
  @MaxLength(REASON_MAX, { message: `Keep the reason to ${REASON_MAX} characters or fewer.` })
  reason!: string;
}

/** Body of an approval: an optional note for the file. */
export class ApproveRequestDto {
  @IsOptional()
  @IsString({ message: 'Write the note as text.' })
  @MaxLength(REASON_MAX, { message: `Keep the note to ${REASON_MAX} characters or fewer.` })
  reason?: string;
}
