import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * idempotency_keys: one row per (scope, Idempotency-Key) so a retried write is answered with the
 * first result on every API instance. `scope` is `user:<id>` or `anon:<sha256>` of the caller's
 * XSRF cookie; the response body is sealed (it may hold a fresh bearer token).
 */
export function createIdempotencyKeys(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('idempotency_keys'))
        .addColumn('scope', 'varchar(80)', (c) => c.notNull())
        .addColumn('key', 'varchar(255)', (c) => c.notNull())
        .addColumn('method', 'varchar(10)', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('state', 'varchar(16)', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_headers', 'text')
        .addColumn('response_body', 'text')
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('expires_at', types.timestamp, (c) => c.notNull())
        .addUniqueConstraint('idempotency_keys_scope_key_unique', ['scope', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_expires_at_index').on('idempotency_keys').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
