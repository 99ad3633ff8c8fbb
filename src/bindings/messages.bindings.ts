import type { Container } from 'inversify';
import { MessageGateway } from '../../src-domain/messages/message-gateway.port';
import { ListThreads, ReadThread, Reply, StartThread, UnreadMessageCount } from '../../src-domain/messages/messages.use-cases';
import { LaravelMessageGateway } from '../../src-infra/api/messages/laravel-message.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** Secure messages with the lender (issue 14). */
export function bindMessages(container: Container): void {
  container.bind<MessageGateway>(MessageGateway).toResolvedValue((http: HttpClient) => new LaravelMessageGateway(http), [HttpClient]);
  const useCases: (new (messages: MessageGateway) => object)[] = [ListThreads, StartThread, ReadThread, Reply, UnreadMessageCount];
  for (const UseCase of useCases) container.bind(UseCase).toResolvedValue((messages: MessageGateway) => new UseCase(messages), [MessageGateway]);
}
