import { CompiledQuery, Kysely, SqliteAdapter, SqliteDriver, SqliteIntrospector, SqliteQueryCompiler, type Compilable, type DatabaseConnection, type Dialect, type QueryResult, type SqliteDatabase } from 'kysely';
import type { DatabaseSchema } from './database.types';

/**
 * Kysely on the portal's one SQLite connection, with two changes to Kysely's own SQLite driver:
 *
 * - **Transactions begin IMMEDIATE**: the write lock is taken at BEGIN, so a transaction that reads
 *   and then writes (every check-then-write) never finds at its first write that another process
 *   wrote in between (SQLITE_BUSY_SNAPSHOT, which busy_timeout cannot wait out); it waits at BEGIN.
 * - **Who waits for the connection waits in line**, and a compiled query (`db.executeQuery`, the hot
 *   reads' precompiled queries) runs at once on the statement when nobody holds the connection:
 *   SQLite answers synchronously, so no transaction can be cut into, and the read skips the
 *   executor's five promise hops (issue 28: they were a tenth of a list page's work under load).
 *   While a transaction holds the connection, the query waits in line like any other, so it never
 *   reads another request's uncommitted rows.
 */
export function sqliteKysely(database: SqliteDatabase): Kysely<DatabaseSchema> {
  const driver = new PortalSqliteDriver(database);
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
  return new SqliteKysely(dialect, driver);
}

class SqliteKysely extends Kysely<DatabaseSchema> {
  constructor(
    dialect: Dialect,
    private readonly driver: PortalSqliteDriver,
  ) {
    super({ dialect });
  }

  override executeQuery<R>(query: CompiledQuery<R> | Compilable<R>, queryId?: Parameters<Kysely<DatabaseSchema>['executeQuery']>[1]): Promise<QueryResult<R>> {
    if (typeof (query as CompiledQuery<R>).sql === 'string') {
      const now = this.driver.runWhileFree(query as CompiledQuery<R>);
      if (now) return now;
    }
    return super.executeQuery(query, queryId);
  }
}

class PortalSqliteDriver extends SqliteDriver {
  private readonly connection: StatementConnection;
  private held = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly database: SqliteDatabase) {
    super({ database });
    this.connection = new StatementConnection(database);
  }

  override async init(): Promise<void> {}

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.held) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.held = true;
    return this.connection;
  }

  /** Hands the connection to the next in line, keeping it held, or frees it. */
  override async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /** The query's result now when the connection is free, else undefined (the caller waits in line). */
  runWhileFree<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> | undefined {
    return this.held ? undefined : this.connection.executeQuery(query);
  }

  override async destroy(): Promise<void> {
    this.database.close();
  }
}

/** Kysely's SQLite connection: a select's rows, or a write's changes and last row id. */
class StatementConnection implements DatabaseConnection {
  constructor(private readonly database: SqliteDatabase) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const statement = this.database.prepare(query.sql);
      if (statement.reader) return Promise.resolve({ rows: statement.all(query.parameters) as R[] });
      const { changes, lastInsertRowid } = statement.run(query.parameters);
      return Promise.resolve({
        numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
        insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
        rows: [],
      });
    } catch (error) {
      return Promise.reject(error);
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.database.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
  }
}
