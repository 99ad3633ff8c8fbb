import type { Kysely, Migration } from 'kysely';

/**
 * The borrower's loans and accounts are read newest first (disbursed_at, then id) and the accounts
 * list is paged by the database (issue 28): with this index the page is read in order from the index
 * instead of every loan of the borrower being sorted, and its successor on (user_id) alone is dropped.
 */
export function indexBorrowerLists(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('loans_user_id_disbursed_at_id_index').on('loans').columns(['user_id', 'disbursed_at', 'id']).execute();
      await db.schema.dropIndex('loans_user_id_index').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.createIndex('loans_user_id_index').on('loans').column('user_id').execute();
      await db.schema.dropIndex('loans_user_id_disbursed_at_id_index').execute();
    },
  };
}
