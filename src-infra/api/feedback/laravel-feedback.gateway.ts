import { newIdempotencyKey } from '../../http/idempotency-key';
import { FEEDBACK_CATEGORIES, type FeedbackCategory, type FeedbackDto } from '../../../src-domain/feedback/feedback.dto';
import type { FeedbackReceipt } from '../../../src-domain/feedback/feedback.entity';
import type { FeedbackGateway } from '../../../src-domain/feedback/feedback-gateway.port';
import type { HttpClient } from '../../http/http-client';
import { malformed, unwrapData } from '../shared/wire-guards';
import { isRecord } from '../../http/response-body';
import { toComplaint } from '../complaints/laravel-complaint.gateway';

/** Wire `FeedbackReceipt` → domain; throws Unexpected when the shape is wrong. */
export function toFeedbackReceipt(data: Record<string, unknown>): FeedbackReceipt {
  const { id, reference, category, created_at: createdAt } = data;
  if (typeof id !== 'number' || typeof reference !== 'string' || typeof createdAt !== 'string') throw malformed('feedback receipt');
  if (typeof category !== 'string' || !(FEEDBACK_CATEGORIES as readonly string[]).includes(category)) throw malformed('feedback receipt');
  const complaint = isRecord(data.complaint) ? toComplaint(data.complaint) : null;
  return { id, reference, category: category as FeedbackCategory, createdAt, complaint };
}

/** FeedbackGateway over the Laravel-style API: POST /api/feedback. */
export class LaravelFeedbackGateway implements FeedbackGateway {
  constructor(private readonly http: HttpClient) {}

  async send(input: FeedbackDto): Promise<FeedbackReceipt> {
    const body = await this.http.post<unknown>('/api/feedback', { category: input.category, message: input.message, rating: input.rating ?? null }, { idempotencyKey: newIdempotencyKey() });
    return toFeedbackReceipt(unwrapData(body, 'feedback receipt'));
  }
}
