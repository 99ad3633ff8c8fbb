import { FeedbackDto } from '../../src-domain/feedback/feedback.dto';
import { fieldErrorsOf } from '../../src-domain/shared/validation/validate-input';

/** What the feedback form holds; `rating` is "" (none) or "1".."5". */
export interface FeedbackValues extends Record<string, string | boolean> {
  category: string;
  message: string;
  rating: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = { category: '', message: '', rating: '' };

export function feedbackDtoOf(values: FeedbackValues): FeedbackDto {
  return {
    category: values.category as FeedbackDto['category'],
    message: values.message.trim(),
    rating: values.rating === '' ? null : Number(values.rating),
  };
}

export const validateFeedback = (values: FeedbackValues) => fieldErrorsOf(FeedbackDto, feedbackDtoOf(values));
