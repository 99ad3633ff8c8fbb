import { createRequire } from 'node:module';
import type { SqliteStatement } from 'kysely';

/** The SQLite bindings the portal can run on (ADR 0018). */
export type SqliteDriverName = 'node:sqlite' | 'better-sqlite3';

/** A prepared statement in the shape Kysely's SqliteDialect calls, plus whether it is mid-iteration. */
export interface SqliteDriverStatement extends SqliteStatement {
  /** True while an `iterate` over it has not finished: reusing it then would cut that stream short. */
  readonly busy: boolean;
}

/** One open SQLite file, whichever binding opened it. */
export interface SqliteConnection {
  readonly driver: SqliteDriverName;
  prepare(sql: string): SqliteDriverStatement;
  /** Runs one or more statements that return nothing (PRAGMAs, DDL). */
  exec(sql: string): void;
  close(): void;
}

/** The part of `node:sqlite` used here; @types/node 20 does not describe the module. */
interface NodeSqliteModule {
  DatabaseSync: new (location: string) => NodeSqliteDatabase;
}
interface NodeSqliteDatabase {
  prepare(sql: string): NodeSqliteStatement;
  exec(sql: string): void;
  close(): void;
}
type SqlValue = null | number | bigint | string | Uint8Array;
interface NodeSqliteStatement {
  all(...parameters: SqlValue[]): unknown[];
  run(...parameters: SqlValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...parameters: SqlValue[]): Iterator<unknown>;
  /** Node ≥ 22.16 / 23.11: the result columns; empty for a statement that returns no rows. */
  columns?(): unknown[];
}

const requireOptional = createRequire(import.meta.url);

/** `node:sqlite` when this Node has it unflagged (22.13+, 24, 26), else undefined (Node 20). */
function loadNodeSqlite(): NodeSqliteModule | undefined {
  const getBuiltin = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  return getBuiltin?.('node:sqlite') as NodeSqliteModule | undefined;
}

/**
 * The driver to use: `KESTREL_SQLITE_DRIVER` if set (tests pin one), else `node:sqlite` where Node has it,
 * else better-sqlite3 (an optional dependency, installed for Node 20 only in practice).
 */
export function chooseSqliteDriver(env: NodeJS.ProcessEnv = process.env): SqliteDriverName {
  const wanted = env.KESTREL_SQLITE_DRIVER;
  if (wanted === 'node:sqlite' || wanted === 'better-sqlite3') return wanted;
  if (wanted) throw new Error(`KESTREL_SQLITE_DRIVER="${wanted}": use node:sqlite or better-sqlite3`);
  return loadNodeSqlite() ? 'node:sqlite' : 'better-sqlite3';
}

/** Opens `location` (a file path or `:memory:`) with `driver`. */
export function openSqliteConnection(location: string, driver: SqliteDriverName = chooseSqliteDriver()): SqliteConnection {
  return driver === 'node:sqlite' ? openNodeSqlite(location) : openBetterSqlite3(location);
}

function openBetterSqlite3(location: string): SqliteConnection {
  let BetterSqlite3: new (file: string) => {
    prepare(sql: string): SqliteDriverStatement;
    exec(sql: string): void;
    close(): void;
  };
  try {
    BetterSqlite3 = requireOptional('better-sqlite3');
  } catch (error) {
    throw new Error(
      `SQLite: this Node (${process.version}) has no node:sqlite and better-sqlite3 is not installed ` +
        `(${(error as Error).message}). Use Node 22.13+ or run npm ci on Node 20.`,
    );
  }
  const database = new BetterSqlite3(location);
  return {
    driver: 'better-sqlite3',
    // better-sqlite3 binds an array as positional parameters and keeps `reader` and `busy` itself.
    prepare: (sql) => database.prepare(sql),
    exec: (sql) => database.exec(sql),
    close: () => database.close(),
  };
}

/** Statements that return rows when `columns()` is missing (Node 22.13–22.15). */
const READER_SQL = /^\s*(select|with|pragma|values|explain)\b|\breturning\b/i;

function openNodeSqlite(location: string): SqliteConnection {
  const nodeSqlite = loadNodeSqlite();
  if (!nodeSqlite) throw new Error(`SQLite: node:sqlite is not available on Node ${process.version}`);
  const database = new nodeSqlite.DatabaseSync(location);
  return {
    driver: 'node:sqlite',
    prepare: (sql) => adaptNodeStatement(database.prepare(sql), sql),
    exec: (sql) => database.exec(sql),
    close: () => database.close(),
  };
}

/** Gives a node:sqlite statement better-sqlite3's shape: array parameters, `reader`, `busy`. */
function adaptNodeStatement(statement: NodeSqliteStatement, sql: string): SqliteDriverStatement {
  const reader = statement.columns ? statement.columns().length > 0 : READER_SQL.test(sql);
  let busy = false;
  return {
    reader,
    get busy() {
      return busy;
    },
    all: (parameters) => statement.all(...(parameters as SqlValue[])),
    run: (parameters) => statement.run(...(parameters as SqlValue[])),
    iterate: (parameters) => {
      const rows = statement.iterate(...(parameters as SqlValue[]));
      busy = true;
      const iterator: IterableIterator<unknown> = {
        next: () => {
          const step = rows.next();
          if (step.done) busy = false;
          return step;
        },
        return: (value?: unknown) => {
          busy = false;
          rows.return?.(value);
          return { done: true, value };
        },
        [Symbol.iterator]: () => iterator,
      };
      return iterator;
    },
  };
}
