import { realtimeOrigins, type ServerConfig } from '../config/server-config';
import { createServerLogger } from '../logging/server-logger';
import { SILENT } from './realtime-options';
import { startRealtimeServer, type RunningRealtimeServer } from './realtime-server';

/**
 * Starts the realtime server the deployment describes: REALTIME_PORT on HOST, the PUSHER_APP_*
 * credentials, APP_URL's origin plus REALTIME_ALLOWED_ORIGINS, REALTIME_MAX_CONNECTIONS_PER_ADDRESS
 * read behind TRUST_PROXY. It logs through `logger` (the API's,
 * when embedded), named `realtime`; through its own made from LOG_LEVEL when none is given.
 */
export function startRealtimeFromConfig(config: ServerConfig, logger = createServerLogger(config.logLevel, config.production)): Promise<RunningRealtimeServer> {
  return startRealtimeServer({
    app: { appId: config.pusher.appId, key: config.pusher.key, secret: config.pusher.secret },
    port: config.realtimePort,
    host: config.host,
    allowedOrigins: realtimeOrigins(config),
    clientEvents: config.realtime.clientEvents,
    maxConnectionsPerAddress: config.realtime.maxConnectionsPerAddress,
    // The same client address as the API's rate limits see.
    trustProxy: config.trustProxy,
    log: logger?.child({ name: 'realtime' }) ?? SILENT,
  });
}

/** `config` with the port the realtime server really listens on (it differs when started on port 0). */
export function withRealtimePort(config: ServerConfig, port: number): ServerConfig {
  if (config.realtimePort === port) return config;
  const pusherPort = config.pusher.port === config.realtimePort ? port : config.pusher.port;
  return { ...config, realtimePort: port, pusher: { ...config.pusher, port: pusherPort } };
}
