import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * pending_registrations: the three-step (v2) registration until its account exists. The bearer
 * `registration_token` is stored as a sha256 only; the password, once chosen, as a scrypt hash.
 */
export function createPendingRegistrations(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('pending_registrations'))
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('terms_accepted_at', types.timestamp, (c) => c.notNull())
        .addColumn('phone_verified_at', types.timestamp)
        .addColumn('password_hash', 'varchar(255)')
        .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('token_expires_at', types.timestamp, (c) => c.notNull())
        .addColumn('expires_at', types.timestamp, (c) => c.notNull())
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('pending_registrations_expires_at_index').on('pending_registrations').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('pending_registrations').execute();
    },
  };
}
