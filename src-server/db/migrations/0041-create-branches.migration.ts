import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** branches: the lender's offices (GET /api/branches). */
export function createBranches(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('branches'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('address_line1', 'varchar(100)', (c) => c.notNull())
        .addColumn('address_line2', 'varchar(100)')
        .addColumn('city', 'varchar(60)', (c) => c.notNull())
        .addColumn('postal_code', 'varchar(12)', (c) => c.notNull())
        .addColumn('phone', 'varchar(20)', (c) => c.notNull())
        .addColumn('email', 'varchar(120)', (c) => c.notNull())
        .addColumn('opening_hours', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('branches').execute();
    },
  };
}
