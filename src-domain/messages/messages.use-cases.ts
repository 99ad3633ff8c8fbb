import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { MessageGateway } from './message-gateway.port';
import { ReplyDto, StartThreadDto } from './message.dto';
import type { MessageThread, SecureMessage, ThreadPage } from './message.entity';

/** A page of the borrower's conversations, newest activity first. */
export class ListThreads implements UseCase<{ page: number }, ThreadPage> {
  constructor(private readonly messages: MessageGateway) {}
  execute(input: { page: number }): Promise<ThreadPage> {
    return this.messages.threads(Math.max(1, Math.trunc(input.page) || 1));
  }
}

/** Writes to the lender: a new conversation (checked as the server checks it). */
export class StartThread implements UseCase<StartThreadDto, MessageThread> {
  constructor(private readonly messages: MessageGateway) {}
  async execute(input: StartThreadDto): Promise<MessageThread> {
    return this.messages.start(await validateInput(StartThreadDto, input));
  }
}

/** A conversation with all its messages; the lender's are marked read by reading them. */
export class ReadThread implements UseCase<number, MessageThread> {
  constructor(private readonly messages: MessageGateway) {}
  execute(id: number): Promise<MessageThread> {
    return this.messages.thread(id);
  }
}

/** Answers in a conversation that is still open. */
export class Reply implements UseCase<{ threadId: number; message: ReplyDto }, SecureMessage> {
  constructor(private readonly messages: MessageGateway) {}
  async execute(input: { threadId: number; message: ReplyDto }): Promise<SecureMessage> {
    return this.messages.reply(input.threadId, await validateInput(ReplyDto, input.message));
  }
}

/** How many of the lender's messages wait to be read. */
export class UnreadMessageCount implements UseCase<void, number> {
  constructor(private readonly messages: MessageGateway) {}
  execute(): Promise<number> {
    return this.messages.unreadCount();
  }
}
