import { sql, type Kysely, type Migration } from 'kysely';

/**
 * "At most one" rules the database itself holds, whatever the code above it does (ADR 0026): one
 * request waiting for a decision per borrower and product, and one loan per request (so a request is
 * never paid out twice). Both engines take partial unique indexes with the same words.
 */
export function atMostOneOpenRequestAndLoan(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create unique index loan_requests_one_open_per_product on loan_requests (user_id, product_id) where status in ('submitted', 'in_review')`.execute(db);
      await db.schema.createIndex('loans_one_per_request').on('loans').column('request_id').unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('loans_one_per_request').execute();
      await db.schema.dropIndex('loan_requests_one_open_per_product').execute();
    },
  };
}
