import { FilesystemDocumentStorage } from '../../../src-server/services/filesystem-document.storage';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordService } from '../../../src-server/services/password.service';
import { DEMO_BORROWER, seedDemoBorrower } from '../../../src-server/seed/demo-borrower.seed';
import { BROWSER_COOKIE } from '../../../src-server/http/notifications/new-browser.sign-in-observer';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, registration, signUp } from '../support/http-client';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function browserCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === BROWSER_COOKIE)?.value;
}

async function signIn(email: string, password: string, browser?: string, userAgent = FIREFOX_WINDOWS) {
  // The browser cookie rides in the same Cookie header as the XSRF one.
  const xsrfResponse = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
  const xsrf = decodeURIComponent(xsrfResponse.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const cookies = [`XSRF-TOKEN=${encodeURIComponent(xsrf)}`, ...(browser ? [`${BROWSER_COOKIE}=${browser}`] : [])].join('; ');
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrf, cookie: cookies, 'user-agent': userAgent },
    payload: JSON.stringify({ email, password }),
  });
}

async function unreadOf(token: string) {
  return (await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data as Array<{ type: string; data: Record<string, unknown> }>;
}

describe('a sign-in from a new browser', () => {
  it('is noticed, while the browser the account signed up in and a browser seen before are not', async () => {
    const body = registration();
    // The browser that opens the account (the e-mailed link) is the one it signed up in.
    const opened = await signUp(t.app, body, { headers: { 'user-agent': FIREFOX_WINDOWS } });
    const home = browserCookieOf(opened);
    expect(home).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(opened.cookies.find((c) => c.name === BROWSER_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const again = await signIn(body.email as string, body.password as string, home);
    expect(again.statusCode).toBe(200);
    expect(browserCookieOf(again)).toBeUndefined();
    const token = again.json().data.token;
    expect(await unreadOf(token)).toEqual([]);

    const phone = await signIn(body.email as string, body.password as string, undefined, SAFARI_IPHONE);
    expect(phone.statusCode).toBe(200);
    const [notice] = await unreadOf(token);
    expect(notice).toMatchObject({
      type: 'App\\Notifications\\NewBrowserSignIn',
      data: { browser: 'Safari on iOS', ip_address: '127.0.0.1', signed_in_at: t.clock.now().toISOString() },
    });

    await signIn(body.email as string, body.password as string, browserCookieOf(phone), SAFARI_IPHONE);
    expect(await unreadOf(token)).toHaveLength(1);
  });

  it('is not noticed for an account with no browser on record (its first sign-in since this feature)', async () => {
    await seedDemoBorrower(t.database, new PasswordService(t.config.passwordHashing), new FilesystemDocumentStorage(t.config.uploadDir), t.clock);
    const first = await signIn(DEMO_BORROWER.email, DEMO_BORROWER.password);
    expect(first.statusCode).toBe(200);
    expect(await unreadOf(first.json().data.token)).toEqual([]);
    const elsewhere = await signIn(DEMO_BORROWER.email, DEMO_BORROWER.password, undefined, SAFARI_IPHONE);
    expect(await unreadOf(elsewhere.json().data.token)).toHaveLength(1);
  });

  it('treats a forged or malformed browser cookie as a new browser', async () => {
    const body = registration();
    await signUp(t.app, body);
    const response = await signIn(body.email as string, body.password as string, 'x'.repeat(10));
    expect(browserCookieOf(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await unreadOf(response.json().data.token)).toHaveLength(1);
  });
});
