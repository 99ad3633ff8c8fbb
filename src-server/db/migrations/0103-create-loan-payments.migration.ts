import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * Payments on the ledger (issue 26, ADR 0044): every payment a loan received, on the day the money
 * arrived, with the interest ledger's allocation; part payments the borrower confirmed and that wait
 * for their money; the schedule rows a part payment or a date move replaced; and the day the
 * payment date was last moved. Instalments already paid are written into `loan_payments`, one row
 * per paid amount on its `paid_at` day (a part-paid instalment on its due date), so every loan's
 * history starts on the ledger.
 */
export function createLoanPayments(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('part_payments'))
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('choice', 'varchar(32)', (c) => c.notNull())
        .addColumn('preview_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('received_at', types.timestamp)
        .execute();
      // A loan waits for one part payment at a time: a new confirmation cancels the earlier one under the lock; this is the backstop.
      await db.schema.createIndex('part_payments_one_pending_per_loan').on('part_payments').column('loan_id').unique().where(sql.ref('status'), '=', 'pending').execute();

      await types
        .addId(db.schema.createTable('loan_payments'))
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id').onDelete('cascade'))
        .addColumn('received_on', 'varchar(10)', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('part_payment_choice', 'varchar(32)')
        .addColumn('fees_part', 'integer', (c) => c.notNull())
        .addColumn('interest_part', 'integer', (c) => c.notNull())
        .addColumn('principal_part', 'integer', (c) => c.notNull())
        .addColumn('refund_part', 'integer', (c) => c.notNull())
        .addColumn('recorded_by', 'integer', (c) => c.references('users.id'))
        .addColumn('collection_id', 'integer')
        .addColumn('part_payment_id', 'integer', (c) => c.references('part_payments.id'))
        .addColumn('reversed_on', 'varchar(10)')
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('loan_payments_loan_id').on('loan_payments').column('loan_id').execute();
      // A collection is recorded once, whatever runs twice.
      await db.schema.createIndex('loan_payments_collection_id_unique').on('loan_payments').column('collection_id').unique().execute();

      await types
        .addId(db.schema.createTable('schedule_changes'))
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id').onDelete('cascade'))
        .addColumn('changed_on', 'varchar(10)', (c) => c.notNull())
        .addColumn('reason', 'varchar(32)', (c) => c.notNull())
        .addColumn('before', 'text', (c) => c.notNull())
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('schedule_changes_loan_id').on('schedule_changes').column('loan_id').execute();

      await db.schema.alterTable('loans').addColumn('payment_day_moved_on', 'varchar(10)').execute();
      await backfillPaidInstalments(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('loans').dropColumn('payment_day_moved_on').execute();
      await db.schema.dropTable('schedule_changes').execute();
      await db.schema.dropTable('loan_payments').execute();
      await db.schema.dropTable('part_payments').execute();
    },
  };
}

interface PaidRow {
  loan_id: number;
  due_date: string;
  payment: number;
  interest: number;
  fee: number;
  paid_amount: number;
  paid_at: string | Date | null;
}

/**
 * One payment per paid amount, split as the old rule split it (the instalment's fee, then its
 * interest, then principal); the repayment service re-allocates a loan's history on the ledger the
 * first time it records anything on it.
 */
async function backfillPaidInstalments(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<PaidRow>`select loan_id, due_date, payment, interest, fee, paid_amount, paid_at from amortizations where paid_amount > 0 order by loan_id, number`.execute(db);
  const now = new Date().toISOString();
  for (const row of rows) {
    const paidAt = row.paid_at === null ? null : row.paid_at instanceof Date ? row.paid_at.toISOString() : String(row.paid_at);
    const receivedOn = paidAt ? paidAt.slice(0, 10) : row.due_date;
    const amount = Number(row.paid_amount);
    const fees = Math.min(amount, Number(row.fee));
    const interest = Math.min(amount - fees, Number(row.interest));
    await sql`insert into loan_payments (loan_id, received_on, amount, kind, fees_part, interest_part, principal_part, refund_part, created_at) values (${row.loan_id}, ${receivedOn}, ${amount}, 'instalment', ${fees}, ${interest}, ${amount - fees - interest}, 0, ${now})`.execute(db);
  }
}
