import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** users.date_of_birth: `YYYY-MM-DD` text on both dialects, given at the last step of the v2 registration. */
export function addUsersDateOfBirth(_types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('date_of_birth', 'varchar(10)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('date_of_birth').execute();
    },
  };
}
