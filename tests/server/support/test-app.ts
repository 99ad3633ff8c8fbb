import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { DEFAULT_ACCOUNT_SECURITY } from '../../../src-server/config/account-security.config';
import { resolveConfig, type ServerConfig } from '../../../src-server/config/server-config';
import { createDatabase, type AppDatabase } from '../../../src-server/db/database.factory';
import { migrateToLatest } from '../../../src-server/db/migrate';
import { buildApp } from '../../../src-server/http/app';
import { freshTestDatabase } from '../../support/test-database';
import { FakeClock } from './fake-clock';
import { rememberOutbox } from './outbox';

export interface TestApp {
  app: FastifyInstance;
  clock: FakeClock;
  database: AppDatabase;
  config: ServerConfig;
  /** Every route registered, in order (for inventories). */
  routes: RouteOptions[];
  dir: string;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database (a SQLite file in its own temp dir, or a fresh PostgreSQL
 * database when the run asks for it: tests/support/test-database.ts). scrypt runs at a low cost here so the
 * suite stays quick; the production cost is asserted separately.
 */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  /** Test-only routes or hooks, added before the app is ready (product code never sees them). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-server-test-'));
  const testDatabase = await freshTestDatabase(dir);
  const config = resolveConfig({
    databaseUrl: testDatabase.url,
    webRoot: join(dir, 'no-web-build'),
    uploadDir: join(dir, 'uploads'),
    passwordHashing: { ln: 12, r: 8, p: 1 },
    // Codes and links land here; tests read them like a person would (tests/server/support/outbox.ts).
    outbox: { dir: join(dir, 'outbox'), mailUrl: null, mailFrom: 'Kestrel Credit <no-reply@kestrel.test>', print: false },
    // Suites sign up many borrowers from one IP on a clock that stands still; the sign-up limit
    // itself is tested with its real value (tests/server/auth/account-security/rate-limits.test.ts).
    accountSecurity: { ...DEFAULT_ACCOUNT_SECURITY, limits: { ...DEFAULT_ACCOUNT_SECURITY.limits, registrationsPerIp: { max: 10_000, windowMs: 60_000 } } },
    // The Bacs bureau's folders (issue 26): inside the test's own folder, never the repository's var/.
    collections: { method: 'direct_debit', advanceNoticeWorkingDays: 3, outboxDir: join(dir, 'collections', 'outbox'), inboxDir: join(dir, 'collections', 'inbox') },
    ...overrides,
  });
  const database = createDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const clock = new FakeClock();
  const routes: RouteOptions[] = [];
  const app = await buildApp(config, { database, clock, onRoute: (route) => routes.push(route) });
  rememberOutbox(app, config.outbox.dir);
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    clock,
    database,
    config,
    routes,
    dir,
    async close() {
      await app.close();
      await database.destroy();
      await testDatabase.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
