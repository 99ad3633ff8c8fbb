import type { Page } from '../shared/page';
/** Who wrote a message: the borrower, or someone at the lender. */
export type MessageAuthor = 'borrower' | 'lender';

/** An open conversation takes replies; a closed one is kept to read (a new question starts a new thread). */
export type ThreadStatus = 'open' | 'closed';

/** A subject is at most this many characters. */
export const SUBJECT_MAX = 120;
/** A message is at most this many characters. */
export const BODY_MAX = 5000;
/** A message carries at most this many of the borrower's documents. */
export const MAX_ATTACHMENTS = 5;
/** The list shows this many characters of a conversation's last message. */
export const PREVIEW_LENGTH = 140;

/** One of the borrower's own documents, attached to a message. */
export interface MessageAttachment {
  documentId: number;
  fileName: string;
  typeName: string;
}

/** One message of a conversation. */
export interface SecureMessage {
  id: number;
  author: MessageAuthor;
  /** The lender's staff member who wrote it ("Priya, Customer care"), or null (the borrower, or the lender unsigned). */
  authorName: string | null;
  body: string;
  /** ISO-8601 instant. */
  createdAt: string;
  /** When the recipient read it (ISO-8601), or null while unread. */
  readAt: string | null;
  attachments: MessageAttachment[];
}

/** A conversation as the list shows it. */
export interface ThreadSummary {
  id: number;
  subject: string;
  status: ThreadStatus;
  /** The lender's messages the borrower has not read yet. */
  unread: number;
  /** ISO-8601 instant of the newest message. */
  lastMessageAt: string;
  /** Who wrote the newest message: `borrower` means the lender still owes an answer. */
  lastAuthor: MessageAuthor;
  /** The first characters of the newest message. */
  preview: string;
  messageCount: number;
}

/** A whole conversation, its messages oldest first. */
export interface MessageThread {
  id: number;
  subject: string;
  status: ThreadStatus;
  createdAt: string;
  lastMessageAt: string;
  messages: SecureMessage[];
}

/** One page of the borrower's conversations, newest activity first. */
export type ThreadPage = Page<ThreadSummary>;

/** The first {@link PREVIEW_LENGTH} characters of a message on one line (whole characters: an emoji is never cut in half). */
export function previewOf(body: string): string {
  return Array.from(body.replace(/\s+/g, ' ').trim()).slice(0, PREVIEW_LENGTH).join('');
}
