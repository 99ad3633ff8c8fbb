import { createRequire } from 'node:module';
import type { SqliteStatement } from 'kysely';

/**
 * The SQLite bindings the portal can run on (ADR 0023): Node's own `node:sqlite` where this Node has
 * it (22.13+, 24, 26), and on Node 20 its backport `@photostructure/sqlite`, which ships prebuilt
 * binaries in its npm package, so nothing is compiled at install. Both speak the `node:sqlite` API.
 */
export type SqliteDriverName = 'node:sqlite' | '@photostructure/sqlite';

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

/** The part of the `node:sqlite` API used here; @types/node 20 does not describe the module. */
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
  /** Node ≥ 22.16 / 23.11 and the backport: the result columns; empty for a statement that returns no rows. */
  columns?(): { name: string }[];
  /** Node ≥ 22.16 / 24 and the backport: rows as arrays of values rather than objects. */
  setReturnArrays?(enabled: boolean): void;
}

const requireOptional = createRequire(import.meta.url);

/** `node:sqlite` when this Node has it unflagged (22.13+, 24, 26), else undefined (Node 20). */
function loadBuiltin(): NodeSqliteModule | undefined {
  const getBuiltin = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  return getBuiltin?.('node:sqlite') as NodeSqliteModule | undefined;
}

function loadBackport(): NodeSqliteModule {
  try {
    return requireOptional('@photostructure/sqlite') as NodeSqliteModule;
  } catch (error) {
    throw new Error(
      `SQLite: this Node (${process.version}) has no node:sqlite and @photostructure/sqlite cannot load ` +
        `(${(error as Error).message}). Use Node 22.13+ or run npm ci.`,
    );
  }
}

/**
 * The driver to use: `KESTREL_SQLITE_DRIVER` if set (tests pin one), else `node:sqlite` where Node has it,
 * else the backport.
 */
export function chooseSqliteDriver(env: NodeJS.ProcessEnv = process.env): SqliteDriverName {
  const wanted = env.KESTREL_SQLITE_DRIVER;
  if (wanted === 'node:sqlite' || wanted === '@photostructure/sqlite') return wanted;
  if (wanted) throw new Error(`KESTREL_SQLITE_DRIVER="${wanted}": use node:sqlite or @photostructure/sqlite`);
  return loadBuiltin() ? 'node:sqlite' : '@photostructure/sqlite';
}

/** Opens `location` (a file path or `:memory:`) with `driver`. */
export function openSqliteConnection(location: string, driver: SqliteDriverName = chooseSqliteDriver()): SqliteConnection {
  const sqlite = driver === 'node:sqlite' ? loadBuiltin() : loadBackport();
  if (!sqlite) throw new Error(`SQLite: node:sqlite is not available on Node ${process.version}`);
  const database = new sqlite.DatabaseSync(location);
  return {
    driver,
    prepare: (sql) => adaptStatement(database.prepare(sql), sql),
    exec: (sql) => database.exec(sql),
    close: () => database.close(),
  };
}

/** Statements that return rows when `columns()` is missing (Node 22.13–22.15). */
const READER_SQL = /^\s*(select|with|pragma|values|explain)\b|\breturning\b/i;

/** Gives a statement the shape Kysely calls: array parameters, `reader`, `busy`. */
function adaptStatement(statement: NodeSqliteStatement, sql: string): SqliteDriverStatement {
  const reader = statement.columns ? statement.columns().length > 0 : READER_SQL.test(sql);
  const toRow = reader ? rowMaker(statement) : (row: unknown) => row;
  let busy = false;
  return {
    reader,
    get busy() {
      return busy;
    },
    all: (parameters) => statement.all(...(parameters as SqlValue[])).map(toRow),
    run: (parameters) => statement.run(...(parameters as SqlValue[])),
    iterate: (parameters) => {
      const rows = statement.iterate(...(parameters as SqlValue[]));
      busy = true;
      const iterator: IterableIterator<unknown> = {
        next: () => {
          const step = rows.next();
          if (step.done) busy = false;
          return step.done ? step : { done: false, value: toRow(step.value) };
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

/**
 * Where the binding can return rows as arrays, they are read so and named here from names kept with
 * the statement: the binding would otherwise make every column name afresh for every row (about half
 * the cost of reading a 36-row schedule; ADR 0021). A row of another width means SQLite re-prepared
 * the statement after a schema change: the names are read again. (A migration that drops one column
 * and adds another keeps the width: a process started before it must restart, as with any schema its
 * code was not written for.) A repeated column name keeps the last value, as the binding's objects do.
 */
function rowMaker(statement: NodeSqliteStatement): (row: unknown) => unknown {
  const { columns, setReturnArrays } = statement;
  if (!columns || !setReturnArrays) return (row) => row;
  setReturnArrays.call(statement, true);
  const readNames = () => columns.call(statement).map((column) => column.name);
  let names = readNames();
  let toObject = objectMaker(names);
  return (row) => {
    const values = row as unknown[];
    if (values.length !== names.length) {
      names = readNames();
      toObject = objectMaker(names);
    }
    return toObject(values);
  };
}

/**
 * A function that turns one row's values into an object with `names` as keys, written out as an
 * object literal: every row of a statement then has one shape, where filling an empty object key by
 * key gave each row a shape of its own (a schedule's 36 rows: 6.3 µs → 0.4 µs, and faster to read
 * and to serialise afterwards). The names are SQLite's, quoted by JSON.stringify and used as computed
 * keys, so no name can act as code or set `__proto__`.
 */
function objectMaker(names: string[]): (values: unknown[]) => Record<string, unknown> {
  const fields = names.map((name, index) => `[${JSON.stringify(name)}]: values[${index}]`);
  return new Function('values', `return { ${fields.join(', ')} };`) as (values: unknown[]) => Record<string, unknown>;
}
