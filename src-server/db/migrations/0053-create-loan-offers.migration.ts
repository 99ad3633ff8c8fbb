import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * loan_offers (issue 23, docs/design/agreements.md §3): a decision to lend makes an offer the borrower
 * signs before any money moves. The "one open request per product" rule now also covers `approved`,
 * a request whose offer waits for a signature, so a second application cannot slip in beside it.
 */
export function createLoanOffers(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('loan_offers'))
        .addColumn('request_id', 'integer', (c) => c.notNull().unique().references('loan_requests.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('loan_products.id'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('term', 'integer', (c) => c.notNull())
        // The product as priced when the offer was made: a later product change never alters an offer.
        .addColumn('product_snapshot', 'text', (c) => c.notNull())
        .addColumn('template_version', 'varchar(40)', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull())
        .addColumn('made_at', types.timestamp, (c) => c.notNull())
        .addColumn('expires_at', types.timestamp, (c) => c.notNull())
        .addColumn('precontract_opened_at', types.timestamp)
        .addColumn('precontract_sha256', 'varchar(64)')
        .addColumn('decided_at', types.timestamp)
        .addColumn('loan_id', 'integer', (c) => c.references('loans.id'))
        .execute();
      // The servicing job's question: open offers past their date.
      await db.schema.createIndex('loan_offers_status_expires_at_index').on('loan_offers').columns(['status', 'expires_at']).execute();
      await db.schema.createIndex('loan_offers_user_id_index').on('loan_offers').column('user_id').execute();
      await sql`drop index loan_requests_one_open_per_product`.execute(db);
      await sql`create unique index loan_requests_one_open_per_product on loan_requests (user_id, product_id) where status in ('submitted', 'in_review', 'approved')`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index loan_requests_one_open_per_product`.execute(db);
      await sql`create unique index loan_requests_one_open_per_product on loan_requests (user_id, product_id) where status in ('submitted', 'in_review')`.execute(db);
      await db.schema.dropTable('loan_offers').execute();
    },
  };
}
