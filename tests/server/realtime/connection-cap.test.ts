import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../src-server/config/server-config';
import type { RunningRealtimeServer } from '../../../src-server/realtime/realtime-server';
import { clientFor, connected, RawClient, sleep, startTestRealtime } from './support/realtime-harness';

let server: RunningRealtimeServer | null = null;
const clients: RawClient[] = [];
function open(headers: Record<string, string> = {}): RawClient {
  const client = new RawClient(RawClient.url(server!), headers);
  clients.push(client);
  return client;
}

async function until(condition: () => boolean, ms = 3_000): Promise<void> {
  for (const deadline = Date.now() + ms; !condition(); await sleep(10)) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
  }
}

afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server?.close();
  server = null;
});

describe('open sockets per client address', () => {
  it('refuses the socket past the cap with pusher:error 4100 and close code 4100; closing one frees a place', async () => {
    server = await startTestRealtime({ maxConnectionsPerAddress: 3 });
    const held = [open(), open(), open()];
    for (const client of held) await client.socketId();

    const extra = open();
    expect(await extra.closed).toBe(4100);
    expect(extra.frames).toEqual([{ event: 'pusher:error', data: { code: 4100, message: 'Over capacity' } }]);
    expect(server.connectionCount()).toBe(3);

    held[0].close();
    await until(() => server!.connectionCount() === 2);
    await expect(open().socketId()).resolves.toMatch(/^\d+\.\d+$/);
  });

  it('counts each address behind a trusted proxy on its own, as the API’s rate limits do', async () => {
    server = await startTestRealtime({ maxConnectionsPerAddress: 1, trustProxy: '127.0.0.1' });
    await open({ 'x-forwarded-for': '203.0.113.7' }).socketId();
    await open({ 'x-forwarded-for': '203.0.113.8' }).socketId();
    expect(await open({ 'x-forwarded-for': '203.0.113.7' }).closed).toBe(4100);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy, so the cap cannot be dodged', async () => {
    server = await startTestRealtime({ maxConnectionsPerAddress: 1 });
    await open({ 'x-forwarded-for': '203.0.113.7' }).socketId();
    expect(await open({ 'x-forwarded-for': '203.0.113.8' }).closed).toBe(4100);
  });

  it('pusher-js backs off on 4100 and connects once a place is free', async () => {
    server = await startTestRealtime({ maxConnectionsPerAddress: 1 });
    const holder = open();
    await holder.socketId();
    const client = clientFor(server);
    try {
      client.connect();
      await until(() => server!.connectionCount() === 1 && client.connection.state !== 'initialized');
      await sleep(300);
      expect(client.connection.state).not.toBe('connected');
      holder.close();
      await expect(connected(client)).resolves.toMatch(/^\d+\.\d+$/);
    } finally {
      client.disconnect();
    }
  });
});

describe('REALTIME_MAX_CONNECTIONS_PER_ADDRESS', () => {
  it('defaults to 100 and reads a whole number', () => {
    expect(configFromEnv({}).realtime.maxConnectionsPerAddress).toBe(100);
    expect(configFromEnv({ REALTIME_MAX_CONNECTIONS_PER_ADDRESS: '20' }).realtime.maxConnectionsPerAddress).toBe(20);
  });

  it.each(['0', '-1', 'lots', '2.5'])('refuses %s', (value) => {
    expect(() => configFromEnv({ REALTIME_MAX_CONNECTIONS_PER_ADDRESS: value })).toThrow(/REALTIME_MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 1 to 1000000/);
  });
});
