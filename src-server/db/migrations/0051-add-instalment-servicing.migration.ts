import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** When an instalment's reminder went out and when it was recorded as missed (the servicing job's marks). */
export function addInstalmentServicing(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('amortizations').addColumn('reminded_at', types.timestamp).execute();
      await db.schema.alterTable('amortizations').addColumn('missed_at', types.timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('amortizations').dropColumn('missed_at').execute();
      await db.schema.alterTable('amortizations').dropColumn('reminded_at').execute();
    },
  };
}
