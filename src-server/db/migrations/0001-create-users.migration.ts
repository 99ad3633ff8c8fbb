import { sql, type Kysely, type Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** users: borrowers and staff. E-mail is unique regardless of case. */
export function createUsers(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('users'))
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('role', 'varchar(32)', (c) => c.notNull().defaultTo('borrower'))
        .addColumn('email_verified_at', types.timestamp)
        .addColumn('phone_verified_at', types.timestamp)
        .addColumn('two_factor_secret', 'varchar(255)')
        .addColumn('two_factor_enabled', types.flag, (c) => c.notNull().defaultTo(sql.lit(types.flag === 'boolean' ? false : 0)))
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('users_email_lower_unique')
        .on('users')
        .unique()
        .expression(sql`lower(email)`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('users').execute();
    },
  };
}
