import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signChannel, signUser } from '../../../src-server/realtime/pusher-signatures';
import type { RunningRealtimeServer } from '../../../src-server/realtime/realtime-server';
import { ALLOWED_ORIGIN, APP, RawClient, sleep, startTestRealtime } from './support/realtime-harness';

let server: RunningRealtimeServer;
const clients: RawClient[] = [];
function open(url = RawClient.url(server), headers: Record<string, string> = {}): RawClient {
  const client = new RawClient(url, headers);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  server = await startTestRealtime({ clientEvents: true, maxMessageBytes: 10_000 });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => server.close());

describe('handshake', () => {
  it('greets with a digits.digits socket id and activity_timeout in seconds, data double-encoded', async () => {
    const client = open();
    const frame = await client.waitFor((f) => f.event === 'pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    const data = JSON.parse(frame.data as string);
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(120);
  });

  it('lets a browser in from an allowed origin', async () => {
    const client = open(RawClient.url(server), { origin: ALLOWED_ORIGIN });
    await expect(client.socketId()).resolves.toMatch(/^\d+\.\d+$/);
  });

  it.each([
    ['an unknown app key', () => RawClient.url(server, undefined, 'wrong-key'), {}, 4001],
    ['a path that is not /app/{key}', () => `ws://127.0.0.1:${server.port}/socket/${APP.key}?protocol=7`, {}, 4005],
    ['no protocol version', () => RawClient.url(server, 'client=js'), {}, 4008],
    ['an unsupported protocol version', () => RawClient.url(server, 'protocol=5'), {}, 4007],
    ['a foreign origin', () => RawClient.url(server), { origin: 'https://evil.example' }, 4009],
  ])('refuses %s with pusher:error and the same close code', async (_label, url, headers, code) => {
    const client = open(url(), headers as Record<string, string>);
    expect(await client.closed).toBe(code);
    const error = client.frames.find((f) => f.event === 'pusher:error');
    expect(error?.data).toMatchObject({ code });
    expect(client.frames.some((f) => f.event === 'pusher:connection_established')).toBe(false);
  });
});

describe('messages', () => {
  it('answers pusher:ping with pusher:pong, data as an object or a string', async () => {
    const client = open();
    await client.socketId();
    client.send({ event: 'pusher:ping', data: {} });
    await client.waitFor((f) => f.event === 'pusher:pong');
    const count = client.frames.length;
    client.send({ event: 'pusher:ping', data: '{}' });
    await client.waitFor((f) => f.event === 'pusher:pong', 3_000, count);
  });

  it('reports an unreadable message without closing', async () => {
    const client = open();
    await client.socketId();
    client.send('not json');
    const error = await client.waitFor((f) => f.event === 'pusher:error');
    expect(error.data).toMatchObject({ message: 'Invalid message format' });
    client.send({ event: 'pusher:ping', data: {} });
    await client.waitFor((f) => f.event === 'pusher:pong');
  });

  it('refuses an oversize message by closing with 1009', async () => {
    const client = open();
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'big', padding: 'x'.repeat(10_100) } });
    expect(await client.closed).toBe(1009);
  });

  it('subscribes to a public channel and accepts the subscribe data as a JSON string too', async () => {
    const client = open();
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
    client.send({ event: 'pusher:subscribe', data: JSON.stringify({ channel: 'weather' }) });
    await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'news');
    await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'weather');
  });

  it('subscribes to a private channel with a valid signature and refuses a forged one', async () => {
    const client = open();
    const socketId = await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-loans.7', auth: signChannel(APP, socketId, 'private-loans.7') } });
    await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'private-loans.7');

    client.send({ event: 'pusher:subscribe', data: { channel: 'private-loans.8', auth: signChannel(APP, socketId, 'private-loans.7') } });
    const refused = await client.waitFor((f) => f.event === 'pusher:subscription_error');
    expect(refused).toMatchObject({ channel: 'private-loans.8', data: { type: 'AuthError', status: 401 } });
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-loans.9', auth: signChannel({ ...APP, secret: 'guess' }, socketId, 'private-loans.9') } });
    await client.waitFor((f) => f.event === 'pusher:subscription_error' && f.channel === 'private-loans.9');
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it('refuses an invalid channel name', async () => {
    const client = open();
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'bad channel!' } });
    const error = await client.waitFor((f) => f.event === 'pusher:error');
    expect(error.data).toMatchObject({ message: 'Invalid channel name' });
  });
});

describe('presence channels', () => {
  async function join(userId: number | string, name: string): Promise<RawClient> {
    const client = open();
    const socketId = await client.socketId();
    const channelData = JSON.stringify({ user_id: userId, user_info: { name } });
    client.send({ event: 'pusher:subscribe', data: { channel: 'presence-room.1', auth: signChannel(APP, socketId, 'presence-room.1', channelData), channel_data: channelData } });
    await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');
    return client;
  }

  it('lists members on join, announces a new user to the others, and their departure when the last socket leaves', async () => {
    const ada = await join(1, 'Ada');
    const first = JSON.parse((ada.frames.find((f) => f.event === 'pusher_internal:subscription_succeeded')!.data as string));
    expect(first.presence).toEqual({ ids: ['1'], hash: { '1': { name: 'Ada' } }, count: 1 });

    const grace = await join(2, 'Grace');
    const added = await ada.waitFor((f) => f.event === 'pusher_internal:member_added');
    expect(JSON.parse(added.data as string)).toEqual({ user_id: '2', user_info: { name: 'Grace' } });
    expect(grace.frames.some((f) => f.event === 'pusher_internal:member_added')).toBe(false);

    const graceAgain = await join(2, 'Grace');
    const second = JSON.parse(graceAgain.frames.find((f) => f.event === 'pusher_internal:subscription_succeeded')!.data as string);
    expect(second.presence.count).toBe(2);
    expect(ada.frames.filter((f) => f.event === 'pusher_internal:member_added')).toHaveLength(1);

    grace.close();
    await sleep(150);
    expect(ada.frames.some((f) => f.event === 'pusher_internal:member_removed')).toBe(false);
    graceAgain.send({ event: 'pusher:unsubscribe', data: { channel: 'presence-room.1' } });
    const removed = await ada.waitFor((f) => f.event === 'pusher_internal:member_removed');
    expect(JSON.parse(removed.data as string)).toEqual({ user_id: '2' });
  });

  it('relays client events to the others only, with the sender’s user_id', async () => {
    const ada = await join('a', 'Ada');
    const grace = await join('g', 'Grace');
    ada.send({ event: 'client-typing', channel: 'presence-room.1', data: { typing: true } });
    const relayed = await grace.waitFor((f) => f.event === 'client-typing');
    expect(relayed).toMatchObject({ channel: 'presence-room.1', data: { typing: true }, user_id: 'a' });
    await sleep(100);
    expect(ada.frames.some((f) => f.event === 'client-typing')).toBe(false);
  });
});

describe('client events', () => {
  it('refuses them on public channels, unsubscribed channels and without the client- prefix, with 4301 and without closing', async () => {
    const client = open();
    await client.socketId();
    client.send({ event: 'pusher:subscribe', data: { channel: 'news' } });
    await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');
    client.send({ event: 'client-hello', channel: 'news', data: {} });
    client.send({ event: 'client-hello', channel: 'private-x', data: {} });
    client.send({ event: 'hello', channel: 'news', data: {} });
    await sleep(150);
    expect(client.frames.filter((f) => f.event === 'pusher:error').map((f) => (f.data as { code: number }).code)).toEqual([4301, 4301, 4301]);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it('are refused altogether when the app does not enable them', async () => {
    const closed = await startTestRealtime();
    try {
      const client = open(RawClient.url(closed));
      const socketId = await client.socketId();
      client.send({ event: 'pusher:subscribe', data: { channel: 'private-a', auth: signChannel(APP, socketId, 'private-a') } });
      await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');
      client.send({ event: 'client-hello', channel: 'private-a', data: {} });
      const error = await client.waitFor((f) => f.event === 'pusher:error');
      expect(error.data).toMatchObject({ code: 4301 });
    } finally {
      await closed.close();
    }
  });
});

describe('user sign-in', () => {
  it('signs in with a valid signature and then allows only that user’s #server-to-user channel', async () => {
    const client = open();
    const socketId = await client.socketId();
    const userData = JSON.stringify({ id: '42' });
    client.send({ event: 'pusher:subscribe', data: { channel: '#server-to-user-42' } });
    await client.waitFor((f) => f.event === 'pusher:subscription_error' && f.channel === '#server-to-user-42');
    client.send({ event: 'pusher:signin', data: { auth: signUser(APP, socketId, userData), user_data: userData } });
    await client.waitFor((f) => f.event === 'pusher:signin_success');
    client.send({ event: 'pusher:subscribe', data: { channel: '#server-to-user-42' } });
    await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === '#server-to-user-42');
    client.send({ event: 'pusher:subscribe', data: { channel: '#server-to-user-43' } });
    await client.waitFor((f) => f.event === 'pusher:subscription_error' && f.channel === '#server-to-user-43');
  });

  it('closes with 4009 on a forged sign-in', async () => {
    const client = open();
    const socketId = await client.socketId();
    client.send({ event: 'pusher:signin', data: { auth: signUser({ ...APP, secret: 'x' }, socketId, '{"id":"1"}'), user_data: '{"id":"1"}' } });
    expect(await client.closed).toBe(4009);
  });
});

describe('liveness', () => {
  it('pings a silent socket and closes it with 4201 when no pong comes', async () => {
    const quick = await startTestRealtime({ activityTimeoutSeconds: 1, pongTimeoutMs: 300, sweepIntervalMs: 50 });
    try {
      const client = open(RawClient.url(quick));
      expect(JSON.parse((await client.waitFor((f) => f.event === 'pusher:connection_established')).data as string).activity_timeout).toBe(1);
      // ws answers control pings by itself; stop it so the socket looks dead.
      client.socket.pong = () => {};
      (client.socket as unknown as { _receiver: { removeAllListeners(e: string): void } })._receiver.removeAllListeners('ping');
      await client.waitFor((f) => f.event === 'pusher:ping', 3_000);
      expect(await client.closed).toBe(4201);
      expect(client.frames.find((f) => f.event === 'pusher:error')?.data).toMatchObject({ code: 4201 });
    } finally {
      await quick.close();
    }
  });

  it('keeps a socket that answers the ping', async () => {
    const quick = await startTestRealtime({ activityTimeoutSeconds: 1, pongTimeoutMs: 300, sweepIntervalMs: 50 });
    try {
      const client = open(RawClient.url(quick));
      await client.socketId();
      client.socket.on('message', (raw) => {
        if (JSON.parse(raw.toString()).event === 'pusher:ping') client.send({ event: 'pusher:pong', data: {} });
      });
      await sleep(2_600);
      expect(client.frames.filter((f) => f.event === 'pusher:ping').length).toBeGreaterThanOrEqual(2);
      expect(client.closeCode).toBeNull();
    } finally {
      await quick.close();
    }
  });

  it('closes every socket with 4200 on shutdown, so clients reconnect at once', async () => {
    const doomed = await startTestRealtime();
    const client = open(RawClient.url(doomed));
    await client.socketId();
    await doomed.close();
    expect(await client.closed).toBe(4200);
  });
});
