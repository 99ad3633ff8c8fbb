import type { Kysely } from 'kysely';
import type { FeedbackCategory } from '../../../src-domain/feedback/feedback.dto';
import type { DatabaseSchema } from '../database.types';
import { toIso } from '../timestamps';

export interface FeedbackRecord {
  id: number;
  userId: number;
  category: FeedbackCategory;
  message: string;
  rating: number | null;
  createdAt: string;
}

/** Persistence of feedback. */
export class FeedbackRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(feedback: Omit<FeedbackRecord, 'id' | 'createdAt'>, now: Date): Promise<FeedbackRecord> {
    const row = await this.db
      .insertInto('feedback')
      .values({ user_id: feedback.userId, category: feedback.category, message: feedback.message, rating: feedback.rating, created_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      id: Number(row.id),
      userId: Number(row.user_id),
      category: row.category as FeedbackCategory,
      message: row.message,
      rating: row.rating === null ? null : Number(row.rating),
      createdAt: toIso(row.created_at),
    };
  }
}
