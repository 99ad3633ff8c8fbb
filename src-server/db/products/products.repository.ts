import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toStoredBranch, toStoredProduct, type StoredBranch, type StoredProduct } from './product-rows';

/** The loan catalogue. */
export class ProductsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Active products in the lender's order. */
  async active(): Promise<StoredProduct[]> {
    const rows = await this.db.selectFrom('loan_products').selectAll().where('active', '=', 1).orderBy('sort_order').orderBy('id').execute();
    return rows.map(toStoredProduct);
  }

  /** Every product, active or not (the operator's view). */
  async all(): Promise<StoredProduct[]> {
    const rows = await this.db.selectFrom('loan_products').selectAll().orderBy('sort_order').orderBy('id').execute();
    return rows.map(toStoredProduct);
  }

  async findByAlias(alias: string): Promise<StoredProduct | null> {
    const row = await this.db.selectFrom('loan_products').selectAll().where('alias', '=', alias).executeTakeFirst();
    return row ? toStoredProduct(row) : null;
  }

  async findById(id: number): Promise<StoredProduct | null> {
    const row = await this.db.selectFrom('loan_products').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toStoredProduct(row) : null;
  }

  /** Turns a product on or off for new applications; false when there is no such product. */
  async setActive(alias: string, active: boolean, now: Date): Promise<boolean> {
    const result = await this.db.updateTable('loan_products').set({ active: active ? 1 : 0, updated_at: now.toISOString() }).where('alias', '=', alias).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

/** The lender's branches. */
export class BranchesRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async all(): Promise<StoredBranch[]> {
    const rows = await this.db.selectFrom('branches').selectAll().orderBy('sort_order').orderBy('id').execute();
    return rows.map(toStoredBranch);
  }
}
