import type { Complaint } from '../complaints/complaint.entity';
import type { FeedbackCategory } from './feedback.dto';

/** What the lender answers when feedback arrives: the borrower's proof that it was received. */
export interface FeedbackReceipt {
  id: number;
  /** Quoted in any follow-up, e.g. `FB-000042`. */
  reference: string;
  category: FeedbackCategory;
  createdAt: string;
  /** Feedback in the category `complaint` becomes a complaint, acknowledged at once. */
  complaint?: Complaint | null;
}

/** `42` → `FB-000042`. */
export function feedbackReference(id: number): string {
  return `FB-${String(id).padStart(6, '0')}`;
}
