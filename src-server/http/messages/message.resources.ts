import { previewOf } from '../../../src-domain/messages/message.entity';
import type { MessageRecord, ThreadRecord, ThreadSummaryRecord } from '../../db/messages/messages.repository';

/** A conversation in the list. */
export function toThreadSummaryResource(thread: ThreadSummaryRecord) {
  return {
    id: thread.id,
    subject: thread.subject,
    status: thread.status,
    unread: thread.unread,
    last_message_at: thread.lastMessageAt,
    last_message_author: thread.lastAuthor,
    preview: previewOf(thread.lastBody),
    message_count: thread.messageCount,
    created_at: thread.createdAt,
  };
}

export function toMessageResource(message: MessageRecord) {
  return {
    id: message.id,
    author: message.author,
    author_name: message.authorName,
    body: message.body,
    created_at: message.createdAt,
    read_at: message.readAt,
    attachments: message.attachments.map((a) => ({ document_id: a.documentId, file_name: a.fileName, type_name: a.typeName })),
  };
}

/** A whole conversation, messages oldest first. */
export function toThreadResource(thread: ThreadRecord, messages: MessageRecord[]) {
  return {
    id: thread.id,
    subject: thread.subject,
    status: thread.status,
    created_at: thread.createdAt,
    last_message_at: thread.lastMessageAt,
    messages: messages.map(toMessageResource),
  };
}
