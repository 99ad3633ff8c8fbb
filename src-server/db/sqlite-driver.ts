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

/** The part of a better-sqlite3 statement used here beyond Kysely's shape. */
interface BetterSqlite3Statement extends SqliteDriverStatement {
  raw(toggle: boolean): this;
  columns(): { name: string }[];
}

function openBetterSqlite3(location: string): SqliteConnection {
  let BetterSqlite3: new (file: string) => {
    prepare(sql: string): BetterSqlite3Statement;
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
    prepare: (sql) => {
      const statement = database.prepare(sql);
      return statement.reader ? withKeptColumnNames(statement) : statement;
    },
    exec: (sql) => database.exec(sql),
    close: () => database.close(),
  };
}

/**
 * A reading better-sqlite3 statement that fetches rows as arrays and names their fields itself.
 * better-sqlite3 makes every column name afresh for every row it turns into an object (about half
 * the cost of reading a 36-row schedule); here the names are read once with the statement. A row
 * of another width means SQLite re-prepared the statement after a schema change: the names are
 * read again. (A migration that drops one column and adds another keeps the width: a process
 * started before it must restart, as with any schema its code was not written for.) As with
 * better-sqlite3's objects, a repeated column name keeps the last value.
 */
function withKeptColumnNames(statement: BetterSqlite3Statement): SqliteDriverStatement {
  statement.raw(true);
  let names = statement.columns().map((column) => column.name);
  const named = (values: unknown[]): Record<string, unknown> => {
    if (values.length !== names.length) names = statement.columns().map((column) => column.name);
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) row[names[index]] = values[index];
    return row;
  };
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(named),
    run: (parameters) => statement.run(parameters),
    iterate: function* (parameters) {
      for (const values of statement.iterate(parameters) as Iterable<unknown[]>) yield named(values);
    },
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
