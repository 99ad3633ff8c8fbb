import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** loan_products: the catalogue (issue 9); see products.tables.ts for the columns' meaning. */
export function createLoanProducts(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('loan_products'))
        .addColumn('alias', 'varchar(60)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('min_amount', 'integer', (c) => c.notNull())
        .addColumn('max_amount', 'integer', (c) => c.notNull())
        .addColumn('amount_step', 'integer', (c) => c.notNull())
        .addColumn('term_unit', 'varchar(10)', (c) => c.notNull())
        .addColumn('min_term', 'integer', (c) => c.notNull())
        .addColumn('max_term', 'integer', (c) => c.notNull())
        .addColumn('term_step', 'integer', (c) => c.notNull())
        .addColumn('repayment_frequency', 'varchar(10)', (c) => c.notNull())
        .addColumn('interest_method', 'varchar(20)', (c) => c.notNull())
        .addColumn('day_count', 'varchar(20)', (c) => c.notNull())
        .addColumn('annual_rate', 'varchar(20)', (c) => c.notNull())
        .addColumn('price_bands', 'text', (c) => c.notNull())
        .addColumn('arrangement_fee', 'text', (c) => c.notNull())
        .addColumn('late_fee', 'integer', (c) => c.notNull())
        .addColumn('required_document_types', 'text', (c) => c.notNull())
        .addColumn('eligibility', 'text', (c) => c.notNull())
        .addColumn('representative_amount', 'integer', (c) => c.notNull())
        .addColumn('representative_term', 'integer', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('active', types.flag, (c) => c.notNull())
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('loan_products').execute();
    },
  };
}
