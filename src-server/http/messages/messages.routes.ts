import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReplyDto, StartThreadDto } from '../../../src-domain/messages/message.dto';
import { paginate, pageParam } from '../paginator';
import { authenticated } from '../plugins/bearer-auth.plugin';
import { recordIdParam } from '../profile/record-id.param';
import { validateBody } from '../validate-body';
import { toMessageResource, toThreadResource, toThreadSummaryResource } from './message.resources';
import type { MessageService } from './message.service';

export const THREADS_PER_PAGE = 10;

type WithId = { Params: { id: string } };

/**
 * Secure messages (issue 14): the borrower's conversations with the lender. Every route needs a
 * signed-in borrower and reads only that borrower's conversations: another borrower's id is a 404
 * that says nothing more. The lender answers through the operator's commands, not over HTTP.
 */
export function registerMessageRoutes(app: FastifyInstance, deps: { messages: MessageService }): void {
  const { messages } = deps;
  const auth = { preHandler: app.requireUser };
  const userOf = (request: FastifyRequest) => authenticated(request).user.id;

  app.get('/api/v1/messages', auth, async (request) => {
    const page = pageParam((request.query as Record<string, unknown>).page);
    const found = await messages.list(userOf(request), page, THREADS_PER_PAGE);
    return paginate(found.items.map(toThreadSummaryResource), found.total, page, THREADS_PER_PAGE, '/api/v1/messages');
  });

  app.post('/api/v1/messages', auth, async (request, reply) => {
    const input = await validateBody(StartThreadDto, request.body);
    const userId = userOf(request);
    const id = await messages.start(userId, input);
    const { thread, messages: written } = await messages.read(userId, id);
    return reply.code(201).send({ data: toThreadResource(thread, written) });
  });

  // A static segment: registered before `/:id`, and find-my-way prefers it whatever the order.
  app.get('/api/v1/messages/unread-count', auth, async (request) => ({ data: { unread: await messages.unreadCount(userOf(request)) } }));

  app.get<WithId>('/api/v1/messages/:id', auth, async (request) => {
    const { thread, messages: all } = await messages.read(userOf(request), recordIdParam(request.params.id));
    return { data: toThreadResource(thread, all) };
  });

  app.post<WithId>('/api/v1/messages/:id/reply', auth, async (request, reply) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(ReplyDto, request.body);
    const message = await messages.reply(userOf(request), id, input);
    return reply.code(201).send({ data: toMessageResource(message) });
  });
}
