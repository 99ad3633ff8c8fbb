/**
 * Server entry (bundled to dist/server/main.js). Configuration comes from the environment
 * (see src-server/config/server-config.ts); flags:
 *   --migrate  apply pending migrations before listening (without it, pending migrations stop the start)
 *   --seed     create the demo borrower if missing and print its credentials
 *   --realtime-only  run only the Pusher-protocol realtime server (REALTIME_PORT), for several API
 *              instances to share; the API then runs with REALTIME_EMBEDDED=false
 *   lender <command> [args]  the operator command (`npm run lender -- help`): same database and services, no HTTP
 */
import { configFromEnv, DEMO_BORROWER, DEMO_STAFF, startRealtimeFromConfig, startServer, usesDevAppKey, usesDevPusherApp } from '../../src-server/index';
import { runLenderCommand } from '../../src-server/operator/lender-cli';
import { openOperatorContext } from '../../src-server/operator/operator-context';
import { createServerLogger } from '../../src-server/logging/server-logger';
import type { Logger } from 'pino';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(argv: string[]): Promise<void> {
  const flags = new Set(argv);
  const config = configFromEnv(process.env);
  if (argv[0] === 'lender') {
    const context = await openOperatorContext(config, (text) => process.stdout.write(text));
    const code = await runLenderCommand(argv.slice(1), context).finally(() => context.close());
    process.exit(code);
  }
  if (usesDevPusherApp(config)) {
    console.warn('WARNING: PUSHER_APP_SECRET is not set; using the development Pusher app (app-id/app-key/app-secret).');
  }
  const logger = createServerLogger(config.logLevel, config.production);
  if (logger) logProcessWarnings(logger);
  if (flags.has('--realtime-only')) {
    const realtime = await startRealtimeFromConfig(config, logger);
    logger?.info(`Realtime server (Pusher protocol 7) listening on ${realtime.url} for app ${config.pusher.appId}`);
    stopOnSignals(() => realtime.close(), logger);
    return;
  }
  if (usesDevAppKey(config)) {
    console.warn('WARNING: APP_KEY is not set; using the development key. Set APP_KEY=base64:$(openssl rand -base64 32) outside development.');
  }
  // Said once, through the logger: readable lines in development, JSON in production.
  const publicUrl = (address: string) => (process.env.APP_URL ? config.appUrl : `http://localhost:${new URL(address).port}`);
  const server = await startServer({
    ...config,
    migrate: flags.has('--migrate'),
    seed: flags.has('--seed'),
    logger,
    listenText: (address) => `Kestrel Credit portal listening on ${address} — open ${publicUrl(address)}`,
  });
  if (server.realtime) server.app.log.info(`Realtime server (Pusher protocol 7) listening on ${server.realtime.url}`);
  if (flags.has('--seed')) {
    console.log(`Demo borrower ${server.seeded ? 'created' : 'already present'}: ${DEMO_BORROWER.email} / ${DEMO_BORROWER.password}`);
    const staff = `${DEMO_STAFF.underwriter.email} (underwriter) and ${DEMO_STAFF.admin.email} (admin) / ${DEMO_STAFF.password}`;
    console.log(`Demo staff ${server.seededStaff ? 'created' : 'already present'}: ${staff}; back office at /back-office`);
    console.log(`Their two-step sign-in: add this key to an authenticator app: ${DEMO_STAFF.totpKey} (a demo key, never for a real account)`);
  }
  stopOnSignals(() => server.close(), server.app.log);
}

/**
 * Node's own warnings (Node 22 says that node:sqlite is experimental) as log records: JSON in
 * production like every other line, instead of Node's bare line on stderr.
 */
function logProcessWarnings(log: Logger): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log.warn({ warning: { name: warning.name, code: (warning as NodeJS.ErrnoException).code } }, `${warning.name}: ${warning.message}`));
}

/** SIGINT/SIGTERM: close gracefully, within SHUTDOWN_GRACE_MS, saying so through the process's logger. */
function stopOnSignals(close: () => Promise<void>, log: Pick<Logger, 'info' | 'error'> | null): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log?.info(`${signal} received, shutting down…`);
    setTimeout(() => {
      log?.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        log?.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
