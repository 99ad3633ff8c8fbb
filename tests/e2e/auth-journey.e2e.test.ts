import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { latestMessage, settledOutboxSize } from '../server/support/outbox';
import { sendSignUpForm, signUpInBrowser } from './support/sign-up-in-browser';
import { signOutInBrowser } from './support/sign-out-in-browser';

/**
 * The walking skeleton in a real browser: Debian's Chromium against the built SPA and the built
 * server on a fresh database.
 */
describe.skipIf(!hasChromium)('auth journey in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
    browser = await openChromium();
    context = browser.context;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    await context.clearCookies();
    page = context.pages()[0] ?? (await context.newPage());
  });

  const sessionCookies = async () =>
    (await context.cookies(server.url)).filter((c) => ['authToken', 'user', 'user_role'].includes(c.name)).map((c) => c.name).sort();

  async function signUp(): Promise<string> {
    return (await signUpInBrowser(page, server)).email;
  }

  it('a visitor signs up, is asked to confirm the phone, continues to the dashboard, and signs out', async () => {
    await signUp();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain('Margaret');
    await expect.poll(sessionCookies).toEqual(['authToken', 'user', 'user_role']);

    await signOutInBrowser(page);
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
    await expect.poll(sessionCookies).toEqual([]);

    await page.goto(`${server.url}/dashboard/main`);
    await page.waitForURL('**/auth/sign-in**');
  });

  it('says "check your e-mail" for an address that already has an account, as for a new one; the owner is told by e-mail', async () => {
    // The seeded demo borrower's address: taken, and never sent a sign-up e-mail (so no minute to wait between two).
    const email = 'demo@kestrel.test';

    const before = await settledOutboxSize(server.outboxDir);
    await sendSignUpForm(page, server.url, { firstName: 'Second', lastName: 'Person', email, phone: '+447700900457', password: 'another-password-1' });
    const taken = await page.locator('.auth-page').textContent();
    await sendSignUpForm(page, server.url, { firstName: 'Second', lastName: 'Person', email: `x${email}`, phone: '+447700900457', password: 'another-password-1' });
    const fresh = await page.locator('.auth-page').textContent();
    expect(taken?.replace(email, '<email>')).toBe(fresh?.replace(`x${email}`, '<email>'));
    expect(await page.getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe('/auth/sign-in');

    const warning = await latestMessage(server.outboxDir, email, 'sign-up-attempt', before);
    expect(warning.text).toContain('You already have an account with us');
  });

  it('a signed-out visit to /dashboard/main lands on sign-in, and signing in returns there', async () => {
    await page.goto(`${server.url}/dashboard/main`);
    await page.waitForURL('**/auth/sign-in**');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/dashboard/main');
  });

  it('a signed-in visit to /auth/sign-in lands on the dashboard', async () => {
    await signUp();
    await page.goto(`${server.url}/auth/sign-in`);
    await page.waitForURL('**/dashboard/main');
  });

  it('the demo-style sign-in works and a wrong password is refused in words', async () => {
    const email = await signUp();
    await signOutInBrowser(page);
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));

    await page.goto(`${server.url}/auth/sign-in`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password-here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Password hashing is slow on purpose; give the answer longer than expect.poll's default second.
    await expect.poll(() => page.getByText('These credentials do not match our records.').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(email);

    await page.getByLabel('Password', { exact: true }).fill('apollo-guidance-1969');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/main');
  });

  it('an expired token (revoked on the server) sends the user to sign-in with the three cookies gone', async () => {
    await signUp();
    const token = decodeURIComponent((await context.cookies(server.url)).find((c) => c.name === 'authToken')!.value);

    // Revoke it from outside the browser, as a sign-out on another device would.
    const csrf = await fetch(`${server.url}/sanctum/csrf-cookie`);
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)![1]);
    const logout = await fetch(`${server.url}/api/logout`, {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${token}`, cookie, 'x-xsrf-token': xsrf },
    });
    expect(logout.status).toBe(204);

    await page.reload();
    await page.waitForURL('**/auth/sign-in**');
    await expect.poll(sessionCookies).toEqual([]);
  });

  it('an unknown route shows “Page not found”, a malformed loan id “Page Not Found” with the path', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);

    await signUp();
    await page.goto(`${server.url}/dashboard/user-loans/not-a-number`);
    await expect.poll(() => page.getByText('Page Not Found').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('/dashboard/user-loans/not-a-number').count()).toBeGreaterThan(0);
  });

  it('runs under the server’s Content-Security-Policy without violations', async () => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${server.url}/`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await page.goto(`${server.url}/auth/sign-up`);
    await page.getByLabel('First name').waitFor();
    expect(violations).toEqual([]);
  });
});
