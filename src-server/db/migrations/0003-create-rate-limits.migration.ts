import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** rate_limits: fixed-window counters shared by every API instance. */
export function createRateLimits(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('reset_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limits_reset_at_index').on('rate_limits').column('reset_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limits').execute();
    },
  };
}
