import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { FeedbackGateway } from './feedback-gateway.port';
import { FeedbackDto } from './feedback.dto';
import type { FeedbackReceipt } from './feedback.entity';

/** Sends the borrower's feedback and returns the receipt to confirm it with. */
export class SendFeedback implements UseCase<FeedbackDto, FeedbackReceipt> {
  constructor(private readonly feedback: FeedbackGateway) {}

  async execute(input: FeedbackDto): Promise<FeedbackReceipt> {
    return this.feedback.send(await validateInput(FeedbackDto, input));
  }
}
