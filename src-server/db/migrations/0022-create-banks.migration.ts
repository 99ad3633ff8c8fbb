import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** banks: the borrower's bank accounts (full number stored, answered masked); at most one primary per user. */
export function createBanks(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('banks'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('account_holder', 'varchar(100)', (c) => c.notNull())
        .addColumn('account_kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('account_number', 'varchar(42)', (c) => c.notNull())
        .addColumn('routing_code', 'varchar(16)')
        .addColumn('currency', 'char(3)', (c) => c.notNull())
        .addColumn('is_primary', types.flag, (c) => c.notNull().defaultTo(sql.lit(types.flag === 'boolean' ? false : 0)))
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('banks_user_id_index').on('banks').column('user_id').execute();
      await db.schema
        .createIndex('banks_one_primary_per_user')
        .on('banks')
        .column('user_id')
        .unique()
        .where(sql.ref('is_primary'), '=', sql.lit(types.flag === 'boolean' ? true : 1))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('banks').execute();
    },
  };
}
