import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startBuiltServer, type BuiltServer } from '../support/built-server';
import { latestLink } from '../server/support/outbox';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';

const PASSWORD = 'kestrel-live-2026';
/** pusher-js backs off after failed attempts; a restart may take this long to be noticed. */
const RECONNECT_MS = 30_000;

/**
 * Live notifications in real browsers against the built app: the API (REALTIME_EMBEDDED=false)
 * and a standalone realtime server (`--realtime-only`) that the test stops and starts again.
 */
describe.skipIf(!hasChromium)('live notifications in Chromium', () => {
  let api: BuiltServer;
  let realtime: BuiltServer | null = null;
  let realtimePort: number;
  let first: ChromiumSession;
  let second: ChromiumSession | null = null;
  let page: Page;
  let email: string;
  const violations: string[] = [];
  /** Every websocket the dashboard page opened, with the frames it received. */
  const sockets: Array<{ url: string; frames: string[] }> = [];

  const startRealtime = async () => {
    realtime = await startBuiltServer({
      args: ['--realtime-only'],
      port: realtimePort,
      env: { REALTIME_PORT: String(realtimePort), APP_URL: api.url },
      ready: { path: '/up', status: 200 },
    });
  };

  beforeAll(async () => {
    realtimePort = await freePort();
    const apiPort = await freePort();
    api = await startBuiltServer({
      port: apiPort,
      env: { REALTIME_EMBEDDED: 'false', REALTIME_PORT: String(realtimePort), PUSHER_PORT: String(realtimePort) },
    });
    await startRealtime();
    email = `live-${Date.now()}@example.com`;
    await register(api, email);
    first = await openChromium();
    page = first.context.pages()[0] ?? (await first.context.newPage());
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    page.on('websocket', (socket) => {
      const log = { url: socket.url(), frames: [] as string[] };
      sockets.push(log);
      socket.on('framereceived', (frame) => log.frames.push(String(frame.payload)));
    });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await realtime?.stop();
    await api?.stop();
  });

  const bell = () => page.getByRole('button', { name: /^Notifications, / });
  const bellLabel = () => bell().getAttribute('aria-label', { timeout: 2_000 }).catch(() => null);
  const toastWith = (text: string) => page.locator('.Toastify__toast', { hasText: text });

  it('with the dashboard open, a sign-in from another browser shows a toast and raises the bell count without a reload', async () => {
    await signInThroughUi(page, api, email);
    // The sign-in of this browser itself (the account was opened elsewhere) is already unread.
    await expect.poll(bellLabel, { timeout: 10_000 }).toBe('Notifications, 1 unread');
    await expect.poll(() => sockets.some((s) => s.url.startsWith(`ws://127.0.0.1:${realtimePort}/app/`)), { timeout: 10_000 }).toBe(true);
    await subscribed();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

    second = await openChromium();
    const other = second.context.pages()[0] ?? (await second.context.newPage());
    await signInThroughUi(other, api, email);

    await expect.poll(() => toastWith('New sign-in to your account').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(bellLabel, { timeout: 10_000 }).toBe('Notifications, 2 unread');
    expect(await bell().textContent()).toContain('2');
    expect(navigations).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('the bell opens the list; marking one read lowers the count and survives a reload', async () => {
    await bell().click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(2);
    await panel.getByRole('button', { name: /^Mark “New sign-in to your account” as read$/ }).first().click();
    await expect.poll(bellLabel).toBe('Notifications, 1 unread');
    await page.keyboard.press('Escape');

    const before = sockets.length;
    await page.reload();
    await expect.poll(bellLabel, { timeout: 10_000 }).toBe('Notifications, 1 unread');
    await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(before);
    await subscribed();
  });

  it('after the realtime server restarts, the client reconnects, picks up what it missed, and receives live again', async () => {
    const before = sockets.length;
    await realtime!.stop();
    realtime = null;
    // Sent while the realtime server is down: stored, but the broadcast goes nowhere.
    await signInFromNode(api, email);
    await startRealtime();

    // pusher-js reconnects by itself; the store refetches the unread list on reconnect.
    await expect.poll(bellLabel, { timeout: RECONNECT_MS, interval: 500 }).toBe('Notifications, 2 unread');
    expect(sockets.length).toBeGreaterThan(before);
    await subscribed();

    await signInFromNode(api, email);
    await expect.poll(bellLabel, { timeout: 10_000 }).toBe('Notifications, 3 unread');
    await expect.poll(() => toastWith('New sign-in to your account').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  }, 90_000);

  /** Resolves once the newest socket has its private channel subscription confirmed. */
  async function subscribed(): Promise<void> {
    await expect
      .poll(() => sockets.at(-1)?.frames.some((f) => f.includes('pusher_internal:subscription_succeeded') && f.includes('private-App.Models.User.')), {
        timeout: 10_000,
      })
      .toBe(true);
  }
});

async function xsrfSession(server: BuiltServer): Promise<{ cookie: string; xsrf: string }> {
  const csrf = await fetch(`${server.url}/sanctum/csrf-cookie`);
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, xsrf: decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '') };
}

/** Opens an account over HTTP (as another device would): the form, then the link in the e-mail. */
async function register(server: BuiltServer, email: string): Promise<void> {
  const { cookie, xsrf } = await xsrfSession(server);
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      phone: '+447700900321',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    }),
  });
  if (response.status !== 202) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  // The account opens from the link in the e-mail, with the password chosen (ADR 0028).
  const token = new URL(await latestLink(server.outboxDir, email.toLowerCase(), 0, 'sign-up-confirmation')).hash.replace(/^#confirm=/, '');
  const confirmed = await fetch(`${server.url}/api/register/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ token: decodeURIComponent(token), password: PASSWORD }),
  });
  if (confirmed.status !== 201) throw new Error(`confirming the sign-up answered ${confirmed.status}: ${await confirmed.text()}`);
}

/** Signs in over HTTP without a browser cookie: to the server, a browser it has not seen. */
async function signInFromNode(server: BuiltServer, email: string): Promise<void> {
  const { cookie, xsrf } = await xsrfSession(server);
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
}

async function signInThroughUi(page: Page, server: BuiltServer, email: string): Promise<void> {
  await page.goto(`${server.url}/auth/sign-in`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard/main');
}
