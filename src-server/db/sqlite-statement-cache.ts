import type { SqliteDatabase, SqliteStatement } from 'kysely';
import type { SqliteConnection, SqliteDriverStatement } from './sqlite-driver';

/** DDL: what makes the kept statements' idea of the schema out of date. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

/** Distinct statements kept prepared; the API issues a few hundred at most, so this is never reached in practice. */
const DEFAULT_CAPACITY = 1000;

/**
 * Hands Kysely a SQLite connection (node:sqlite or its backport, see sqlite-driver.ts) whose `prepare` reuses statements by their SQL text.
 * Kysely prepares every query afresh, and preparing costs several times more than running an
 * indexed select (STACK.md trap 5; issue 13's profile). A statement still iterating (a stream)
 * is busy, so a second user of the same SQL gets a fresh one. The cache forgets its oldest entry
 * past `capacity`. SQLite re-prepares a kept statement by itself after a schema change, but Node
 * 22's `node:sqlite` keeps the column count of the first preparation (a kept `select *` then misses
 * a new column): a schema change made through this connection (a migration) forgets every kept
 * statement. One made by another process still needs this one restarted, as docs/operations says.
 */
export function withStatementCache(database: SqliteConnection, capacity = DEFAULT_CAPACITY): SqliteDatabase {
  const statements = new Map<string, SqliteDriverStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string): SqliteStatement => {
      if (SCHEMA_CHANGE.test(sql)) {
        statements.clear();
        return database.prepare(sql);
      }
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = database.prepare(sql);
      if (!kept) {
        if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
