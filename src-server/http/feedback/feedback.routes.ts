import type { FastifyInstance } from 'fastify';
import { FeedbackDto } from '../../../src-domain/feedback/feedback.dto';
import { feedbackReference } from '../../../src-domain/feedback/feedback.entity';
import { FeedbackRepository } from '../../db/profile/feedback.repository';
import type { Clock } from '../../services/clock.port';
import type { ComplaintService } from '../complaints/complaint.service';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { limitGuard } from '../plugins/rate-limit.plugin';
import { validateBody } from '../validate-body';
import { toComplaintResource } from '../complaints/complaint.resources';

/** Feedback a person can send in an hour: plenty for people, a wall for a script. */
export const FEEDBACK_PER_HOUR = 10;

/** POST /api/feedback: stores the signed-in borrower's feedback and answers with a reference to quote; a complaint also becomes one. */
export function registerFeedbackRoutes(app: FastifyInstance, deps: { feedback: FeedbackRepository; clock: Clock; complaints: ComplaintService }): void {
  const perUser = limitGuard(app, [
    { name: 'feedback-user', max: FEEDBACK_PER_HOUR, windowMs: 60 * 60 * 1000, subject: (request) => String(request.user?.id ?? request.ip) },
  ]);

  app.post('/api/feedback', { preHandler: [app.requireUser, perUser] }, async (request, reply) => {
    const input = await validateBody(FeedbackDto, request.body);
    const { user } = authenticated(request);
    const stored = await deps.feedback.create({ userId: user.id, category: input.category, message: input.message.trim(), rating: input.rating ?? null }, deps.clock.now());
    // A complaint is not just feedback: it is recorded as one and acknowledged at once (DISP 1.6.1R).
    const complaint =
      stored.category === 'complaint'
        ? await deps.complaints.receive({ userId: user.id, email: user.email, firstName: user.firstName, message: stored.message, feedbackId: stored.id })
        : null;
    return reply.code(201).send({
      data: {
        id: stored.id,
        reference: feedbackReference(stored.id),
        category: stored.category,
        rating: stored.rating,
        created_at: stored.createdAt,
        complaint: complaint && toComplaintResource(complaint),
      },
    });
  });
}
