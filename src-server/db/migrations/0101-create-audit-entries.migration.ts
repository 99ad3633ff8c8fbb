import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialectName } from '../database.factory';
import type { ColumnTypes } from './column-types';

const REFUSAL = 'audit_entries is append-only: an audit entry is never changed or removed';

/**
 * The audit trail (issue 25, ADR 0041): every staff action and every view of a borrower's personal
 * data, with who, when, from where and the before/after of a change. As with the issued-documents log
 * (0055), triggers on each engine refuse any update or delete (and truncate on PostgreSQL), so neither a
 * route nor a hand-typed statement can quietly rewrite what happened.
 */
export function createAuditEntries(types: ColumnTypes, dialect: SqlDialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('audit_entries'))
        .addColumn('occurred_at', types.timestamp, (c) => c.notNull())
        // No foreign key: the trail outlives whatever it names.
        .addColumn('actor_id', 'integer')
        .addColumn('actor_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('actor_role', 'varchar(32)', (c) => c.notNull())
        .addColumn('action', 'varchar(60)', (c) => c.notNull())
        .addColumn('subject_type', 'varchar(60)', (c) => c.notNull())
        .addColumn('subject_id', 'integer')
        .addColumn('borrower_id', 'integer')
        .addColumn('ip', 'varchar(64)')
        .addColumn('user_agent', 'varchar(500)')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('detail', 'text')
        .execute();
      await db.schema.createIndex('audit_entries_actor_id_index').on('audit_entries').column('actor_id').execute();
      await db.schema.createIndex('audit_entries_borrower_id_index').on('audit_entries').column('borrower_id').execute();
      await db.schema.createIndex('audit_entries_action_index').on('audit_entries').column('action').execute();

      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function audit_entries_append_only() returns trigger language plpgsql as $$
             begin
               raise exception '${REFUSAL}';
             end $$`,
          )
          .execute(db);
        await sql.raw('create trigger audit_entries_append_only before update or delete on audit_entries for each row execute function audit_entries_append_only()').execute(db);
        await sql.raw('create trigger audit_entries_no_truncate before truncate on audit_entries for each statement execute function audit_entries_append_only()').execute(db);
      } else {
        for (const event of ['update', 'delete']) {
          await sql.raw(`create trigger audit_entries_append_only_${event} before ${event} on audit_entries begin select raise(abort, '${REFUSAL}'); end`).execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_entries').execute();
      if (dialect === 'postgres') await sql`drop function if exists audit_entries_append_only()`.execute(db);
    },
  };
}
