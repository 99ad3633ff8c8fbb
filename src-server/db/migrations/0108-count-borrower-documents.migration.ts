import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialectName } from '../database.factory';

/**
 * How many documents each borrower holds, kept by the database itself (issue 28): the documents list
 * answers its paginator's total from this one row instead of counting every document of the borrower
 * on every page, which grew with her documents (10,000 of them: 2.5× the page's cost on SQLite).
 * Triggers on each engine add one for every document written and take one away for every document
 * removed, inside the writing transaction, so the count is exact whatever writes (a route, the seed, a
 * bulk import) and however many write at once. A document never changes owner.
 */
export function countBorrowerDocuments(dialect: SqlDialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('borrower_document_counts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('documents', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into borrower_document_counts (user_id, documents) select user_id, count(*) from documents group by user_id`.execute(db);
      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function borrower_document_counts_keep() returns trigger language plpgsql as $$
             begin
               if tg_op = 'INSERT' then
                 insert into borrower_document_counts (user_id, documents) values (new.user_id, 1)
                   on conflict (user_id) do update set documents = borrower_document_counts.documents + 1;
               else
                 update borrower_document_counts set documents = documents - 1 where user_id = old.user_id;
               end if;
               return null;
             end $$`,
          )
          .execute(db);
        await sql.raw('create trigger borrower_document_counts_keep after insert or delete on documents for each row execute function borrower_document_counts_keep()').execute(db);
      } else {
        await sql
          .raw(
            `create trigger borrower_document_counts_add after insert on documents begin
               insert or ignore into borrower_document_counts (user_id, documents) values (new.user_id, 0);
               update borrower_document_counts set documents = documents + 1 where user_id = new.user_id;
             end`,
          )
          .execute(db);
        await sql.raw('create trigger borrower_document_counts_remove after delete on documents begin update borrower_document_counts set documents = documents - 1 where user_id = old.user_id; end').execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger if exists borrower_document_counts_keep on documents`.execute(db);
        await sql`drop function if exists borrower_document_counts_keep()`.execute(db);
      } else {
        await sql`drop trigger if exists borrower_document_counts_add`.execute(db);
        await sql`drop trigger if exists borrower_document_counts_remove`.execute(db);
      }
      await db.schema.dropTable('borrower_document_counts').execute();
    },
  };
}
