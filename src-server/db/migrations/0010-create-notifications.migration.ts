import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types';

/** notifications: Laravel's table (uuid id, morph to the notifiable, JSON data, read_at). */
export function createNotifications(types: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notifications')
        .addColumn('id', 'char(36)', (c) => c.primaryKey())
        .addColumn('type', 'varchar(255)', (c) => c.notNull())
        .addColumn('notifiable_type', 'varchar(255)', (c) => c.notNull())
        .addColumn('notifiable_id', 'bigint', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('read_at', types.timestamp)
        .addColumn('created_at', types.timestamp, (c) => c.notNull())
        .addColumn('updated_at', types.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notifications_notifiable_index')
        .on('notifications')
        .columns(['notifiable_type', 'notifiable_id', 'read_at', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notifications').execute();
    },
  };
}
