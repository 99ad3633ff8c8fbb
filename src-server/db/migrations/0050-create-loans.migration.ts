import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** Loan requests with their history, loans and their instalments (issue 10; see loans.tables.ts). */
export function createLoans(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('loan_requests'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('loan_products.id'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('term', 'integer', (c) => c.notNull())
        .addColumn('purpose', 'varchar(40)', (c) => c.notNull())
        .addColumn('bank_id', 'integer', (c) => c.notNull())
        .addColumn('branch_id', 'integer')
        .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('decision_reason', 'text')
        .addColumn('quote_regular_payment', 'integer', (c) => c.notNull())
        .addColumn('quote_total_repayable', 'integer', (c) => c.notNull())
        .addColumn('quote_apr', 'varchar(12)', (c) => c.notNull())
        .addColumn('loan_id', 'integer')
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loan_requests_user_id_created_at_index').on('loan_requests').columns(['user_id', 'created_at']).execute();
      await types
        .addId(db.schema.createTable('loan_request_history'))
        .addColumn('request_id', 'integer', (c) => c.notNull().references('loan_requests.id').onDelete('cascade'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loan_request_history_request_id_index').on('loan_request_history').column('request_id').execute();
      await types
        .addId(db.schema.createTable('loans'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('request_id', 'integer', (c) => c.notNull().references('loan_requests.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('loan_products.id'))
        .addColumn('account_number', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('principal', 'integer', (c) => c.notNull())
        .addColumn('financed_principal', 'integer', (c) => c.notNull())
        .addColumn('term', 'integer', (c) => c.notNull())
        .addColumn('annual_rate', 'varchar(20)', (c) => c.notNull())
        .addColumn('apr', 'varchar(12)', (c) => c.notNull())
        .addColumn('total_repayable', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('disbursed_at', types.timestamp, (c) => c.notNull())
        .addColumn('closed_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loans_user_id_index').on('loans').column('user_id').execute();
      await types
        .addId(db.schema.createTable('amortizations'))
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id').onDelete('cascade'))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('payment', 'integer', (c) => c.notNull())
        .addColumn('interest', 'integer', (c) => c.notNull())
        .addColumn('principal', 'integer', (c) => c.notNull())
        .addColumn('fee', 'integer', (c) => c.notNull())
        .addColumn('balance_after', 'integer', (c) => c.notNull())
        .addColumn('paid_amount', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('paid_at', types.timestamp)
        .execute();
      await db.schema.createIndex('amortizations_loan_id_number_index').on('amortizations').columns(['loan_id', 'number']).unique().execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['amortizations', 'loans', 'loan_request_history', 'loan_requests']) await db.schema.dropTable(table).execute();
    },
  };
}
