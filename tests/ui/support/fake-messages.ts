import type { MessageGateway } from '../../../src-domain/messages/message-gateway.port';
import type { ReplyDto, StartThreadDto } from '../../../src-domain/messages/message.dto';
import { previewOf, type MessageThread, type SecureMessage, type ThreadPage } from '../../../src-domain/messages/message.entity';
import { ListThreads, ReadThread, Reply, StartThread, UnreadMessageCount } from '../../../src-domain/messages/messages.use-cases';
import { Conflict, NotFound, type DomainError } from '../../../src-domain/shared/errors';
import type { AppServices } from '../../../src-ui/app/app-services';

/**
 * The lender's message API in memory, with the server's rules: reading marks the lender's messages
 * read, a closed conversation refuses replies. `failNext` makes the next write fail as the server would.
 */
export class FakeMessageGateway implements MessageGateway {
  threadsById = new Map<number, MessageThread>();
  sent: StartThreadDto[] = [];
  replies: { threadId: number; input: ReplyDto }[] = [];
  failNext: DomainError | null = null;
  private nextId = 1;
  private clock = Date.parse('2026-11-25T14:05:00.000Z');

  /** A conversation as the lender started or answered it. */
  seed(subject: string, messages: Pick<SecureMessage, 'author' | 'authorName' | 'body' | 'readAt'>[], status: MessageThread['status'] = 'open'): MessageThread {
    const id = this.nextId++;
    const thread: MessageThread = {
      id,
      subject,
      status,
      createdAt: this.tick(),
      lastMessageAt: '',
      messages: messages.map((m) => ({ ...m, id: this.nextId++, createdAt: this.tick(), attachments: [] })),
    };
    thread.lastMessageAt = thread.messages[thread.messages.length - 1].createdAt;
    this.threadsById.set(id, thread);
    return thread;
  }

  async threads(page: number): Promise<ThreadPage> {
    const all = [...this.threadsById.values()].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt));
    return {
      items: all.slice((page - 1) * 10, page * 10).map((t) => {
        const last = t.messages[t.messages.length - 1];
        return {
          id: t.id,
          subject: t.subject,
          status: t.status,
          unread: t.messages.filter((m) => m.author === 'lender' && m.readAt === null).length,
          lastMessageAt: t.lastMessageAt,
          lastAuthor: last.author,
          preview: previewOf(last.body),
          messageCount: t.messages.length,
        };
      }),
      page,
      lastPage: Math.max(1, Math.ceil(all.length / 10)),
      total: all.length,
    };
  }

  async start(input: StartThreadDto): Promise<MessageThread> {
    this.throwIfFailing();
    this.sent.push(input);
    return this.seed(input.subject, [{ author: 'borrower', authorName: null, body: input.body, readAt: null }]);
  }

  async thread(id: number): Promise<MessageThread> {
    const thread = this.threadsById.get(id);
    if (!thread) throw new NotFound('Not Found.', 404);
    const now = this.tick();
    thread.messages = thread.messages.map((m) => (m.author === 'lender' && m.readAt === null ? { ...m, readAt: now } : m));
    return structuredClone(thread);
  }

  async reply(threadId: number, input: ReplyDto): Promise<SecureMessage> {
    this.throwIfFailing();
    const thread = this.threadsById.get(threadId);
    if (!thread) throw new NotFound('Not Found.', 404);
    if (thread.status === 'closed') throw new Conflict('This conversation is closed. Start a new message.', 409);
    this.replies.push({ threadId, input });
    const message: SecureMessage = { id: this.nextId++, author: 'borrower', authorName: null, body: input.body, createdAt: this.tick(), readAt: null, attachments: [] };
    thread.messages.push(message);
    thread.lastMessageAt = message.createdAt;
    return message;
  }

  /** The lender answers (as the operator's `reply` does). */
  answer(threadId: number, body: string, authorName: string | null = 'Priya, Customer care'): void {
    const thread = this.threadsById.get(threadId)!;
    const message: SecureMessage = { id: this.nextId++, author: 'lender', authorName, body, createdAt: this.tick(), readAt: null, attachments: [] };
    thread.messages.push(message);
    thread.lastMessageAt = message.createdAt;
  }

  async unreadCount(): Promise<number> {
    return [...this.threadsById.values()].flatMap((t) => t.messages).filter((m) => m.author === 'lender' && m.readAt === null).length;
  }

  private throwIfFailing(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }

  private tick(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }
}

export function messageServices(messages: MessageGateway): Pick<AppServices, 'messages'> {
  return {
    messages: { list: new ListThreads(messages), start: new StartThread(messages), read: new ReadThread(messages), reply: new Reply(messages), unreadCount: new UnreadMessageCount(messages) },
  };
}
