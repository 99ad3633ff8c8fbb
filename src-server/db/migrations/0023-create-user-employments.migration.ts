import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** user_employments: employment and income records; incomes in minor units (bigint). */
export function createUserEmployments(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('user_employments'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('employment_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('employer_name', 'varchar(120)')
        .addColumn('position', 'varchar(100)')
        .addColumn('start_date', 'varchar(10)')
        .addColumn('monthly_gross_income', 'bigint', (c) => c.notNull())
        .addColumn('monthly_net_income', 'bigint', (c) => c.notNull())
        .addColumn('income_currency', 'char(3)', (c) => c.notNull())
        .addColumn('pay_frequency', 'varchar(16)', (c) => c.notNull())
        .addColumn('next_pay_date', 'varchar(10)')
        .addColumn('employer_phone', 'varchar(32)')
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_employments_user_id_index').on('user_employments').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_employments').execute();
    },
  };
}
