import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** feedback: what borrowers tell the lender (category, message, optional 1–5 rating). */
export function createFeedback(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('feedback'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('category', 'varchar(32)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer')
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('feedback_user_id_created_at_index').on('feedback').columns(['user_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('feedback').execute();
    },
  };
}
