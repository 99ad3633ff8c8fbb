import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** documents: borrowers' uploaded proofs and their review. */
export function createDocuments(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('documents'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('document_type_id', 'integer', (c) => c.notNull().references('document_types.id'))
        .addColumn('side', 'varchar(8)')
        .addColumn('file_name', 'varchar(160)', (c) => c.notNull())
        .addColumn('storage_key', 'varchar(80)', (c) => c.notNull().unique())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('mime', 'varchar(40)', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('review_reason', 'varchar(255)')
        .addColumn('expires_on', 'varchar(10)')
        .addColumn('reviewed_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('documents_user_id_created_at_index').on('documents').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('documents_status_index').on('documents').column('status').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('documents').execute();
    },
  };
}
