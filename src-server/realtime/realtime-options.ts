import type { TrustProxy } from './client-address';
import type { PusherCredentials } from './pusher-signatures';

/** A minimal logger; Fastify's pino logger and `console` both fit. */
export interface RealtimeLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Everything the embedded realtime server needs; `resolveRealtimeOptions` fills the defaults. */
export interface RealtimeOptions {
  app: PusherCredentials;
  /** TCP port for both the websocket and the HTTP API; 0 picks a free one. */
  port: number;
  host: string;
  /** Browser origins allowed to open a socket (`scheme://host[:port]`); a socket without `Origin` is not a browser and is let in. */
  allowedOrigins: string[];
  /** Accept `client-*` events on private and presence channels (soketi's default: off). */
  clientEvents: boolean;
  /** Largest websocket message a client may send; above it the socket is closed with 1009. */
  maxMessageBytes: number;
  /** Largest `data` of one event published over the HTTP API (413 above it). */
  maxEventBytes: number;
  /** Largest HTTP API request body. */
  maxRequestBytes: number;
  /** Seconds of client silence before the server pings; also announced in the handshake. */
  activityTimeoutSeconds: number;
  /** How long a pinged socket has to answer before it is closed with 4201. */
  pongTimeoutMs: number;
  /** How often silent sockets are looked for. */
  sweepIntervalMs: number;
  maxPresenceMembers: number;
  maxPresenceUserInfoBytes: number;
  clientEventsPerSecond: number;
  /**
   * Open sockets one client address may hold (REALTIME_MAX_CONNECTIONS_PER_ADDRESS); the next is
   * closed with 4100, so pusher-js backs off and tries again. Households and offices share an
   * address, so it is generous: it stops a flood, not a family.
   */
  maxConnectionsPerAddress: number;
  /** How to read the client's address behind a proxy: the API's TRUST_PROXY. */
  trustProxy: TrustProxy;
  log: RealtimeLogger;
}

export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;

/** Says nothing (logging off). */
export const SILENT: RealtimeLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** Completes `partial` with the defaults (Pusher's limits, pusher-js's timings). */
export function resolveRealtimeOptions(partial: Partial<RealtimeOptions> & Pick<RealtimeOptions, 'app'>): RealtimeOptions {
  return {
    port: 6001,
    host: '127.0.0.1',
    allowedOrigins: [],
    clientEvents: false,
    // Pusher and Reverb refuse client messages over ~10 KB; presence channel_data (2 KB) fits easily.
    maxMessageBytes: 10_000,
    maxEventBytes: 10_240,
    maxRequestBytes: 1024 * 1024,
    activityTimeoutSeconds: 120,
    pongTimeoutMs: 30_000,
    sweepIntervalMs: 5_000,
    maxPresenceMembers: 100,
    maxPresenceUserInfoBytes: 2_048,
    clientEventsPerSecond: 10,
    maxConnectionsPerAddress: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    trustProxy: false,
    log: SILENT,
    ...partial,
  };
}
