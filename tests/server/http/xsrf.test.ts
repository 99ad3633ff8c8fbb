import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { fetchXsrfToken, registerUser, registration, send, xsrfCookieOf } from '../support/http-client';

const MISMATCH = { message: 'CSRF token mismatch.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('XSRF (Sanctum style)', () => {
  it('GET /sanctum/csrf-cookie answers 204 with a readable XSRF-TOKEN cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });

    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
  });

  it('issues the cookie on any response to a request without one, even a 404 or 401', async () => {
    for (const url of ['/api/v1/users/me', '/api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(xsrfCookieOf(response)).toBeTruthy();
    }
  });

  it('gives an API client (bearer token, no cookies) no cookie on reads, and one with the 419 when it writes without', async () => {
    const { token } = await registerUser(t.app);
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } });
    expect(read.statusCode).toBe(200);
    expect(xsrfCookieOf(read)).toBeUndefined();

    const write = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect(write.statusCode).toBe(419);
    expect(xsrfCookieOf(write)).toBeTruthy();
  });

  it('does not reissue the cookie when the request carries a valid one', async () => {
    const token = await fetchXsrfToken(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: `XSRF-TOKEN=${token}` } });
    expect(xsrfCookieOf(response)).toBeUndefined();
  });

  it('answers 419 when the header is missing, and hands out a cookie to retry with', async () => {
    const token = await fetchXsrfToken(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: `XSRF-TOKEN=${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(registration()),
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(MISMATCH);
  });

  it('answers 419 when no cookie was sent at all', async () => {
    const response = await send(t.app, 'POST', '/api/register', registration(), { xsrf: null });
    expect(response.statusCode).toBe(419);
    expect(xsrfCookieOf(response)).toBeTruthy();
  });

  it('answers 419 when the header does not match the cookie', async () => {
    const cookie = await fetchXsrfToken(t.app);
    const other = await fetchXsrfToken(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': other, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(MISMATCH);
  });

  it('answers 419 to a forged cookie echoed in the header (unsigned or signed with another key)', async () => {
    const nonce = randomBytes(32).toString('base64url');
    const forged = [
      'attacker-chosen-value',
      `${nonce}.${randomBytes(32).toString('base64url')}`,
      `${nonce}.${createHmac('sha256', 'not-the-app-key').update(nonce).digest('base64url')}`,
    ];
    for (const token of forged) {
      const response = await send(t.app, 'POST', '/api/register', registration(), { xsrf: token });
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual(MISMATCH);
    }
  });

  it('lets a matching cookie and header through', async () => {
    const response = await send(t.app, 'POST', '/api/register', registration());
    expect(response.statusCode).toBe(202);
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    const secure = await createTestApp({ appUrl: 'https://portal.example.com' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
