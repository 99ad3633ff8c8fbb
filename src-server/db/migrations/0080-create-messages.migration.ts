import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** Secure messages (issue 14): conversations between a borrower and the lender, their messages, and the documents attached. */
export function createMessages(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('message_threads'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subject', 'varchar(120)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .addColumn('last_message_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('message_threads_user_id_last_message_at_index').on('message_threads').columns(['user_id', 'last_message_at']).execute();
      await types
        .addId(db.schema.createTable('messages'))
        .addColumn('thread_id', 'integer', (c) => c.notNull().references('message_threads.id').onDelete('cascade'))
        .addColumn('author', 'varchar(10)', (c) => c.notNull())
        .addColumn('author_name', 'varchar(80)')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('read_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('messages_thread_id_index').on('messages').column('thread_id').execute();
      await db.schema
        .createTable('message_attachments')
        .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
        .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('message_attachments_primary', ['message_id', 'document_id'])
        .execute();
      await db.schema.createIndex('message_attachments_document_id_index').on('message_attachments').column('document_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['message_attachments', 'messages', 'message_threads']) await db.schema.dropTable(table).execute();
    },
  };
}
