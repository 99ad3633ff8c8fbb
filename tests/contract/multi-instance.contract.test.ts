import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoadCurrentUser } from '../../src-domain/auth/load-current-user.use-case';
import type { RegisterDto } from '../../src-domain/auth/register.dto';
import { signUpThroughEmail } from './support/sign-up';
import { SessionStore } from '../../src-domain/auth/session-store.port';
import { nodePlatform } from '../../src/cli/node-platform';
import { buildContainer } from '../../src/container';
import { freePort, startBuiltServer, type BuiltServer } from '../support/built-server';
import { freshTestDatabase, testEngine, type TestDatabase } from '../support/test-database';

/**
 * Issue 6: two API instances on one PostgreSQL and one standalone realtime server, with the sample
 * nginx configuration of docs/operations in front. Nothing an instance needs may live in its memory.
 */
const NGINX = '/usr/sbin/nginx';
const built = existsSync('dist/server/main.js');
const APP = { PUSHER_APP_ID: 'multi-app', PUSHER_APP_KEY: 'multi-key', PUSHER_APP_SECRET: 'multi-secret-for-tests-only' };
const NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

describe.skipIf(testEngine !== 'postgres' || !built)('several API instances behind a load balancer', () => {
  let dir: string;
  let database: TestDatabase;
  let realtime: BuiltServer;
  let a: BuiltServer;
  let b: BuiltServer;
  let proxy: { url: string; realtimePort: number; stop(): Promise<void> } | null = null;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kestrel-multi-'));
    database = await freshTestDatabase(dir);
    const realtimePort = await freePort();
    realtime = await startBuiltServer({
      args: ['--realtime-only'],
      port: realtimePort,
      env: { ...APP, REALTIME_PORT: String(realtimePort) },
      ready: { path: '/', status: 200 },
    });
    const instance = () =>
      startBuiltServer({
        env: {
          ...APP,
          DATABASE_URL: database.url,
          APP_KEY: 'base64:bXVsdGktaW5zdGFuY2UtdGVzdC1rZXktMzItYnl0ZXMhIQ==',
          REALTIME_EMBEDDED: 'false',
          REALTIME_PORT: String(realtimePort),
          PUSHER_HOST: '127.0.0.1',
          PUSHER_PORT: String(realtimePort),
          PUSHER_SCHEME: 'http',
          TRUST_PROXY: '127.0.0.1',
          // One mailbox for both, as one mail server would be: a sign-up's link is read whichever instance sent it.
          OUTBOX_DIR: join(dir, 'outbox'),
        },
      });
    a = await instance();
    b = await instance();
    if (existsSync(NGINX)) proxy = await startNginx(dir, [a.port, b.port], realtimePort);
  }, 90_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.stop(), b?.stop(), realtime?.stop()]);
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  function client(baseUrl: string, name: string) {
    const container = buildContainer(nodePlatform(baseUrl, join(dir, `${name}.cookies.json`)));
    return {
      signUp: (application: RegisterDto) => signUpThroughEmail(container, application, join(dir, 'outbox')),
      me: container.get(LoadCurrentUser),
      sessions: container.get<SessionStore>(SessionStore),
    };
  }

  it('a token issued by instance A works on instance B', async () => {
    const onA = client(a.url, 'token-a');
    const session = await onA.signUp(application('token@example.com'));
    const onB = client(b.url, 'token-b');
    onB.sessions.write(session);
    expect((await onB.me.execute()).email).toBe('token@example.com');
  });

  it('a sign-in through B notifies the realtime client authorised through A', async () => {
    const onA = client(a.url, 'live-a');
    const session = await onA.signUp(application('live@example.com'));
    const socket = await subscribeThrough(a.url, realtime.port, session.token, session.user.id);
    try {
      const received = socket.nextNotification();
      // A browser B has never seen: the new-browser notice is published by B through the pusher SDK.
      await signInOver(b.url, 'live@example.com');
      expect(await received).toMatchObject({ type: expect.stringMatching(/sign.?in|browser/i) });
    } finally {
      socket.close();
    }
  });

  it('the sample nginx configuration balances the API and carries the websocket', async () => {
    if (!proxy) return expect.soft(existsSync(NGINX), 'nginx is not installed (CI installs nginx-light)').toBe(true);
    const viaProxy = client(proxy.url, 'proxy');
    const session = await viaProxy.signUp(application('proxy@example.com'));
    // Several reads in a row land on both instances (least_conn) and all succeed.
    for (let i = 0; i < 6; i += 1) expect((await viaProxy.me.execute()).id).toBe(session.user.id);

    const socket = await subscribeThrough(proxy.url, proxy.realtimePort, session.token, session.user.id);
    try {
      const received = socket.nextNotification();
      await signInOver(proxy.url, 'proxy@example.com');
      expect(await received).toHaveProperty('id');
    } finally {
      socket.close();
    }
  });
});

const application = (email: string) => ({
  first_name: 'Mary',
  last_name: 'Jackson',
  email,
  phone: '+447700900321',
  password: 'wind-tunnel-1958',
  password_confirmation: 'wind-tunnel-1958',
  terms: true,
});

/** A sign-in from a browser the server has never seen (no browser cookie), as plain HTTP. */
async function signInOver(baseUrl: string, email: string): Promise<void> {
  const { cookie, xsrf } = await xsrfCookie(baseUrl);
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie, 'x-xsrf-token': xsrf, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
    body: JSON.stringify({ email, password: 'wind-tunnel-1958' }),
  });
  expect(response.status).toBe(200);
}

async function xsrfCookie(baseUrl: string): Promise<{ cookie: string; xsrf: string }> {
  const response = await fetch(`${baseUrl}/sanctum/csrf-cookie`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, xsrf: decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)![1]) };
}

/**
 * The real pusher-js (Node build) on the user's private channel, authorised by POST
 * /broadcasting/auth on `apiUrl` with the headers of spec §6.
 */
async function subscribeThrough(apiUrl: string, wsPort: number, token: string, userId: number) {
  const pusher = new Pusher(APP.PUSHER_APP_KEY, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort,
    wssPort: wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        xsrfCookie(apiUrl)
          .then(({ cookie, xsrf }) =>
            fetch(`${apiUrl}/broadcasting/auth`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}`, cookie, 'x-xsrf-token': xsrf },
              body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
            }),
          )
          .then(async (response) => {
            if (response.status !== 200) throw new Error(`broadcasting/auth answered ${response.status}`);
            callback(null, (await response.json()) as { auth: string });
          })
          .catch((error: Error) => callback(error, null));
      },
    },
  });
  const channel = pusher.subscribe(`private-App.Models.User.${userId}`);
  await new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve());
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(`subscription refused: ${JSON.stringify(error)}`)));
    setTimeout(() => reject(new Error('no subscription within 5 s')), 5_000);
  });
  return {
    nextNotification: () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        channel.bind(NOTIFICATION_EVENT, (data: Record<string, unknown>) => resolve(data));
        setTimeout(() => reject(new Error('no notification within 5 s')), 5_000);
      }),
    close: () => pusher.disconnect(),
  };
}

/** Runs docs/operations/nginx.conf with its ports pointed at this test's processes. */
async function startNginx(dir: string, apiPorts: number[], realtimePort: number) {
  const proxyPort = await freePort();
  const wsPort = await freePort();
  const prefix = join(dir, 'nginx');
  const sample = readFileSync('docs/operations/nginx.conf', 'utf8');
  const site = sample
    .replace('server 127.0.0.1:8001', `server 127.0.0.1:${apiPorts[0]}`)
    .replace('server 127.0.0.1:8002', `server 127.0.0.1:${apiPorts[1]}`)
    .replace('server 127.0.0.1:6101', `server 127.0.0.1:${realtimePort}`)
    .replace('listen 8080;', `listen 127.0.0.1:${proxyPort};`)
    .replace('listen 6001;', `listen 127.0.0.1:${wsPort};`);
  expect(site, 'the sample nginx.conf changed shape; update this test').not.toBe(sample);
  const { mkdirSync } = await import('node:fs');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  writeFileSync(join(prefix, 'kestrel.conf'), site);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs', 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log off;`,
      `  client_body_temp_path ${join(prefix, 'body')};`,
      `  proxy_temp_path ${join(prefix, 'proxy')};`,
      `  include ${join(prefix, 'kestrel.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${proxyPort}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    try {
      if ((await fetch(`${url}/sanctum/csrf-cookie`)).status === 204) break;
    } catch {
      // not yet
    }
    if (i > 100) throw new Error(`nginx did not answer: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    realtimePort: wsPort,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
