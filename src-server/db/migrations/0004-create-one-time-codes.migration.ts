import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * one_time_codes: short-lived secrets bound to a purpose and a subject — SMS/e-mail codes, password
 * reset tokens, two-factor sign-in challenges. Only an HMAC of each is stored; one live code per
 * purpose + subject (a new one replaces the old).
 */
export function createOneTimeCodes(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('one_time_codes'))
        .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
        .addColumn('subject', 'varchar(128)', (c) => c.notNull())
        .addColumn('code_hash', 'char(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('payload', 'text')
        .addColumn('expires_at', types.timestamp, (c) => c.notNull())
        .addColumn('consumed_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('one_time_codes_purpose_subject_unique').on('one_time_codes').columns(['purpose', 'subject']).unique().execute();
      await db.schema.createIndex('one_time_codes_code_hash_index').on('one_time_codes').column('code_hash').execute();
      await db.schema.createIndex('one_time_codes_expires_at_index').on('one_time_codes').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('one_time_codes').execute();
    },
  };
}
