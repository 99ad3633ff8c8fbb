import PusherServer from 'pusher';
import Pusher from 'pusher-js';
import WebSocket from 'ws';
import { signChannel, type PusherCredentials } from '../../../../src-server/realtime/pusher-signatures';
import type { RealtimeOptions } from '../../../../src-server/realtime/realtime-options';
import { startRealtimeServer, type RunningRealtimeServer } from '../../../../src-server/realtime/realtime-server';

export const APP: PusherCredentials = { appId: 'test-app', key: 'test-key', secret: 'test-secret' };
export const ALLOWED_ORIGIN = 'http://portal.test:8000';

/** A realtime server on a free port with the test app; `overrides` tune limits and timers. */
export function startTestRealtime(overrides: Partial<RealtimeOptions> = {}): Promise<RunningRealtimeServer> {
  return startRealtimeServer({ app: APP, port: 0, host: '127.0.0.1', allowedOrigins: [ALLOWED_ORIGIN], ...overrides });
}

/** The official server SDK pointed at `server`. */
export function sdkFor(server: RunningRealtimeServer, app: PusherCredentials = APP): PusherServer {
  return new PusherServer({ ...app, host: '127.0.0.1', port: String(server.port), useTLS: false, timeout: 5_000 });
}

/** Signs channel subscriptions as a correct auth endpoint would; `secret` lets a test forge a wrong one. */
export type Authorizer = (socketId: string, channel: string) => { auth: string; channel_data?: string } | Error;

export const honestAuthorizer: Authorizer = (socketId, channel) => ({ auth: signChannel(APP, socketId, channel) });

/** The real pusher-js client (its Node build) configured as spec §9 asks, against `server`. */
export function clientFor(server: RunningRealtimeServer, options: { authorize?: Authorizer; activityTimeout?: number; pongTimeout?: number } = {}): Pusher {
  const authorize = options.authorize ?? honestAuthorizer;
  return new Pusher(APP.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    wssPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    activityTimeout: options.activityTimeout ?? 120_000,
    pongTimeout: options.pongTimeout ?? 30_000,
    unavailableTimeout: 10_000,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        const answer = authorize(socketId, channelName);
        if (answer instanceof Error) callback(answer, null);
        else callback(null, answer);
      },
    },
  });
}

/** Resolves when `client` is connected. */
export function connected(client: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    if (client.connection.state === 'connected') return resolve(client.connection.socket_id);
    client.connection.bind('connected', () => resolve(client.connection.socket_id));
    client.connection.bind('failed', () => reject(new Error('connection failed')));
  });
}

/** Resolves on `event` from `emitter` (a channel or the connection), or rejects after `ms`. */
export function next<T = unknown>(emitter: { bind(event: string, cb: (data: T) => void): unknown }, event: string, ms = 3_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    emitter.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

/** A raw websocket client that records every frame, for checks below what pusher-js exposes. */
export class RawClient {
  readonly frames: Array<{ event: string; channel?: string; data?: unknown; user_id?: string }> = [];
  readonly socket: WebSocket;
  private waiters: Array<() => void> = [];
  closeCode: number | null = null;
  closed: Promise<number>;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.socket = new WebSocket(url, { headers });
    this.socket.on('message', (raw) => {
      this.frames.push(JSON.parse(raw.toString()));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      this.socket.on('close', (code) => {
        this.closeCode = code;
        resolve(code);
      }),
    );
    this.socket.on('error', () => {});
  }

  static url(server: RunningRealtimeServer, query = 'protocol=7&client=js&version=8.6.0&flash=false', key = APP.key): string {
    return `ws://127.0.0.1:${server.port}/app/${key}?${query}`;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first frame (after `from`) matching `predicate`, waiting up to `ms`. */
  async waitFor(predicate: (frame: RawClient['frames'][number]) => boolean, ms = 3_000, from = 0): Promise<RawClient['frames'][number]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.slice(from).find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The socket id from the handshake. */
  async socketId(): Promise<string> {
    const frame = await this.waitFor((f) => f.event === 'pusher:connection_established');
    return JSON.parse(frame.data as string).socket_id;
  }

  close(): void {
    this.socket.close();
  }
}

/** Waits `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
