import type { Kysely } from 'kysely';
import { ReplyDto, type StartThreadDto } from '../../../src-domain/messages/message.dto';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { presentNotification } from '../../../src-domain/notifications/notification.presenter';
import { Conflict, NotFound, ValidationFailed } from '../../../src-domain/shared/errors';
import { validateInput } from '../../../src-domain/shared/validation/validate-input';
import type { DatabaseSchema } from '../../db/database.types';
import { MessagesRepository, type MessageRecord, type ThreadRecord, type ThreadSummaryRecord } from '../../db/messages/messages.repository';
import { UsersRepository } from '../../db/users.repository';
import type { Clock } from '../../services/clock.port';
import type { Outbox } from '../../services/outbox/outbox.port';

export interface MessageServiceDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  notify: (userId: number, type: string, data: Record<string, unknown>) => Promise<void>;
  /** Marks read the borrower's notifications of `type` whose data `matches`: opening a conversation settles the bell's news of it. */
  markSeen?: (userId: number, type: string, matches: (data: Record<string, unknown>) => boolean) => Promise<unknown>;
  /** A lender's reply is also announced by e-mail (never its words) when given. */
  outbox?: Outbox;
  /** Where the e-mail points the borrower. */
  appUrl?: string;
  log?: { error(details: object, message: string): void };
}

/** The answer to a closed conversation's reply. */
export const CLOSED_THREAD = 'This conversation is closed. Start a new message.';
/** A staff display name is at most this long. */
export const AUTHOR_NAME_MAX = 80;

/** A conversation with its messages, oldest first. */
export interface ThreadWithMessages {
  thread: ThreadRecord;
  messages: MessageRecord[];
}

/**
 * Secure messages on the server (issue 14): the borrower writes, reads and replies through the API;
 * the lender answers and closes through the operator's commands. Every id a borrower gives is looked
 * up within their own conversations and documents: anyone else's is a 404 (or a 422 for documents).
 */
export class MessageService {
  readonly messages: MessagesRepository;
  private readonly users: UsersRepository;

  constructor(private readonly deps: MessageServiceDeps) {
    this.messages = new MessagesRepository(deps.db);
    this.users = new UsersRepository(deps.db);
  }

  list(userId: number, page: number, perPage: number): Promise<{ items: ThreadSummaryRecord[]; total: number }> {
    return this.messages.pageOf(userId, page, perPage);
  }

  /** A new conversation with its first message; returns its id. */
  async start(userId: number, input: StartThreadDto): Promise<number> {
    const documentIds = await this.ownDocuments(userId, input.document_ids);
    const { threadId } = await this.messages.startThread(
      userId,
      input.subject.trim(),
      { author: 'borrower', authorName: null, body: input.body.trim(), documentIds },
      this.deps.clock.now(),
    );
    return threadId;
  }

  /**
   * The borrower's conversation, read: the lender's messages in it are marked read first, and so is
   * the news of them in the bell, on every device.
   */
  async read(userId: number, id: number): Promise<ThreadWithMessages> {
    const thread = await this.threadOf(userId, id);
    await this.messages.markRead(thread.id, 'lender', this.deps.clock.now());
    await this.deps.markSeen?.(userId, NotificationType.SecureMessageReceived, (data) => data.thread_id === thread.id);
    return { thread, messages: await this.messages.messagesOf(thread.id) };
  }

  /** The borrower's reply in an open conversation; 409 once it is closed. */
  async reply(userId: number, id: number, input: ReplyDto): Promise<MessageRecord> {
    const thread = await this.threadOf(userId, id);
    if (thread.status === 'closed') throw new Conflict(CLOSED_THREAD);
    const documentIds = await this.ownDocuments(userId, input.document_ids);
    const messageId = await this.messages.addMessage({ threadId: thread.id, author: 'borrower', authorName: null, body: input.body.trim(), documentIds }, this.deps.clock.now());
    return (await this.messages.messagesOf(thread.id)).find((message) => message.id === messageId)!;
  }

  unreadCount(userId: number): Promise<number> {
    return this.messages.unreadCount(userId);
  }

  /**
   * The lender's answer (the operator's `reply`): the borrower's messages before it count as read,
   * the borrower is notified live, and told by e-mail that a message is waiting, without its words.
   */
  async lenderReply(threadId: number, body: string, authorName: string | null, within?: (trx: Kysely<DatabaseSchema>) => Promise<void>): Promise<MessageRecord> {
    const thread = await this.messages.threadById(threadId);
    if (!thread) throw new NotFound(`There is no conversation ${threadId}.`);
    if (thread.status === 'closed') throw new Conflict(`Conversation ${threadId} is closed.`);
    // The same rules as the borrower's replies.
    const text = (await validateInput(ReplyDto, { body })).body.trim();
    const name = authorName?.trim() || null;
    if (name && name.length > AUTHOR_NAME_MAX) throw new ValidationFailed({ author_name: [`Keep the name to ${AUTHOR_NAME_MAX} characters or fewer.`] });
    const now = this.deps.clock.now();
    // The reply and what the caller records with it (its audit entry) commit together; the borrower hears after.
    const messageId = await this.deps.db.transaction().execute(async (trx) => {
      const messages = new MessagesRepository(trx);
      await messages.markRead(thread.id, 'borrower', now);
      const id = await messages.addMessage({ threadId: thread.id, author: 'lender', authorName: name, body: text, documentIds: [] }, now);
      await within?.(trx);
      return id;
    });
    await this.tell(thread, name);
    return (await this.messages.messagesOf(thread.id)).find((message) => message.id === messageId)!;
  }

  /**
   * The operator's reading of a conversation: its messages as they were (a borrower's message with no
   * `readAt` is new to the lender), and from now on the borrower's messages count as read by the lender.
   */
  async readAsLender(threadId: number): Promise<ThreadWithMessages> {
    const thread = await this.messages.threadById(threadId);
    if (!thread) throw new NotFound(`There is no conversation ${threadId}.`);
    const messages = await this.messages.messagesOf(thread.id);
    await this.messages.markRead(thread.id, 'borrower', this.deps.clock.now());
    return { thread, messages };
  }

  async close(threadId: number, within?: (trx: Kysely<DatabaseSchema>) => Promise<void>): Promise<ThreadRecord> {
    const thread = await this.messages.threadById(threadId);
    if (!thread) throw new NotFound(`There is no conversation ${threadId}.`);
    if (thread.status === 'closed') throw new Conflict(`Conversation ${threadId} is already closed.`);
    await this.deps.db.transaction().execute(async (trx) => {
      await new MessagesRepository(trx).setStatus(thread.id, 'closed', this.deps.clock.now());
      await within?.(trx);
    });
    return { ...thread, status: 'closed' };
  }

  /** Conversations for the back office: those whose newest message is the borrower's (open ones), or all. */
  forLender(all: boolean, limit = 200): Promise<ThreadSummaryRecord[]> {
    return this.messages.allThreads(limit, { waiting: !all });
  }

  private async threadOf(userId: number, id: number): Promise<ThreadRecord> {
    const thread = await this.messages.threadOfUser(userId, id);
    if (!thread) throw new NotFound();
    return thread;
  }

  /** The ids when every one is the borrower's own document; a 422 under `document_ids` otherwise. */
  private async ownDocuments(userId: number, ids: readonly number[] | null | undefined): Promise<number[]> {
    const wanted = [...new Set(ids ?? [])];
    const owned = await this.messages.ownedDocumentIds(userId, wanted);
    if (owned.length !== wanted.length) throw new ValidationFailed({ document_ids: ['Choose documents from your own list.'] }, 'Choose documents from your own list.');
    return wanted;
  }

  private async tell(thread: ThreadRecord, authorName: string | null): Promise<void> {
    const data = { thread_id: thread.id, subject: thread.subject, author_name: authorName };
    await this.deps.notify(thread.userId, NotificationType.SecureMessageReceived, data);
    if (!this.deps.outbox) return;
    const user = await this.users.findById(thread.userId);
    if (!user) return;
    try {
      await this.deps.outbox.send({
        channel: 'mail',
        to: user.email,
        subject: presentNotification(NotificationType.SecureMessageReceived, {}).title,
        // E-mail is not a secure channel: it says a message is waiting and where, never what it says.
        text: `Hello ${user.firstName},\n\nWe have sent you a secure message. For your security we do not put messages in e-mails: please sign in to read it.\n\nRead it here: ${this.deps.appUrl ?? ''}/dashboard/messages/${thread.id}\n\nKestrel Credit`,
        purpose: 'secure-message-received',
      });
    } catch (error) {
      // The message is stored and the borrower notified already; a mail server being down must not undo the reply.
      this.deps.log?.error({ err: error, userId: thread.userId, threadId: thread.id }, 'message e-mail not sent');
    }
  }
}
