import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PusherServer from 'pusher';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../src-domain/notifications/notification.entity';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { LaravelAuthGateway } from '../../../src-infra/api/auth/laravel-auth.gateway';
import { GotTransport } from '../../../src-infra/http/got.transport';
import { HttpClient } from '../../../src-infra/http/http-client';
import { EchoNotificationFeed } from '../../../src-infra/realtime/echo-notification.feed';
import { CookieSessionStore } from '../../../src-infra/session/cookie-session.store';
import { FileCookieJar } from '../../../src-infra/session/file-cookie-jar';
import { startRealtimeServer, type RunningRealtimeServer } from '../../../src-server/realtime/realtime-server';
import { startServer, type RunningServer } from '../../../src-server/server';
import { signUpTokenOf } from '../../server/support/http-client';
import { latestLink } from '../../server/support/outbox';

/** The Echo feed against the real API (for /broadcasting/auth) and a realtime server this test can restart. */
const APP = { appId: 'feed-app', key: 'feed-key', secret: 'feed-secret' };
const dir = mkdtempSync(join(tmpdir(), 'kestrel-echo-feed-'));
let realtime: RunningRealtimeServer;
let api: RunningServer;
let counter = 0;

beforeAll(async () => {
  realtime = await startRealtimeServer({ app: APP, port: 0 });
  api = await startServer({
    port: 0,
    databaseUrl: `sqlite:${join(dir, 'lender.sqlite')}`,
    webRoot: join(dir, 'none'),
    passwordHashing: { ln: 12, r: 8, p: 1 },
    realtime: { embedded: false },
    outbox: { dir: join(dir, 'outbox'), print: false },
    pusher: { ...APP, host: '127.0.0.1', port: realtime.port },
  });
});
afterAll(async () => {
  await api.close();
  await realtime.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A Node client as the CLI builds it: got with a cookie jar, the shared HTTP policy, a signed-up borrower. */
async function signedUpClient() {
  counter += 1;
  const cookies = FileCookieJar.open(join(dir, `cookies-${counter}.json`), api.url);
  const sessions = new CookieSessionStore(cookies);
  const onUnauthenticated = vi.fn();
  const http = new HttpClient({ baseUrl: api.url, transport: new GotTransport({ cookieJar: cookies.jar }), cookies, sessions, onUnauthenticated, retryDelay: () => 0 });
  const auth = new LaravelAuthGateway(http);
  const password = 'Analytical-Engine-1843';
  const email = `feed.${process.pid}.${counter}@example.com`;
  await auth.register({ first_name: 'Ada', last_name: 'Lovelace', email, phone: '+447700900123', password, password_confirmation: password, terms: true });
  // The account opens with the e-mailed link and the password chosen, as a person does it.
  const link = await latestLink(join(dir, 'outbox'), email, 0, 'sign-up-confirmation');
  const issued = await auth.confirmSignUp({ token: signUpTokenOf(link), password });
  sessions.write({ token: issued.token, user: issued.user, role: issued.user.role });
  return { http, sessions, auth, onUnauthenticated, user: issued.user };
}

function feedFor(http: HttpClient): EchoNotificationFeed {
  return new EchoNotificationFeed({ key: APP.key, wsHost: '127.0.0.1', port: realtime.port }, http, { now: () => new Date('2026-11-22T12:00:00.000Z') });
}

async function until(check: () => boolean | Promise<boolean>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function occupied(userId: number): Promise<boolean> {
  const sdk = new PusherServer({ ...APP, host: '127.0.0.1', port: String(realtime.port), useTLS: false });
  const response = await sdk.get({ path: `/channels/private-App.Models.User.${userId}` });
  return (await response.json()).occupied === true;
}

describe('EchoNotificationFeed', () => {
  it('receives the user’s notifications live, authorised through /broadcasting/auth, and leaves on unsubscribe', async () => {
    const { http, user } = await signedUpClient();
    const feed = feedFor(http);
    const received: Notification[] = [];
    const subscription = feed.follow(user.id, (n) => received.push(n));
    await until(() => occupied(user.id));

    const stored = await api.app.notifications.notify(user.id, NotificationType.PhoneVerified, { phone: '+447700900123' });
    await until(() => received.length === 1);
    expect(received[0]).toEqual({
      id: stored.id,
      type: 'App\\Notifications\\PhoneVerified',
      title: 'Phone number verified',
      body: '07700 900123 is now confirmed as your phone number.',
      about: { kind: 'account-security' },
      topic: 'App\\Notifications\\PhoneVerified',
      data: { phone: '+447700900123' },
      createdAt: '2026-11-22T12:00:00.000Z',
      readAt: null,
    });

    subscription.unsubscribe();
    await until(async () => !(await occupied(user.id)));
    expect(feed.state).toBe('disconnected');
  });

  it('reads the credentials afresh for every authorisation', async () => {
    const ada = await signedUpClient();
    const grace = await signedUpClient();
    const feed = feedFor(ada.http);
    const first = feed.follow(ada.user.id, () => {});
    await until(() => occupied(ada.user.id));
    // Same client, same socket; the session now holds Grace's token, so her channel must be authorised with it.
    ada.sessions.write(grace.sessions.read()!);
    const second = feed.follow(grace.user.id, () => {});
    await until(() => occupied(grace.user.id));
    first.unsubscribe();
    second.unsubscribe();
  });

  it('signals a catch-up once the channel is subscribed and again after the realtime server restarts, and still receives afterwards', async () => {
    const { http, user } = await signedUpClient();
    const feed = feedFor(http);
    const received: Notification[] = [];
    const catchUps = vi.fn();
    feed.onCatchUp(catchUps);
    const subscription = feed.follow(user.id, (n) => received.push(n));
    await until(() => occupied(user.id));
    // What was sent before the subscription (while the page loaded its lists) never arrives: the listener fetches it.
    await until(() => catchUps.mock.calls.length === 1);
    // A second follower of the same channel does not subscribe again.
    const second = feed.follow(user.id, () => {});

    const port = realtime.port;
    await realtime.close();
    realtime = await startRealtimeServer({ app: APP, port });
    // pusher-js retries at once (4200); when that races the restart, its next attempt comes after up to 15 s.
    await until(() => catchUps.mock.calls.length === 2, 25_000);
    second.unsubscribe();
    await until(() => occupied(user.id));
    await api.app.notifications.notify(user.id, NotificationType.PasswordChanged);
    await until(() => received.length === 1);
    subscription.unsubscribe();
  }, 30_000);

  it('lets the 401 policy sign the person out when the token no longer works', async () => {
    const { http, auth, sessions, onUnauthenticated, user } = await signedUpClient();
    const token = sessions.read()!;
    await auth.signOut();
    sessions.write(token);
    const feed = feedFor(http);
    const subscription = feed.follow(user.id, () => {});
    await until(() => onUnauthenticated.mock.calls.length === 1);
    expect(sessions.read()).toBeNull();
    subscription.unsubscribe();
  });
});
