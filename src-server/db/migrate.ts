import { Migrator } from 'kysely';
import type { AppDatabase } from './database.factory';
import { migrationProvider } from './migrations/migration.provider';

function migratorFor(database: AppDatabase): Migrator {
  // Features number their migrations in reserved ranges (0004–0009, 0010+, 0020+) and land in any
  // order; a database that already ran a later range still gets an earlier one added afterwards.
  // Safe because each migration only touches its own tables and columns.
  return new Migrator({ db: database.db, provider: migrationProvider(database.dialect), allowUnorderedMigrations: true });
}

/**
 * Applies every pending migration; safe to run on every start and from several instances
 * at once (Kysely holds a lock table while it migrates). Returns the names applied.
 */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const { error, results } = await migratorFor(database).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names of the migrations not yet applied to `database`. */
export async function pendingMigrations(database: AppDatabase): Promise<string[]> {
  const migrations = await migratorFor(database).getMigrations();
  return migrations.filter((m) => !m.executedAt).map((m) => m.name);
}
