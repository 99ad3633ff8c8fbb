import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * Refunds sent (issue 26, ADR 0048): a payment's `refund_part` (money beyond what the loan owed) is
 * due back to the borrower until a row here says it was sent. One row per payment, so a refund is
 * marked sent once, whatever races; the account it went to is kept as it was then.
 */
export function createPaymentRefunds(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('payment_refunds'))
        .addColumn('loan_payment_id', 'integer', (c) => c.notNull().references('loan_payments.id'))
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('sent_on', 'varchar(10)', (c) => c.notNull())
        .addColumn('bank_reference', 'varchar(64)', (c) => c.notNull())
        .addColumn('account_holder', 'varchar(255)', (c) => c.notNull())
        .addColumn('bank_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('account_last4', 'varchar(4)', (c) => c.notNull())
        .addColumn('recorded_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_refunds_loan_payment_id_unique').on('payment_refunds').column('loan_payment_id').unique().execute();
      await db.schema.createIndex('payment_refunds_loan_id').on('payment_refunds').column('loan_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('payment_refunds').execute();
    },
  };
}
