import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** personal_access_tokens: bearer tokens `id|secret`, Sanctum's table, only the sha256 of the secret stored. */
export function createPersonalAccessTokens(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('personal_access_tokens'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('abilities', 'text', (c) => c.notNull())
        .addColumn('last_used_at', types.timestamp)
        .addColumn('expires_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('personal_access_tokens_user_id_index').on('personal_access_tokens').column('user_id').execute();
      await db.schema.createIndex('personal_access_tokens_expires_at_index').on('personal_access_tokens').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('personal_access_tokens').execute();
    },
  };
}
