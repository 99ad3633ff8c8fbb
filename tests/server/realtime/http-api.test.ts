import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiStringToSign, hmacHex, md5Hex, signChannel, signUser } from '../../../src-server/realtime/pusher-signatures';
import type { RunningRealtimeServer } from '../../../src-server/realtime/realtime-server';
import { APP, RawClient, sdkFor, sleep, startTestRealtime } from './support/realtime-harness';

let server: RunningRealtimeServer;
const clients: RawClient[] = [];

beforeAll(async () => {
  server = await startTestRealtime();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => server.close());

async function subscribed(channel: string, member?: { user_id: string; user_info?: object }): Promise<{ client: RawClient; socketId: string }> {
  const client = new RawClient(RawClient.url(server));
  clients.push(client);
  const socketId = await client.socketId();
  const channelData = member ? JSON.stringify(member) : undefined;
  const auth = channel.startsWith('private-') || channel.startsWith('presence-') ? signChannel(APP, socketId, channel, channelData) : undefined;
  client.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } });
  await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
  return { client, socketId };
}

/** A signed HTTP API call made by hand, to test what the SDK never sends. */
async function signedFetch(method: 'GET' | 'POST', path: string, body = '', tweak: (q: URLSearchParams) => void = () => {}, app = APP) {
  const query = new URLSearchParams({ auth_key: app.key, auth_timestamp: String(Math.floor(Date.now() / 1000)), auth_version: '1.0' });
  if (body) query.set('body_md5', md5Hex(body));
  query.set('auth_signature', hmacHex(app.secret, apiStringToSign(method, path, query.entries())));
  tweak(query);
  return fetch(`${server.url}${path}?${query}`, { method, body: body || undefined, headers: body ? { 'content-type': 'application/json' } : {} });
}

describe('the Pusher HTTP API through the official SDK', () => {
  it('publishes to several channels, passing data through as the publisher encoded it', async () => {
    const a = await subscribed('orders');
    const b = await subscribed('private-orders.2');
    await sdkFor(server).trigger(['orders', 'private-orders.2'], 'App\\Events\\OrderShipped', { id: 3 });
    const frame = await a.client.waitFor((f) => f.event === 'App\\Events\\OrderShipped');
    expect(frame).toEqual({ event: 'App\\Events\\OrderShipped', channel: 'orders', data: '{"id":3}' });
    await b.client.waitFor((f) => f.event === 'App\\Events\\OrderShipped' && f.channel === 'private-orders.2');
  });

  it('skips the socket named by socket_id ("toOthers") and answers counts when info asks', async () => {
    const sender = await subscribed('chat');
    const other = await subscribed('chat');
    const response = await sdkFor(server).trigger('chat', 'said', { text: 'hi' }, { socket_id: sender.socketId, info: 'subscription_count' });
    expect(await response.json()).toEqual({ channels: { chat: { subscription_count: 2 } } });
    await other.client.waitFor((f) => f.event === 'said');
    await sleep(100);
    expect(sender.client.frames.some((f) => f.event === 'said')).toBe(false);
  });

  it('publishes a batch', async () => {
    const a = await subscribed('batch-a');
    const response = await sdkFor(server).triggerBatch([
      { channel: 'batch-a', name: 'one', data: { n: 1 } },
      { channel: 'batch-a', name: 'two', data: { n: 2 } },
    ]);
    expect(response.status).toBe(200);
    await a.client.waitFor((f) => f.event === 'two');
    expect(a.client.frames.filter((f) => f.event === 'one' || f.event === 'two').map((f) => f.event)).toEqual(['one', 'two']);
  });

  it('lists occupied channels and describes one', async () => {
    await subscribed('presence-lobby', { user_id: '1', user_info: { name: 'Ada' } });
    await subscribed('presence-lobby', { user_id: '2' });
    const sdk = sdkFor(server);
    const list = await (await sdk.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })).json();
    expect(list.channels['presence-lobby']).toEqual({ user_count: 2 });
    const one = await (await sdk.get({ path: '/channels/presence-lobby', params: { info: 'user_count,subscription_count' } })).json();
    expect(one).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });
    const empty = await (await sdk.get({ path: '/channels/nobody-here' })).json();
    expect(empty).toEqual({ occupied: false });
    const users = await (await sdk.get({ path: '/channels/presence-lobby/users' })).json();
    expect(users.users).toEqual([{ id: '1' }, { id: '2' }]);
  });

  it('answers 400 for user_count outside presence channels', async () => {
    await expect(sdkFor(server).get({ path: '/channels', params: { info: 'user_count' } })).rejects.toMatchObject({ status: 400 });
    await expect(sdkFor(server).get({ path: '/channels/public-x/users' })).rejects.toMatchObject({ status: 400 });
  });

  it('sends to a signed-in user and terminates their connections', async () => {
    const client = new RawClient(RawClient.url(server));
    clients.push(client);
    const socketId = await client.socketId();
    client.send({ event: 'pusher:signin', data: { auth: signUser(APP, socketId, '{"id":"77"}'), user_data: '{"id":"77"}' } });
    await client.waitFor((f) => f.event === 'pusher:signin_success');
    client.send({ event: 'pusher:subscribe', data: { channel: '#server-to-user-77' } });
    await client.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');

    await sdkFor(server).sendToUser('77', 'direct', { hello: true });
    await client.waitFor((f) => f.event === 'direct');
    await sdkFor(server).terminateUserConnections('77');
    expect(await client.closed).toBe(4009);
  });
});

describe('the HTTP API refuses', () => {
  it('a request signed with another secret (401), and an unknown app id (404)', async () => {
    await expect(sdkFor(server, { ...APP, secret: 'wrong' }).trigger('x', 'e', {})).rejects.toMatchObject({ status: 401 });
    await expect(sdkFor(server, { ...APP, appId: 'nope' }).trigger('x', 'e', {})).rejects.toMatchObject({ status: 404 });
  });

  it('a stale timestamp and a body that does not match its md5 (401)', async () => {
    const body = JSON.stringify({ name: 'e', channels: ['x'], data: '{}' });
    const fresh = await signedFetch('POST', `/apps/${APP.appId}/events`, body, () => {}, APP);
    expect(fresh.status).toBe(200);
    const old = new URLSearchParams({ auth_key: APP.key, auth_timestamp: String(Math.floor(Date.now() / 1000) - 700), auth_version: '1.0', body_md5: md5Hex(body) });
    old.set('auth_signature', hmacHex(APP.secret, apiStringToSign('POST', `/apps/${APP.appId}/events`, old.entries())));
    expect((await fetch(`${server.url}/apps/${APP.appId}/events?${old}`, { method: 'POST', body })).status).toBe(401);

    const tampered = await signedFetch('POST', `/apps/${APP.appId}/events`, body, (q) => q.set('body_md5', md5Hex('{}')));
    expect(tampered.status).toBe(401);
  });

  it('oversize event data (413), too many channels or events (400), reserved names (400), bad JSON (400)', async () => {
    const path = `/apps/${APP.appId}/events`;
    expect((await signedFetch('POST', path, JSON.stringify({ name: 'e', channel: 'x', data: 'x'.repeat(10_241) }))).status).toBe(413);
    const channels = Array.from({ length: 101 }, (_, i) => `c${i}`);
    expect((await signedFetch('POST', path, JSON.stringify({ name: 'e', channels, data: '{}' }))).status).toBe(400);
    expect((await signedFetch('POST', path, JSON.stringify({ name: 'pusher:fake', channel: 'x', data: '{}' }))).status).toBe(400);
    expect((await signedFetch('POST', path, JSON.stringify({ name: 'e', channel: 'x', data: { not: 'a string' } }))).status).toBe(400);
    expect((await signedFetch('POST', path, '{not json')).status).toBe(400);
    const batch = Array.from({ length: 11 }, () => ({ name: 'e', channel: 'x', data: '{}' }));
    expect((await signedFetch('POST', `/apps/${APP.appId}/batch_events`, JSON.stringify({ batch }))).status).toBe(400);
  });

  it('unknown paths (404) and answers a health check', async () => {
    expect((await signedFetch('GET', `/apps/${APP.appId}/nothing`)).status).toBe(404);
    const health = await fetch(`${server.url}/up`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('OK');
  });
});
