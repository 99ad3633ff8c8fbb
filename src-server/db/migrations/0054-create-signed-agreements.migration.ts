import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialectName } from '../database.factory';
import type { ColumnTypes } from './column-types';

/** Every column of the signing record except `copy_received_at`: evidence, never rewritten. */
const EVIDENCE_COLUMNS = [
  'id',
  'loan_id',
  'offer_id',
  'user_id',
  'template_version',
  'signed_at',
  'ip_address',
  'user_agent',
  'typed_name',
  'code_check',
  'shown_sha256',
  'lender_signatory',
  'pdf',
  'pdf_sha256',
] as const;

const REFUSAL = 'signed_agreements is written once: only copy_received_at may be set, once';

/**
 * signed_agreements (issue 23, docs/design/agreements.md §3): the signing record and the executed PDF,
 * stored once. A trigger on each engine refuses any update of the evidence, and lets
 * `copy_received_at` change only from null (s.61A: when the borrower had their copy), so not even a
 * bug or a hand-typed statement can rewrite what was signed.
 */
export function createSignedAgreements(types: ColumnTypes, dialect: SqlDialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('signed_agreements'))
        .addColumn('loan_id', 'integer', (c) => c.notNull().unique().references('loans.id'))
        .addColumn('offer_id', 'integer', (c) => c.notNull().unique().references('loan_offers.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('template_version', 'varchar(40)', (c) => c.notNull())
        .addColumn('signed_at', types.timestamp, (c) => c.notNull())
        .addColumn('ip_address', 'varchar(45)', (c) => c.notNull())
        .addColumn('user_agent', 'varchar(512)', (c) => c.notNull())
        .addColumn('typed_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('code_check', 'varchar(120)', (c) => c.notNull())
        .addColumn('shown_sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('lender_signatory', 'varchar(200)', (c) => c.notNull())
        .addColumn('pdf', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('pdf_sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('copy_received_at', types.timestamp)
        .execute();
      await db.schema.createIndex('signed_agreements_user_id_index').on('signed_agreements').column('user_id').execute();
      if (dialect === 'postgres') {
        const changed = EVIDENCE_COLUMNS.map((column) => `new.${column} is distinct from old.${column}`).join(' or ');
        await sql
          .raw(
            `create function signed_agreements_write_once() returns trigger language plpgsql as $$
             begin
               if ${changed} or (old.copy_received_at is not null and new.copy_received_at is distinct from old.copy_received_at) then
                 raise exception '${REFUSAL}';
               end if;
               return new;
             end $$`,
          )
          .execute(db);
        await sql`create trigger signed_agreements_write_once before update on signed_agreements for each row execute function signed_agreements_write_once()`.execute(db);
      } else {
        const changed = EVIDENCE_COLUMNS.map((column) => `new.${column} is not old.${column}`).join(' or ');
        await sql
          .raw(
            `create trigger signed_agreements_write_once before update on signed_agreements
             when ${changed} or (old.copy_received_at is not null and new.copy_received_at is not old.copy_received_at)
             begin select raise(abort, '${REFUSAL}'); end`,
          )
          .execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('signed_agreements').execute();
      if (dialect === 'postgres') await sql`drop function if exists signed_agreements_write_once()`.execute(db);
    },
  };
}
