import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * two_factor_recovery_codes: the single-use codes shown once at enrolment (HMAC only), and on users
 * the last accepted TOTP time step, so a code cannot be replayed within its window.
 */
export function createTwoFactorRecoveryCodes(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('two_factor_recovery_codes'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'char(64)', (c) => c.notNull())
        .addColumn('used_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('two_factor_recovery_codes_user_id_index').on('two_factor_recovery_codes').column('user_id').execute();
      await db.schema.alterTable('users').addColumn('two_factor_last_step', 'bigint').execute();
      await db.schema.alterTable('users').addColumn('two_factor_confirmed_at', types.timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('two_factor_confirmed_at').execute();
      await db.schema.alterTable('users').dropColumn('two_factor_last_step').execute();
      await db.schema.dropTable('two_factor_recovery_codes').execute();
    },
  };
}
