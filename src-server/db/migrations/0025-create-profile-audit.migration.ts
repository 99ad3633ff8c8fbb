import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * profile_audit: one row per change of a profile record (who, when, which record, field → before/after).
 * Rows outlive nothing they describe on purpose: no foreign key to the record, so history stays readable.
 */
export function createProfileAudit(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('profile_audit'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('actor_id', 'integer', (c) => c.notNull())
        .addColumn('entity', 'varchar(32)', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'varchar(16)', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('profile_audit_user_id_created_at_index').on('profile_audit').columns(['user_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('profile_audit').execute();
    },
  };
}
