/** The server's public surface for entry points and tests written elsewhere. */
export { startServer, type RunningServer, type StartServerOptions } from './server';
export { buildApp, type BuildAppOptions } from './http/app';
export { configFromEnv, resolveConfig, usesDevAppKey, type ServerConfig } from './config/server-config';
export { createDatabase, type AppDatabase } from './db/database.factory';
export { migrateToLatest, pendingMigrations } from './db/migrate';
export { DEMO_BORROWER, seedDemoBorrower } from './seed/demo-borrower.seed';
export { systemClock, type Clock } from './services/clock.port';
