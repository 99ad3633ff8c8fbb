import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** Complaints (issue 27.6, DISP 1.5–1.6): what was received, from whom, the dates the rules set, and how it ended. */
export function createComplaints(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('complaints'))
        // Null for a visitor who was not signed in: then `email` is how we answer.
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('email', 'varchar(255)', (c) => c.notNull())
        .addColumn('source', 'varchar(20)', (c) => c.notNull())
        // One complaint per feedback message, however often the request is replayed.
        .addColumn('feedback_id', 'integer', (c) => c.unique().references('feedback.id').onDelete('set null'))
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('state', 'varchar(20)', (c) => c.notNull())
        .addColumn('received_at', types.timestamp, (c) => c.notNull())
        .addColumn('acknowledge_by', 'varchar(10)', (c) => c.notNull())
        .addColumn('summary_resolution_by', 'varchar(10)', (c) => c.notNull())
        .addColumn('final_response_by', 'varchar(10)', (c) => c.notNull())
        .addColumn('acknowledged_at', types.timestamp)
        .addColumn('thread_id', 'integer', (c) => c.references('message_threads.id').onDelete('set null'))
        .addColumn('resolved_at', types.timestamp)
        .addColumn('resolution', 'varchar(20)')
        .addColumn('outcome', 'varchar(10)')
        .addColumn('response', 'text')
        .addColumn('wording_version', 'varchar(40)')
        .execute();
      await db.schema.createIndex('complaints_user_id_index').on('complaints').column('user_id').execute();
      await db.schema.createIndex('complaints_state_received_at_index').on('complaints').columns(['state', 'received_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('complaints').execute();
    },
  };
}
