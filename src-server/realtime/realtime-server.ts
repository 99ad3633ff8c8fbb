import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { ChannelRegistry } from './channel-registry';
import { CloseCode } from './close-codes';
import { PusherHttpApi } from './pusher-http-api';
import { PusherSocketHandler } from './pusher-socket.handler';
import { resolveRealtimeOptions, type RealtimeOptions } from './realtime-options';

/** A listening realtime server. */
export interface RunningRealtimeServer {
  /** `http://host:port`, the real port when started on 0. */
  url: string;
  port: number;
  /** Open websocket connections. */
  connectionCount(): number;
  /** Closes every socket with 4200 (clients reconnect at once) and stops listening. */
  close(): Promise<void>;
}

/**
 * Starts the embedded Pusher-protocol server: websockets on `/app/{key}` and the signed HTTP API on
 * `/apps/{id}/…`, on one port. Soketi, Reverb or Pusher Channels replace it by configuration alone.
 */
export async function startRealtimeServer(partial: Partial<RealtimeOptions> & Pick<RealtimeOptions, 'app'>): Promise<RunningRealtimeServer> {
  const options = resolveRealtimeOptions(partial);
  const registry = new ChannelRegistry();
  const sockets = new PusherSocketHandler(options, registry);
  const api = new PusherHttpApi(options, registry);
  // ws closes a socket that sends more than maxPayload with 1009 (message too big), as Reverb does.
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes, perMessageDeflate: false, clientTracking: false });

  const server: Server = createServer({ requestTimeout: 30_000 }, (request, response) => void api.handle(request, response));
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    wss.handleUpgrade(request, socket, head, (ws) => sockets.open(ws, request));
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const sweeper = setInterval(() => sockets.sweep(), options.sweepIntervalMs);
  sweeper.unref();

  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    connectionCount: () => sockets.size,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        clearInterval(sweeper);
        sockets.closeAll(CloseCode.GOING_AWAY, 'Server shutting down');
        server.close(() => resolve());
        server.closeIdleConnections();
        // Sockets that do not finish the closing handshake promptly are cut.
        setTimeout(() => {
          server.closeAllConnections();
          sockets.terminateAll();
        }, 1_000).unref();
        wss.close();
      })),
  };
}
