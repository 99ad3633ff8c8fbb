import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Where a test's server keeps its data: a fresh SQLite file by default, or a fresh PostgreSQL
 * database when the run says `KESTREL_TEST_DB=postgres` (with `TEST_POSTGRES_ADMIN_URL` naming a
 * cluster the run owns). The server and contract projects run once on each (issue 6).
 */
export interface TestDatabase {
  url: string;
  engine: 'sqlite' | 'postgres';
  /** Removes the database (PostgreSQL); the SQLite file goes with its temp dir. */
  drop(): Promise<void>;
}

export const testEngine: 'sqlite' | 'postgres' = process.env.KESTREL_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export async function freshTestDatabase(dir: string): Promise<TestDatabase> {
  if (testEngine === 'sqlite') {
    return { url: `sqlite:${join(dir, 'lender.sqlite')}`, engine: 'sqlite', drop: async () => {} };
  }
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL;
  if (!adminUrl) throw new Error('KESTREL_TEST_DB=postgres needs TEST_POSTGRES_ADMIN_URL (a cluster this run owns).');
  const name = `kestrel_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    engine: 'postgres',
    drop: () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
