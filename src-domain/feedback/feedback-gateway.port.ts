import type { FeedbackDto } from './feedback.dto';
import type { FeedbackReceipt } from './feedback.entity';

/** Where the borrower's feedback goes. */
export interface FeedbackGateway {
  /** POST /api/feedback */
  send(input: FeedbackDto): Promise<FeedbackReceipt>;
}

export const FeedbackGateway = Symbol.for('FeedbackGateway');
