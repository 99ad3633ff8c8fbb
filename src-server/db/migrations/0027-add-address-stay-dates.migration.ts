import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/**
 * The dates of a stay at an address (`YYYY-MM-DD`), for the three years of address history
 * (ADR 0032). Nullable: addresses saved before keep their whole years and stay valid.
 */
export function addAddressStayDates(_types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('addresses').addColumn('lived_from', 'varchar(10)').execute();
      await db.schema.alterTable('addresses').addColumn('lived_until', 'varchar(10)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('addresses').dropColumn('lived_until').execute();
      await db.schema.alterTable('addresses').dropColumn('lived_from').execute();
    },
  };
}
