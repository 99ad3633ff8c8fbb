import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * Direct Debit (issue 26, ADR 0046): the borrower's mandates and the collections taken on them.
 * A mandate is set up before signing (its loan is filled in at pay-out); a cancelled one is kept,
 * as is a returned collection, so the history of what was asked of the bank stays readable.
 */
export function createDirectDebit(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('direct_debit_mandates'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('loan_id', 'integer', (c) => c.references('loans.id'))
        .addColumn('reference', 'varchar(18)', (c) => c.notNull().unique())
        .addColumn('account_holder', 'varchar(100)', (c) => c.notNull())
        .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('sort_code', 'varchar(6)', (c) => c.notNull())
        // The full number, as the profile's bank accounts keep it (the bureau file needs it); answered as the last four only.
        .addColumn('account_number', 'varchar(42)', (c) => c.notNull())
        .addColumn('account_number_last4', 'varchar(4)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('lodged_at', types.timestamp, (c) => c.notNull())
        .addColumn('cancelled_at', types.timestamp)
        .execute();
      await db.schema.createIndex('direct_debit_mandates_user_id_index').on('direct_debit_mandates').column('user_id').execute();
      await db.schema.createIndex('direct_debit_mandates_loan_id_index').on('direct_debit_mandates').column('loan_id').execute();

      await types
        .addId(db.schema.createTable('collections'))
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id'))
        .addColumn('mandate_id', 'integer', (c) => c.notNull().references('direct_debit_mandates.id'))
        .addColumn('instalment_number', 'integer', (c) => c.notNull())
        .addColumn('due_on', 'varchar(10)', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('advance_notice_sent_at', types.timestamp)
        .addColumn('submitted_at', types.timestamp)
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('return_reason_code', 'varchar(8)')
        .addColumn('returned_on', 'varchar(10)')
        .addColumn('return_report_id', 'varchar(64)')
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      // One collection per instalment and due date: the servicing run may ask again and finds it made.
      await db.schema.createIndex('collections_loan_instalment_due_unique').on('collections').columns(['loan_id', 'instalment_number', 'due_on']).unique().execute();
      await db.schema.createIndex('collections_status_due_on_index').on('collections').columns(['status', 'due_on']).execute();
      // A report line is one return, however often the report is read.
      await db.schema.createIndex('collections_return_report_id_unique').on('collections').column('return_report_id').unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('collections').execute();
      await db.schema.dropTable('direct_debit_mandates').execute();
    },
  };
}
