import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** addresses: home, mailing and work addresses; at most one primary per user (partial unique index). */
export function createAddresses(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('addresses'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('line1', 'varchar(100)', (c) => c.notNull())
        .addColumn('line2', 'varchar(100)')
        .addColumn('city', 'varchar(60)', (c) => c.notNull())
        .addColumn('region', 'varchar(60)')
        .addColumn('postal_code', 'varchar(16)', (c) => c.notNull())
        .addColumn('country', 'char(2)', (c) => c.notNull())
        .addColumn('years_at_address', 'integer', (c) => c.notNull())
        .addColumn('residential_status', 'varchar(32)', (c) => c.notNull())
        .addColumn('is_primary', types.flag, (c) => c.notNull().defaultTo(sql.lit(types.flag === 'boolean' ? false : 0)))
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('addresses_user_id_index').on('addresses').column('user_id').execute();
      await db.schema
        .createIndex('addresses_one_primary_per_user')
        .on('addresses')
        .column('user_id')
        .unique()
        .where(sql.ref('is_primary'), '=', sql.lit(types.flag === 'boolean' ? true : 1))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('addresses').execute();
    },
  };
}
