import type { ReplyDto, StartThreadDto } from './message.dto';
import type { MessageThread, SecureMessage, ThreadPage } from './message.entity';

/** The borrower's secure messages with the lender (docs/api/wire-contract.md, "Secure messages"). */
export interface MessageGateway {
  /** GET /api/v1/messages?page= */
  threads(page: number): Promise<ThreadPage>;
  /** POST /api/v1/messages: the new conversation with its first message. */
  start(input: StartThreadDto): Promise<MessageThread>;
  /** GET /api/v1/messages/{id}: the conversation; reading it marks the lender's messages read. NotFound when not the borrower's. */
  thread(id: number): Promise<MessageThread>;
  /** POST /api/v1/messages/{id}/reply; Conflict when the conversation is closed. */
  reply(threadId: number, input: ReplyDto): Promise<SecureMessage>;
  /** GET /api/v1/messages/unread-count */
  unreadCount(): Promise<number>;
}

export const MessageGateway = Symbol.for('MessageGateway');
