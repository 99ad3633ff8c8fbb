import pg from 'pg';
import { openSqliteConnection } from '../../src-server/db/sqlite-driver';
import { DEMO_BORROWER } from '../../src-server/seed/demo-borrower.seed';
import { lenderYearStatements, POSTGRES_DIALECT, SQLITE_DIALECT, type LenderYear, type SeedContext } from './lender-year.sql';

/** A database the growth bench can grow: `sqlite:/path` or `postgres://…`, as DATABASE_URL names it. */
export type DatabaseUrl = string;

export interface SeedTiming {
  label: string;
  seconds: number;
}

/** A minimal SQL session over either engine, enough to read the context and run the statements. */
interface Session {
  one<T>(sql: string): Promise<T>;
  all<T>(sql: string): Promise<T[]>;
  run(sql: string): Promise<void>;
  close(): Promise<void>;
}

async function openSession(url: DatabaseUrl): Promise<Session> {
  if (url.startsWith('sqlite:')) {
    const connection = openSqliteConnection(url.slice('sqlite:'.length));
    // The server keeps its writes waiting up to this long too; it is stopped while the year is seeded.
    connection.exec('pragma busy_timeout = 10000');
    const all = async <T>(sql: string) => connection.prepare(sql).all([]) as T[];
    return {
      all,
      one: async <T>(sql: string) => (await all<T>(sql))[0],
      run: async (sql) => void connection.prepare(sql).run([]),
      close: async () => connection.close(),
    };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const all = async <T>(sql: string) => (await client.query(sql)).rows as T[];
  return {
    all,
    one: async <T>(sql: string) => (await all<T>(sql))[0],
    run: async (sql) => void (await client.query(sql)),
    close: () => client.end(),
  };
}

async function contextOf(session: Session): Promise<SeedContext> {
  const email = DEMO_BORROWER.email.replace(/'/g, "''");
  const busy = await session.one<{ id: number }>(`select id from users where lower(email) = lower('${email}')`);
  if (!busy) throw new Error('The demo borrower is not in this database: start the server with --seed first.');
  const busyUserId = Number(busy.id);
  const bank = await session.one<{ id: number }>(`select id from banks where user_id = ${busyUserId} order by id limit 1`);
  const maxOf = async (table: string) => Number((await session.one<{ max: number | null }>(`select max(id) as max from ${table}`)).max ?? 0);
  return {
    busyUserId,
    busyBankId: Number(bank?.id ?? 1),
    productIds: (await session.all<{ id: number }>('select id from loan_products order by id')).map((row) => Number(row.id)),
    documentTypeIds: (await session.all<{ id: number }>('select id from document_types order by id')).map((row) => Number(row.id)),
    maxUserId: await maxOf('users'),
    maxRequestId: await maxOf('loan_requests'),
    maxLoanId: await maxOf('loans'),
    maxThreadId: await maxOf('message_threads'),
    maxDocumentId: await maxOf('documents'),
  };
}

/**
 * Grows the database at `url` (already migrated and holding the demo seed) by `year`, in one
 * transaction; returns the time of each step. The server must not be running on it meanwhile.
 */
export async function seedLenderYear(url: DatabaseUrl, year: LenderYear): Promise<SeedTiming[]> {
  const session = await openSession(url);
  const timings: SeedTiming[] = [];
  try {
    const dialect = url.startsWith('sqlite:') ? SQLITE_DIALECT : POSTGRES_DIALECT;
    const context = await contextOf(session);
    await session.run('begin');
    try {
      for (const statement of lenderYearStatements(dialect, year, context)) {
        const started = performance.now();
        await session.run(statement.sql);
        timings.push({ label: statement.label, seconds: (performance.now() - started) / 1000 });
      }
      await session.run('commit');
    } catch (error) {
      await session.run('rollback');
      throw error;
    }
    // PostgreSQL's autovacuum would have analysed a year's growth long ago; here it has had no time to.
    if (dialect.name === 'postgres') {
      const started = performance.now();
      await session.run('analyze');
      timings.push({ label: 'analyze (what autovacuum does on its own)', seconds: (performance.now() - started) / 1000 });
    }
  } finally {
    await session.close();
  }
  return timings;
}
