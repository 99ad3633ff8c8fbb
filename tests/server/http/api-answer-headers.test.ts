import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

/** The headers that only steer a rendered document (ADR 0049): the page sends them, an API answer does not. */
const PAGE_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://portal.example.com' });
  ({ token } = await registerUser(t.app));
});
afterAll(() => t.close());

describe('the headers of an API answer (issue 28, ADR 0049)', () => {
  it('keeps every header that protects a JSON answer, and no more', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });

    expect(me.statusCode).toBe(200);
    expect(me.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cache-control': 'no-store, private',
      pragma: 'no-cache',
    });
    expect(String(me.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    for (const name of PAGE_ONLY) expect(me.headers[name], name).toBeUndefined();
  });

  it('sends the same set with a refusal', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { accept: 'application/json' } });

    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['cache-control']).toBe('no-store, private');
    for (const name of PAGE_ONLY) expect(refused.headers[name], name).toBeUndefined();
  });

  it('leaves the page its whole set, and no no-store', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/loans' });

    for (const name of PAGE_ONLY) expect(page.headers[name], name).toBeDefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers.pragma).toBeUndefined();
  });
});
