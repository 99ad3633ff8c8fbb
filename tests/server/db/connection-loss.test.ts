import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testEngine } from '../../support/test-database';
import { get, registerUser } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * PostgreSQL may end a connection at any time (a restart, a failover, an administrator). The API
 * must carry on with a fresh connection, not crash on the lost one.
 */
describe.skipIf(testEngine !== 'postgres')('a PostgreSQL connection ended by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is replaced, and the next request is answered', async () => {
    const borrower = await registerUser(t.app);
    expect((await get(t.app, '/api/v1/users/me', borrower.token)).statusCode).toBe(200);

    const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_ADMIN_URL });
    await admin.connect();
    const database = new URL(t.config.databaseUrl).pathname.slice(1);
    const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect((await get(t.app, '/api/v1/users/me', borrower.token)).statusCode).toBe(200);
  });
});
