import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database.types';
import { MessagesRepository } from '../../db/messages/messages.repository';
import type { Clock } from '../../services/clock.port';
import { notFound } from '../http-error';
import { toThreadResource } from '../messages/message.resources';
import { recordIdParam } from '../profile/record-id.param';
import { auditedRead } from './audited-read';
import { borrowerNames } from './borrower-names.query';
import { staffActorOf, staffRoute } from './staff-guard';

/** A lender's message stored without a signature (before replies were signed). */
const LENDER_NAME = 'Kestrel Credit';

/**
 * One conversation for staff, messages oldest first (docs/design/back-office.md §4). Reading it counts
 * the borrower's messages as read by the lender, as `lender thread` does, and is audited `conversation.view`.
 */
export function registerConversationRoute(app: FastifyInstance, deps: { db: Kysely<DatabaseSchema>; clock: Clock }): void {
  app.get<{ Params: { id: string } }>('/api/v1/back-office/conversations/:id', staffRoute(app, 'queues.read'), async (request) => {
    const id = recordIdParam(request.params.id);
    const now = deps.clock.now();
    const found = await auditedRead(
      deps.db,
      staffActorOf(request),
      now,
      async (trx) => {
        const messages = new MessagesRepository(trx);
        const thread = await messages.threadById(id);
        if (!thread) return null;
        const list = await messages.messagesOf(thread.id);
        await messages.markRead(thread.id, 'borrower', now);
        return { thread, messages: list, borrower: (await borrowerNames(trx, [thread.userId])).get(thread.userId) ?? { id: thread.userId, name: `Borrower ${thread.userId}` } };
      },
      ({ thread }) => ({ action: 'conversation.view', subjectType: 'conversation', subjectId: thread.id, borrowerId: thread.userId }),
    );
    if (!found) throw notFound();
    const resource = toThreadResource(found.thread, found.messages);
    // Staff see who wrote each message: the borrower by name, a reply by its signature.
    const messages = resource.messages.map((message) => ({ ...message, author_name: message.author_name ?? (message.author === 'borrower' ? found.borrower.name : LENDER_NAME) }));
    return { data: { ...resource, messages, borrower: found.borrower } };
  });
}
