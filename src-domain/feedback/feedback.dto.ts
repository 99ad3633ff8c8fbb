import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Required } from '../shared/validation/rules';

export const FEEDBACK_CATEGORIES = ['general', 'website', 'application', 'repayments', 'complaint', 'praise'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  general: 'General comment',
  website: 'This website',
  application: 'Applying for a loan',
  repayments: 'Repayments',
  complaint: 'A complaint',
  praise: 'Something we did well',
};

export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;

/** Body of POST /api/feedback. */
export class FeedbackDto {
  @Required() @IsIn(FEEDBACK_CATEGORIES)
  category!: FeedbackCategory;

  @Required() @IsString()
  @MinLength(FEEDBACK_MESSAGE_MIN, { message: `Please write at least ${FEEDBACK_MESSAGE_MIN} characters.` })
  @MaxLength(FEEDBACK_MESSAGE_MAX, { message: `Please keep it under ${FEEDBACK_MESSAGE_MAX} characters.` })
  message!: string;

  /** 1 (poor) to 5 (excellent). */
  @IsOptional() @IsInt() @Min(1) @Max(5)
  rating?: number | null;
}
