import type { MessageGateway } from '../../../src-domain/messages/message-gateway.port';
import type { ReplyDto, StartThreadDto } from '../../../src-domain/messages/message.dto';
import type { MessageThread, SecureMessage, ThreadPage } from '../../../src-domain/messages/message.entity';
import type { HttpClient } from '../../http/http-client';
import { newIdempotencyKey } from '../../http/idempotency-key';
import { unwrapData } from '../shared/wire-guards';
import { toMessage, toThread, toThreadPage, toUnreadCount } from './message.mapper';

/** MessageGateway over the Laravel-style API (docs/api/openapi.json, tag "messages"). */
export class LaravelMessageGateway implements MessageGateway {
  constructor(private readonly http: HttpClient) {}

  async threads(page: number): Promise<ThreadPage> {
    return toThreadPage(await this.http.get<unknown>('/api/v1/messages', { query: { page: String(page) } }));
  }

  async start(input: StartThreadDto): Promise<MessageThread> {
    const body = { subject: input.subject, body: input.body, ...(input.document_ids?.length ? { document_ids: input.document_ids } : {}) };
    // With a key, a send that met a network failure is retried without writing twice.
    return toThread(unwrapData(await this.http.post<unknown>('/api/v1/messages', body, { idempotencyKey: newIdempotencyKey() }), 'conversation'));
  }

  async thread(id: number): Promise<MessageThread> {
    return toThread(unwrapData(await this.http.get<unknown>(`/api/v1/messages/${id}`), 'conversation'));
  }

  async reply(threadId: number, input: ReplyDto): Promise<SecureMessage> {
    const body = { body: input.body, ...(input.document_ids?.length ? { document_ids: input.document_ids } : {}) };
    return toMessage(unwrapData(await this.http.post<unknown>(`/api/v1/messages/${threadId}/reply`, body, { idempotencyKey: newIdempotencyKey() }), 'message'));
  }

  async unreadCount(): Promise<number> {
    return toUnreadCount(unwrapData(await this.http.get<unknown>('/api/v1/messages/unread-count'), 'unread count'));
  }
}
