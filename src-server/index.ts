/** The server's public surface for entry points and tests written elsewhere. */
export { startServer, type RunningServer, type StartServerOptions } from './server';
export { buildApp, type BuildAppOptions } from './http/app';
export { configFromEnv, resolveConfig, usesDevAppKey, usesDevPusherApp, type ServerConfig } from './config/server-config';
export { startRealtimeFromConfig } from './realtime/realtime-from-config';
export { startRealtimeServer, type RunningRealtimeServer } from './realtime/realtime-server';
export { NotificationService } from './services/notification.service';
export { createDatabase, type AppDatabase } from './db/database.factory';
export { migrateToLatest, pendingMigrations } from './db/migrate';
export { DEMO_BORROWER, seedDemoBorrower } from './seed/demo-borrower.seed';
export { DEMO_STAFF } from './seed/demo-staff.seed';
export { systemClock, type Clock } from './services/clock.port';
