import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * Staff accounts (issue 25, ADR 0040): users.staff_role (null for borrowers), users.disabled_at, and
 * the invitations with which a new staff member chooses a password (token stored hashed, single use).
 */
export function createStaffAccounts(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('staff_role', 'varchar(32)').execute();
      await db.schema.alterTable('users').addColumn('disabled_at', types.timestamp).execute();
      await types
        .addId(db.schema.createTable('staff_invitations'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', types.timestamp, (c) => c.notNull())
        .addColumn('accepted_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_invitations_user_id_index').on('staff_invitations').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('staff_invitations').execute();
      await db.schema.alterTable('users').dropColumn('disabled_at').execute();
      await db.schema.alterTable('users').dropColumn('staff_role').execute();
    },
  };
}
