import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { resolveConfig, type ServerConfig } from '../../../src-server/config/server-config';
import { createDatabase, type AppDatabase } from '../../../src-server/db/database.factory';
import { migrateToLatest } from '../../../src-server/db/migrate';
import { buildApp } from '../../../src-server/http/app';
import { FakeClock } from './fake-clock';

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
 * A fresh app on a fresh SQLite file in its own temp dir. scrypt runs at a low cost here so the
 * suite stays quick; the production cost is asserted separately.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-server-test-'));
  const config = resolveConfig({
    databaseUrl: `sqlite:${join(dir, 'lender.sqlite')}`,
    webRoot: join(dir, 'no-web-build'),
    passwordHashing: { ln: 12, r: 8, p: 1 },
    ...overrides,
  });
  const database = createDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const clock = new FakeClock();
  const routes: RouteOptions[] = [];
  const app = await buildApp(config, { database, clock, onRoute: (route) => routes.push(route) });
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
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
