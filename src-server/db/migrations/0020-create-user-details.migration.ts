import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** user_details: a borrower's identity for credit decisions; one row per user. */
export function createUserDetails(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('user_details'))
        .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('middle_name', 'varchar(100)')
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('date_of_birth', 'varchar(10)', (c) => c.notNull())
        .addColumn('national_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('gender', 'varchar(32)', (c) => c.notNull())
        .addColumn('marital_status', 'varchar(32)', (c) => c.notNull())
        .addColumn('dependants', 'integer', (c) => c.notNull())
        .addColumn('education', 'varchar(32)', (c) => c.notNull())
        .addColumn('nationality', 'char(2)', (c) => c.notNull())
        .addColumn('profile_completed_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_details').execute();
    },
  };
}
