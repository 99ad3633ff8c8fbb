import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { resolveConfig, type ServerConfig, type ServerConfigOverrides } from './config/server-config';
import { createDatabase, type AppDatabase } from './db/database.factory';
import { migrateToLatest, pendingMigrations } from './db/migrate';
import { buildApp } from './http/app';
import { createServerLogger } from './logging/server-logger';
import { startRealtimeFromConfig, withRealtimePort } from './realtime/realtime-from-config';
import type { RunningRealtimeServer } from './realtime/realtime-server';
import { systemClock, type Clock } from './services/clock.port';
import { PasswordService } from './services/password.service';
import { seedDemoBorrower } from './seed/demo-borrower.seed';
import { seedDemoBackOffice } from './seed/demo-staff.seed';
import { FilesystemDocumentStorage } from './services/filesystem-document.storage';
import { ProductsRepository } from './db/products/products.repository';
import { refuseProductsAboveCap } from './http/products/price-cap.check';

export type StartServerOptions = ServerConfigOverrides & {
  /** Apply pending migrations before listening (default true). When false, pending migrations stop the start. */
  migrate?: boolean;
  /** Insert the demo borrower, the demo staff and the back office's demo work if missing (default false). */
  seed?: boolean;
  clock?: Clock;
  /** The line logged once the API listens, given its address (Fastify's own "Server listening at" otherwise). */
  listenText?: (address: string) => string;
  /** The process's logger; made from the configuration's LOG_LEVEL when absent, none when null. */
  logger?: Logger | null;
};

export interface RunningServer {
  /** Where the server listens, e.g. http://127.0.0.1:43127 (the real port when `port: 0`). */
  url: string;
  /** The configuration in force, with the real realtime port when it was picked at start. */
  config: ServerConfig;
  app: FastifyInstance;
  /** The embedded realtime server, or null when `realtime.embedded` is off. */
  realtime: RunningRealtimeServer | null;
  database: AppDatabase;
  /** True when this start created the demo borrower. */
  seeded: boolean;
  /** True when this start created the demo staff (and the back office's demo work). */
  seededStaff: boolean;
  /** Stops accepting connections, finishes in-flight requests, closes the realtime server and the database. */
  close(): Promise<void>;
}

/**
 * Opens the database, migrates (unless `migrate: false`), optionally seeds, builds the app and
 * listens. Defaults as `resolveConfig`; e.g. `startServer({ port: 0, databaseUrl: 'sqlite:/tmp/x.sqlite' })`.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { migrate = true, seed = false, clock, listenText = portalListening, logger: given, ...partial } = options;
  let config = resolveConfig(partial);
  const database = createDatabase(config.databaseUrl, { poolMax: config.databasePoolMax, sqliteSynchronous: config.sqliteSynchronous, preparedStatements: config.databasePreparedStatements });
  let realtime: RunningRealtimeServer | null = null;
  try {
    if (migrate) {
      await migrateToLatest(database);
    } else {
      const pending = await pendingMigrations(database);
      if (pending.length > 0) throw new Error(`The database has pending migrations (${pending.join(', ')}); start with --migrate.`);
    }
    await refuseProductsAboveCap(new ProductsRepository(database.db), config.pricing);
    const passwords = new PasswordService(config.passwordHashing);
    const storage = new FilesystemDocumentStorage(config.uploadDir);
    const seeded = seed ? await seedDemoBorrower(database, passwords, storage, clock) : false;
    // The back office's demo (issue 25): staff to sign in as, and work in each queue.
    const seededStaff = seed ? await seedDemoBackOffice({ database, passwords, storage, config, clock: clock ?? systemClock }) : false;
    // One logger for the process: the API's lines and the realtime server's arrive in one format.
    const logger = given === undefined ? createServerLogger(config.logLevel, config.production) : given;
    if (config.realtime.embedded) {
      realtime = await startRealtimeFromConfig(config, logger);
      config = withRealtimePort(config, realtime.port);
    }
    const app = await buildApp(config, { database, clock, logger });
    await app.listen({ port: config.port, host: config.host, listenTextResolver: listenText });
    const address = app.server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    let closing: Promise<void> | null = null;
    return {
      url: `http://${host}:${address.port}`,
      config,
      app,
      realtime,
      database,
      seeded,
      seededStaff,
      close: () => (closing ??= app.close().then(async () => {
        await realtime?.close();
        await database.destroy();
      })),
    };
  } catch (error) {
    await realtime?.close();
    await database.destroy();
    throw error;
  }
}

function portalListening(address: string): string {
  return `Kestrel Credit portal listening on ${address}`;
}
