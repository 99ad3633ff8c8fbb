import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** The monthly outgoings a borrower declares with their income (minor units of income_currency; null when not declared). */
export function addEmploymentOutgoings(_types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('user_employments').addColumn('monthly_outgoings', 'bigint').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('user_employments').dropColumn('monthly_outgoings').execute();
    },
  };
}
