import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialectName } from '../database.factory';
import type { ColumnTypes } from './column-types';

/** The append-only tables: a row, once written, is never changed or removed. */
const APPEND_ONLY_TABLES = ['issued_documents', 'issued_files'] as const;

const refusal = (table: string) => `${table} is append-only: an issued document is never changed or removed`;

/**
 * The issued-documents log (issue 24, ADR 0037): every document the lender issues, in one hash chain
 * (each entry carries its file's SHA-256 and the previous entry's hash), and `issued_files` for the
 * bytes of issued documents kept nowhere else (the pre-contract information as the borrower opened it).
 * Triggers on each engine refuse any update or delete, so no code path or hand-typed statement can
 * quietly rewrite history; what someone who drops a trigger can still do is what the chain detects.
 */
export function createIssuedDocuments(types: ColumnTypes, dialect: SqlDialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('issued_files'))
        .addColumn('pdf', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .execute();
      await types
        .addId(db.schema.createTable('issued_documents'))
        .addColumn('sequence', 'integer', (c) => c.notNull().unique())
        .addColumn('kind', 'varchar(60)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('loan_id', 'integer', (c) => c.references('loans.id'))
        .addColumn('offer_id', 'integer', (c) => c.references('loan_offers.id'))
        .addColumn('template_version', 'varchar(40)', (c) => c.notNull())
        .addColumn('issued_at', types.timestamp, (c) => c.notNull())
        .addColumn('file_sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('previous_entry_sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('entry_sha256', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('storage', 'varchar(80)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('issued_documents_user_id_index').on('issued_documents').column('user_id').execute();
      await db.schema.createIndex('issued_documents_loan_id_index').on('issued_documents').column('loan_id').execute();

      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function issued_documents_append_only() returns trigger language plpgsql as $$
             begin
               raise exception '% is append-only: an issued document is never changed or removed', tg_table_name;
             end $$`,
          )
          .execute(db);
        for (const table of APPEND_ONLY_TABLES) {
          await sql.raw(`create trigger ${table}_append_only before update or delete on ${table} for each row execute function issued_documents_append_only()`).execute(db);
          await sql.raw(`create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function issued_documents_append_only()`).execute(db);
        }
      } else {
        for (const table of APPEND_ONLY_TABLES) {
          for (const event of ['update', 'delete']) {
            await sql.raw(`create trigger ${table}_append_only_${event} before ${event} on ${table} begin select raise(abort, '${refusal(table)}'); end`).execute(db);
          }
        }
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('issued_documents').execute();
      await db.schema.dropTable('issued_files').execute();
      if (dialect === 'postgres') await sql`drop function if exists issued_documents_append_only()`.execute(db);
    },
  };
}
