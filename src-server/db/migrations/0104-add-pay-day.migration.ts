import type { Kysely, Migration } from 'kysely';

/**
 * The borrower's pay day (issue 26, ADR 0045): '1' … '31' or 'last_working_day', the day their due
 * dates fall on. Kept on the request (as applied for), on the offer (the terms it is signed on, as
 * the offer keeps its product) and on the loan (the schedule's basis, read by a date move). Null
 * for what was made before, and for API clients that never send it: monthly from the start date.
 */
export function addPayDay(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['loan_requests', 'loan_offers', 'loans']) {
        await db.schema.alterTable(table).addColumn('pay_day', 'varchar(20)').execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['loan_requests', 'loan_offers', 'loans']) {
        await db.schema.alterTable(table).dropColumn('pay_day').execute();
      }
    },
  };
}
