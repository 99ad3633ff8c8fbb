import type { MessageAttachment, MessageThread, SecureMessage, ThreadPage, ThreadSummary } from '../../../src-domain/messages/message.entity';
import { checkShape, int, nullableStr, oneOf, str, toPage } from '../shared/wire-checks';

const AUTHORS = ['borrower', 'lender'] as const;
const STATUSES = ['open', 'closed'] as const;

export function toAttachment(value: unknown): MessageAttachment {
  const w = checkShape(value, 'attachment', { document_id: int, file_name: str, type_name: str });
  return { documentId: w.document_id as number, fileName: w.file_name as string, typeName: w.type_name as string };
}

export function toMessage(value: unknown): SecureMessage {
  const w = checkShape(value, 'message', { id: int, author: oneOf(AUTHORS), author_name: nullableStr, body: str, created_at: str, read_at: nullableStr, attachments: Array.isArray });
  return {
    id: w.id as number,
    author: w.author as SecureMessage['author'],
    authorName: w.author_name as string | null,
    body: w.body as string,
    createdAt: w.created_at as string,
    readAt: w.read_at as string | null,
    attachments: (w.attachments as unknown[]).map(toAttachment),
  };
}

export function toThread(value: unknown): MessageThread {
  const w = checkShape(value, 'conversation', { id: int, subject: str, status: oneOf(STATUSES), created_at: str, last_message_at: str, messages: Array.isArray });
  return {
    id: w.id as number,
    subject: w.subject as string,
    status: w.status as MessageThread['status'],
    createdAt: w.created_at as string,
    lastMessageAt: w.last_message_at as string,
    messages: (w.messages as unknown[]).map(toMessage),
  };
}

export function toThreadSummary(value: unknown): ThreadSummary {
  const w = checkShape(value, 'conversation', {
    id: int, subject: str, status: oneOf(STATUSES), unread: int, last_message_at: str, last_message_author: oneOf(AUTHORS), preview: str, message_count: int,
  });
  return {
    id: w.id as number,
    subject: w.subject as string,
    status: w.status as ThreadSummary['status'],
    unread: w.unread as number,
    lastMessageAt: w.last_message_at as string,
    lastAuthor: w.last_message_author as ThreadSummary['lastAuthor'],
    preview: w.preview as string,
    messageCount: w.message_count as number,
  };
}

/** Laravel's paginator of conversations. */
export function toThreadPage(body: unknown): ThreadPage {
  return toPage(body, 'conversations', toThreadSummary);
}

/** `{data:{unread}}` */
export function toUnreadCount(value: unknown): number {
  return checkShape(value, 'unread count', { unread: int }).unread as number;
}
