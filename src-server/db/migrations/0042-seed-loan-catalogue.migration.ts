import type { Kysely, Migration } from 'kysely';
import { BRANCHES, LOAN_CATALOGUE } from '../../seed/loan-catalogue.seed';
import { toBranchRow, toProductRow } from '../products/product-rows';
import type { ColumnTypes } from './column-types';
import type { ProductsTables } from '../products/products.tables';

/**
 * The starting catalogue and branches, so a fresh install can quote from its first minute. Only
 * into empty tables: a lender's own catalogue is never overwritten.
 */
export function seedLoanCatalogue(_types: ColumnTypes): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<ProductsTables>;
      const now = new Date().toISOString();
      if (!(await db.selectFrom('loan_products').select('id').limit(1).executeTakeFirst())) {
        await db.insertInto('loan_products').values(LOAN_CATALOGUE.map((product, index) => toProductRow(product, index, now))).execute();
      }
      if (!(await db.selectFrom('branches').select('id').limit(1).executeTakeFirst())) {
        await db.insertInto('branches').values(BRANCHES.map(toBranchRow)).execute();
      }
    },
    async down(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<ProductsTables>;
      await db.deleteFrom('loan_products').execute();
      await db.deleteFrom('branches').execute();
    },
  };
}
