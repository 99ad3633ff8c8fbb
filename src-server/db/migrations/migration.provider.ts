import type { Migration, MigrationProvider } from 'kysely';
import type { SqlDialectName } from '../database.factory';
import { columnTypesFor } from './column-types';
import { createUsers } from './0001-create-users.migration';
import { createPersonalAccessTokens } from './0002-create-personal-access-tokens.migration';
import { createRateLimits } from './0003-create-rate-limits.migration';
import { createNotifications } from './0010-create-notifications.migration';
import { createKnownBrowsers } from './0011-create-known-browsers.migration';

/**
 * Every migration, in order, built in code: the server is bundled into one file,
 * so there is no migrations folder to read at run time. Names never change once released.
 */
export function migrationProvider(dialect: SqlDialectName): MigrationProvider {
  const types = columnTypesFor(dialect);
  const migrations: Record<string, Migration> = {
    '0001_create_users': createUsers(types),
    '0002_create_personal_access_tokens': createPersonalAccessTokens(types),
    '0003_create_rate_limits': createRateLimits(types),
    '0010_create_notifications': createNotifications(types),
    '0011_create_known_browsers': createKnownBrowsers(types),
  };
  return { getMigrations: async () => migrations };
}
