import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * letters (issue 24, docs/design/letters.md §2): every statement and notice the lender sends about a
 * loan. The unique (loan, kind, trigger) is what makes issuing idempotent: a second servicing run, a
 * second instance or a retry after a crash finds the letter already there and sends nothing twice.
 * The PDF lives in `issued_files`, appended to the issued-documents log (ADR 0037).
 */
export function createLetters(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('letters'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('loan_id', 'integer', (c) => c.notNull().references('loans.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('trigger_key', 'varchar(120)', (c) => c.notNull())
        .addColumn('period_start', 'varchar(10)')
        .addColumn('period_end', 'varchar(10)')
        .addColumn('due_by', 'varchar(10)', (c) => c.notNull())
        .addColumn('issued_at', types.timestamp, (c) => c.notNull())
        .addColumn('template_version', 'varchar(40)', (c) => c.notNull())
        // What the page shows (minor units), as JSON text on both engines.
        .addColumn('figures', 'text', (c) => c.notNull())
        .addColumn('issued_file_id', 'integer', (c) => c.references('issued_files.id'))
        .addColumn('mailed_at', types.timestamp)
        .addColumn('read_at', types.timestamp)
        .addUniqueConstraint('letters_loan_kind_trigger_unique', ['loan_id', 'kind', 'trigger_key'])
        .execute();
      await db.schema.createIndex('letters_user_id_issued_at_index').on('letters').columns(['user_id', 'issued_at']).execute();
      // The servicing run's question: letters still without their PDF.
      await db.schema.createIndex('letters_issued_file_id_index').on('letters').column('issued_file_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('letters').execute();
    },
  };
}
