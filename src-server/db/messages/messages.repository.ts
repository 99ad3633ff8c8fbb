import type { Kysely, Selectable } from 'kysely';
import type { MessageAuthor, ThreadStatus } from '../../../src-domain/messages/message.entity';
import type { DatabaseSchema } from '../database.types';
import { toIso, toIsoOrNull } from '../timestamps';
import type { MessageThreadsTable } from './messages.tables';
import { fixedLimit } from '../fixed-limit';
import { inTransaction } from '../borrower-lock';

/** A conversation as stored. */
export interface ThreadRecord {
  id: number;
  userId: number;
  subject: string;
  status: ThreadStatus;
  createdAt: string;
  updatedAt: string;
  lastMessageAt: string;
}

/** A conversation with what its list entry shows. */
export interface ThreadSummaryRecord extends ThreadRecord {
  /** The lender's messages the borrower has not read. */
  unread: number;
  messageCount: number;
  lastAuthor: MessageAuthor;
  lastBody: string;
}

export interface AttachmentRecord {
  documentId: number;
  fileName: string;
  typeName: string;
}

/** A message as stored, with its attachments. */
export interface MessageRecord {
  id: number;
  threadId: number;
  author: MessageAuthor;
  authorName: string | null;
  body: string;
  readAt: string | null;
  createdAt: string;
  attachments: AttachmentRecord[];
}

export interface NewMessage {
  threadId: number;
  author: MessageAuthor;
  authorName: string | null;
  body: string;
  /** The borrower's own documents (checked by the caller). */
  documentIds: readonly number[];
}

/** Persistence of secure messages: conversations, their messages and attached documents (issue 14). */
export class MessagesRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** A new open conversation with its first message; returns both ids. */
  async startThread(userId: number, subject: string, first: Omit<NewMessage, 'threadId'>, now: Date): Promise<{ threadId: number; messageId: number }> {
    const at = now.toISOString();
    return inTransaction(this.db, async (tx) => {
      const thread = await tx
        .insertInto('message_threads')
        .values({ user_id: userId, subject, status: 'open', created_at: at, updated_at: at, last_message_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const threadId = Number(thread.id);
      const messageId = await insertMessage(tx, { ...first, threadId }, at);
      return { threadId, messageId };
    });
  }

  /** Adds a message to a conversation and makes it the conversation's newest activity; returns its id. */
  async addMessage(message: NewMessage, now: Date): Promise<number> {
    const at = now.toISOString();
    return inTransaction(this.db, async (tx) => {
      const id = await insertMessage(tx, message, at);
      await tx.updateTable('message_threads').set({ last_message_at: at, updated_at: at }).where('id', '=', message.threadId).execute();
      return id;
    });
  }

  /** The conversation when `userId` owns it; another borrower's id reads as missing. */
  async threadOfUser(userId: number, id: number): Promise<ThreadRecord | undefined> {
    const row = await this.db.selectFrom('message_threads').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return row ? toThread(row) : undefined;
  }

  /** Any borrower's conversation (the operator's view). */
  async threadById(id: number): Promise<ThreadRecord | undefined> {
    const row = await this.db.selectFrom('message_threads').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toThread(row) : undefined;
  }

  /** One page of a borrower's conversations, newest activity first. */
  async pageOf(userId: number, page: number, perPage: number): Promise<{ items: ThreadSummaryRecord[]; total: number }> {
    const base = this.db.selectFrom('message_threads').where('user_id', '=', userId);
    const { count } = await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('last_message_at', 'desc')
      .orderBy('id', 'desc')
      .limit(fixedLimit(perPage))
      .offset((page - 1) * perPage)
      .execute();
    return { items: await this.summarise(rows), total: Number(count) };
  }

  /**
   * Every borrower's conversations, newest activity first (the operator's list; `oldestFirst` for the back office's queue), at most `limit`;
   * with `waiting`, only the open ones whose newest message is the borrower's: those owed an answer.
   */
  async allThreads(limit: number, options: { waiting?: boolean; oldestFirst?: boolean } = {}): Promise<ThreadSummaryRecord[]> {
    let query = this.db.selectFrom('message_threads').selectAll();
    if (options.waiting) {
      query = query
        .where('status', '=', 'open')
        .where((eb) => eb(eb.selectFrom('messages').select('messages.author').whereRef('messages.thread_id', '=', 'message_threads.id').orderBy('messages.id', 'desc').limit(fixedLimit(1)), '=', 'borrower'));
    }
    const order = options.oldestFirst ? 'asc' : 'desc';
    const rows = await query.orderBy('last_message_at', order).orderBy('id', order).limit(fixedLimit(limit)).execute();
    return this.summarise(rows);
  }

  /** A conversation's messages, oldest first, each with its attachments. */
  async messagesOf(threadId: number): Promise<MessageRecord[]> {
    const rows = await this.db.selectFrom('messages').selectAll().where('thread_id', '=', threadId).orderBy('created_at').orderBy('id').execute();
    if (rows.length === 0) return [];
    const attached = await this.db
      .selectFrom('message_attachments')
      .innerJoin('documents', 'documents.id', 'message_attachments.document_id')
      .innerJoin('document_types', 'document_types.id', 'documents.document_type_id')
      .select(['message_attachments.message_id', 'documents.id as document_id', 'documents.file_name', 'document_types.name as type_name'])
      .where(
        'message_attachments.message_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('message_attachments.message_id')
      .orderBy('documents.id')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      threadId: Number(row.thread_id),
      author: row.author as MessageAuthor,
      authorName: row.author_name,
      body: row.body,
      readAt: toIsoOrNull(row.read_at),
      createdAt: toIso(row.created_at),
      attachments: attached
        .filter((a) => Number(a.message_id) === Number(row.id))
        .map((a) => ({ documentId: Number(a.document_id), fileName: a.file_name, typeName: a.type_name })),
    }));
  }

  /** Marks `author`'s unread messages in the conversation read by their recipient; returns how many. */
  async markRead(threadId: number, author: MessageAuthor, now: Date): Promise<number> {
    const result = await this.db
      .updateTable('messages')
      .set({ read_at: now.toISOString() })
      .where('thread_id', '=', threadId)
      .where('author', '=', author)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The lender's messages the borrower has not read, over every conversation. */
  async unreadCount(userId: number): Promise<number> {
    const { count } = await this.db
      .selectFrom('messages')
      .innerJoin('message_threads', 'message_threads.id', 'messages.thread_id')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('message_threads.user_id', '=', userId)
      .where('messages.author', '=', 'lender')
      .where('messages.read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async setStatus(threadId: number, status: ThreadStatus, now: Date): Promise<void> {
    await this.db.updateTable('message_threads').set({ status, updated_at: now.toISOString() }).where('id', '=', threadId).execute();
  }

  /** Of `ids`, those that are `userId`'s own documents. */
  async ownedDocumentIds(userId: number, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('documents').select('id').where('user_id', '=', userId).where('id', 'in', [...ids]).execute();
    return rows.map((row) => Number(row.id));
  }

  /** Counts, unread and the newest message of each conversation, in three queries whatever the page size. */
  private async summarise(rows: Selectable<MessageThreadsTable>[]): Promise<ThreadSummaryRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => Number(row.id));
    const [counts, unread, last] = await Promise.all([
      this.db.selectFrom('messages').select(['thread_id', (eb) => eb.fn.countAll<string | number>().as('count')]).where('thread_id', 'in', ids).groupBy('thread_id').execute(),
      this.db
        .selectFrom('messages')
        .select(['thread_id', (eb) => eb.fn.countAll<string | number>().as('count')])
        .where('thread_id', 'in', ids)
        .where('author', '=', 'lender')
        .where('read_at', 'is', null)
        .groupBy('thread_id')
        .execute(),
      // Ids grow with each insert, so the largest id of a conversation is its newest message.
      this.db
        .selectFrom('messages')
        .select(['thread_id', 'author', 'body'])
        .where('id', 'in', (eb) => eb.selectFrom('messages').select((inner) => inner.fn.max('id').as('id')).where('thread_id', 'in', ids).groupBy('thread_id'))
        .execute(),
    ]);
    const countOf = (list: { thread_id: number; count: string | number }[], id: number) => Number(list.find((row) => Number(row.thread_id) === id)?.count ?? 0);
    return rows.map((row) => {
      const thread = toThread(row);
      const newest = last.find((message) => Number(message.thread_id) === thread.id);
      return {
        ...thread,
        unread: countOf(unread, thread.id),
        messageCount: countOf(counts, thread.id),
        lastAuthor: (newest?.author ?? 'borrower') as MessageAuthor,
        lastBody: newest?.body ?? '',
      };
    });
  }
}

async function insertMessage(db: Kysely<DatabaseSchema>, message: NewMessage, at: string): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({ thread_id: message.threadId, author: message.author, author_name: message.authorName, body: message.body, read_at: null, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (message.documentIds.length > 0) {
    await db
      .insertInto('message_attachments')
      .values(message.documentIds.map((documentId) => ({ message_id: id, document_id: documentId })))
      .execute();
  }
  return id;
}

function toThread(row: Selectable<MessageThreadsTable>): ThreadRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    subject: row.subject,
    status: row.status as ThreadStatus,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    lastMessageAt: toIso(row.last_message_at),
  };
}
