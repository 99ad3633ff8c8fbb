import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** known_browsers: the browsers each user has signed in from (hash of a device cookie), to notice a new one. */
export function createKnownBrowsers(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await types
        .addId(db.schema.createTable('known_browsers'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('browser_hash', 'char(64)', (c) => c.notNull())
        .addColumn('label', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('last_seen_at', types.timestamp, (c) => c.notNull())
        .addUniqueConstraint('known_browsers_user_browser_unique', ['user_id', 'browser_hash'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('known_browsers').execute();
    },
  };
}
