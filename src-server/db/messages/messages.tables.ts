import type { ColumnType, Generated } from 'kysely';

// The column types of database.types.ts, restated so the schema and these tables import in one direction only.
type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;

/** message_threads: a conversation between a borrower and the lender (issue 14). */
export interface MessageThreadsTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  /** `open` (replies welcome) or `closed` (kept to read). */
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The newest message's time: the list's order. */
  last_message_at: Timestamp;
}

/** messages: one message of a conversation. */
export interface MessagesTable {
  id: Generated<number>;
  thread_id: number;
  /** `borrower` or `lender`. */
  author: string;
  /** The lender's staff display name ("Priya, Customer care"), or null. */
  author_name: string | null;
  body: string;
  /** When the recipient (the borrower for the lender's messages, the lender for the borrower's) read it. */
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

/** message_attachments: a borrower's own document attached to a message. */
export interface MessageAttachmentsTable {
  message_id: number;
  document_id: number;
}

export interface MessagesTables {
  message_threads: MessageThreadsTable;
  messages: MessagesTable;
  message_attachments: MessageAttachmentsTable;
}
