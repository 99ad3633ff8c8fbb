import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './database.types';
import { openSqliteConnection } from './sqlite-driver';
import { withNamedStatements } from './postgres-named-statements';
import { sqliteKysely } from './sqlite-kysely';
import { withStatementCache } from './sqlite-statement-cache';

export type SqlDialectName = 'sqlite' | 'postgres';

/** A Kysely handle plus the dialect it speaks (migrations pick column types by it). */
export interface AppDatabase {
  db: Kysely<DatabaseSchema>;
  dialect: SqlDialectName;
  /** Closes the connection or the pool. */
  destroy(): Promise<void>;
}

/** How long a writer waits for SQLite's lock before failing with SQLITE_BUSY. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the database named by `url`:
 * `sqlite:var/lender.sqlite` (relative to the working directory), `sqlite:/abs/file.sqlite`,
 * `sqlite::memory:`, or `postgres://user:pass@host:5432/db` (also `postgresql://`).
 */
export interface DatabaseOptions {
  poolMax?: number;
  sqliteSynchronous?: 'full' | 'normal';
  /** PostgreSQL: run statements as named prepared statements (default true; postgres-named-statements.ts). */
  preparedStatements?: boolean;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): AppDatabase {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length), options.sqliteSynchronous ?? 'full');
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url, options.poolMax ?? 10, options.preparedStatements ?? true);
  throw new Error(`Unsupported DATABASE_URL "${redact(url)}": use sqlite:<file>, sqlite::memory: or postgres://…`);
}

function openSqlite(location: string, synchronous: 'full' | 'normal'): AppDatabase {
  const path = location.startsWith('//') ? location.slice(2) : location;
  if (!path) throw new Error('DATABASE_URL sqlite: needs a file name, e.g. sqlite:var/lender.sqlite');
  const inMemory = path === ':memory:';
  const file = inMemory ? path : resolve(path);
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  // node:sqlite where this Node has it, its backport on Node 20 (ADR 0023); the same PRAGMAs on both.
  const sqlite = openSqliteConnection(file);
  if (!inMemory) sqlite.exec('PRAGMA journal_mode = WAL');
  // FULL (the default): a commit is on the disk before it is acknowledged, so a power cut loses no
  // recorded money or decision; NORMAL in WAL mode may lose the last commits. Cost measured: ADR 0026.
  sqlite.exec(`PRAGMA synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const db = sqliteKysely(withStatementCache(sqlite));
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** `poolMax` per instance: N instances × poolMax must stay below the server's max_connections (docs/operations.md). */
function openPostgres(url: string, poolMax: number, preparedStatements: boolean): AppDatabase {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle connection the server ends (a restart, a failover, an administrator) is reported here;
  // without a listener node-postgres would throw it and take the process down. The pool replaces it.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: preparedStatements ? withNamedStatements(pool) : pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
