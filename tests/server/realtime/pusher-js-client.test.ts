import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signChannel } from '../../../src-server/realtime/pusher-signatures';
import type { RunningRealtimeServer } from '../../../src-server/realtime/realtime-server';
import { APP, clientFor, connected, next, sdkFor, sleep, startTestRealtime } from './support/realtime-harness';

/** The real pusher-js (Node build) and the real `pusher` SDK against the embedded server. */
let server: RunningRealtimeServer;
const clients: Pusher[] = [];
function client(options: Parameters<typeof clientFor>[1] = {}, target = server): Pusher {
  const pusher = clientFor(target, options);
  clients.push(pusher);
  return pusher;
}

beforeAll(async () => {
  server = await startTestRealtime();
});
afterEach(() => {
  for (const pusher of clients.splice(0)) pusher.disconnect();
});
afterAll(() => server.close());

describe('pusher-js against the embedded server', () => {
  it('connects and gets a socket id', async () => {
    const pusher = client();
    expect(await connected(pusher)).toMatch(/^\d+\.\d+$/);
  });

  it('subscribes to a private channel and receives what the SDK publishes, decoded', async () => {
    const pusher = client();
    const channel = pusher.subscribe('private-App.Models.User.7');
    await next(channel, 'pusher:subscription_succeeded');
    const received = next<Record<string, unknown>>(channel, 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated');
    await sdkFor(server).trigger('private-App.Models.User.7', 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated', { id: 'n-1', type: 'X', amount: 5 });
    expect(await received).toEqual({ id: 'n-1', type: 'X', amount: 5 });
  });

  it('reports a forged authorisation as a subscription error and receives nothing there', async () => {
    const pusher = client({ authorize: (socketId, channel) => ({ auth: signChannel({ ...APP, secret: 'forged' }, socketId, channel) }) });
    const channel = pusher.subscribe('private-App.Models.User.8');
    const error = await next<{ type: string; status: number }>(channel, 'pusher:subscription_error');
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });
    let delivered = false;
    channel.bind('secret', () => (delivered = true));
    await sdkFor(server).trigger('private-App.Models.User.8', 'secret', {});
    await sleep(200);
    expect(delivered).toBe(false);
  });

  it('stops receiving after unsubscribing', async () => {
    const pusher = client();
    const channel = pusher.subscribe('news');
    await next(channel, 'pusher:subscription_succeeded');
    let count = 0;
    channel.bind('flash', () => (count += 1));
    await sdkFor(server).trigger('news', 'flash', {});
    await sleep(100);
    pusher.unsubscribe('news');
    await sleep(100);
    await sdkFor(server).trigger('news', 'flash', {});
    await sleep(150);
    expect(count).toBe(1);
  });

  it('stays connected on the same socket across activity timeouts: its pings get pongs', async () => {
    const quick = await startTestRealtime({ activityTimeoutSeconds: 1, pongTimeoutMs: 2_000, sweepIntervalMs: 100 });
    try {
      const pusher = client({ activityTimeout: 1_000, pongTimeout: 500 }, quick);
      const socketId = await connected(pusher);
      await sleep(3_000);
      expect(pusher.connection.state).toBe('connected');
      expect(pusher.connection.socket_id).toBe(socketId);
    } finally {
      await quick.close();
    }
  });

  it('reconnects after a graceful shutdown (4200) and resubscribes with a new socket id', async () => {
    const first = await startTestRealtime();
    const port = first.port;
    const pusher = client({}, first);
    const socketId = await connected(pusher);
    const channel = pusher.subscribe('private-App.Models.User.9');
    await next(channel, 'pusher:subscription_succeeded');

    await first.close();
    const second = await startTestRealtime({ port });
    try {
      // pusher-js retries at once; when that races the new listener it backs off (up to ~15 s).
      await next(pusher.connection, 'connected', 20_000);
      expect(pusher.connection.socket_id).not.toBe(socketId);
      await next(channel, 'pusher:subscription_succeeded', 3_000).catch(() => undefined);
      const received = next(channel, 'after-restart');
      await sdkFor(second).trigger('private-App.Models.User.9', 'after-restart', { ok: true });
      expect(await received).toEqual({ ok: true });
    } finally {
      await second.close();
    }
  }, 30_000);

  it('stops for good when the app key is unknown (4001)', async () => {
    const pusher = client();
    pusher.disconnect();
    const Client = pusher.constructor as typeof Pusher;
    const wrong = new Client('wrong-key', { cluster: 'mt1', wsHost: '127.0.0.1', wsPort: server.port, forceTLS: false, enabledTransports: ['ws'] });
    clients.push(wrong);
    const errors: unknown[] = [];
    wrong.connection.bind('error', (e: unknown) => errors.push(e));
    await next(wrong.connection, 'disconnected', 5_000).catch(() => undefined);
    await sleep(300);
    expect(['disconnected', 'failed']).toContain(wrong.connection.state);
    expect(JSON.stringify(errors)).toContain('4001');
  });
});
