import type { Kysely, Migration } from 'kysely';

/**
 * loans.arrears_series_since: the date the arrears a series of notices is about began (s.86B), kept
 * while they last and cleared when they end. Worked out afresh from the payments, that date would move
 * whenever the oldest missed instalment is paid, and start a new series too soon.
 */
export function addLoansArrearsSeries(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('loans').addColumn('arrears_series_since', 'varchar(10)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('loans').dropColumn('arrears_series_since').execute();
    },
  };
}
