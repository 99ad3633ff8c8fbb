import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_SECURITY } from '../../../src-server/config/account-security.config';
import { fetchXsrfToken, registration, signUpTokenOf } from '../support/http-client';
import { latestLink, outboxDirOf } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** A JSON POST as the SPA sends it, from client address `ip`, with the browser's device cookie when it has one. */
async function postFrom(app: TestApp, ip: string, url: string, body: unknown, browserCookie?: string) {
  const xsrf = await fetchXsrfToken(app.app);
  const cookies = [`XSRF-TOKEN=${encodeURIComponent(xsrf)}`, ...(browserCookie ? [`kestrel_browser=${browserCookie}`] : [])];
  const headers = { accept: 'application/json', 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf };
  return app.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body), remoteAddress: ip });
}

/** Signs a borrower up from a browser; returns the credentials and that browser's device cookie. */
async function ownerWithBrowser(app: TestApp) {
  const form = registration();
  expect((await postFrom(app, '10.9.0.1', '/api/register', form)).statusCode).toBe(202);
  const link = await latestLink(outboxDirOf(app.app), String(form.email), 0, 'sign-up-confirmation');
  const response = await postFrom(app, '10.9.0.1', '/api/register/confirm', { token: signUpTokenOf(link), password: form.password });
  expect(response.statusCode).toBe(201);
  const browser = response.cookies.find((cookie) => cookie.name === 'kestrel_browser')?.value;
  expect(browser).toBeDefined();
  return { email: form.email as string, password: form.password as string, browser: browser! };
}

describe('sign-in throttle without lock-out by strangers (issue 12, ADR 0014)', () => {
  it('lets the owner in from a known browser after strangers spent the per-account limit from many addresses', async () => {
    t = await createTestApp();
    const owner = await ownerWithBrowser(t);
    const { max } = DEFAULT_ACCOUNT_SECURITY.limits.loginPerAccount;
    for (let i = 0; i < max + 20; i++) await postFrom(t, `10.5.0.${i + 1}`, '/api/login', { email: owner.email, password: 'wrong-password' });

    // A stranger's new browser, even with the right password, waits: the per-account limit holds for it.
    const stranger = await postFrom(t, '10.5.1.1', '/api/login', { email: owner.email, password: owner.password });
    expect(stranger.statusCode).toBe(429);

    // The owner, from the browser they signed up in and a fresh address, gets in at once.
    const owned = await postFrom(t, '10.5.1.2', '/api/login', { email: owner.email, password: owner.password }, owner.browser);
    expect(owned.statusCode).toBe(200);
    expect(owned.json().data.token).toEqual(expect.any(String));
  });

  it('still limits guesses per address from a known browser', async () => {
    t = await createTestApp();
    const owner = await ownerWithBrowser(t);
    const statuses: number[] = [];
    for (let i = 0; i < t.config.loginRateLimit.perIpAndEmail + 1; i++) {
      statuses.push((await postFrom(t, '10.6.0.1', '/api/login', { email: owner.email, password: 'wrong-password' }, owner.browser)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('a device cookie of another account does not exempt anyone', async () => {
    t = await createTestApp();
    const owner = await ownerWithBrowser(t);
    const other = await ownerWithBrowser(t);
    const { max } = DEFAULT_ACCOUNT_SECURITY.limits.loginPerAccount;
    for (let i = 0; i < max; i++) await postFrom(t, `10.7.0.${i + 1}`, '/api/login', { email: owner.email, password: 'wrong-password' }, other.browser);
    expect((await postFrom(t, '10.7.1.1', '/api/login', { email: owner.email, password: owner.password }, other.browser)).statusCode).toBe(429);
  });
});
