import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../src-domain/auth/route-access.policy';
import { createTestApp, type TestApp } from '../support/test-app';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/main-3F2A1B.js"></script></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let t: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'kestrel-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'assets', 'main-3F2A1B.js'), 'console.log("kestrel")');
  // The build writes compressed twins beside each asset (esbuild.config.mjs `precompress`).
  writeFileSync(join(webRoot, 'assets', 'main-3F2A1B.js.br'), brotliCompressSync('console.log("kestrel")'));
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(webRoot, '.env'), 'SECRET=1');
  t = await createTestApp({ webRoot });
});
afterAll(() => t.close());

describe('the built SPA on the same origin', () => {
  it('serves index.html at / and on client-side routes, revalidated on each load', async () => {
    for (const url of ['/', '/dashboard/main', '/auth/sign-in?next=%2Fdashboard']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers 200 with the page for every route of the SPA, a record id filled in', async () => {
    const urls = ROUTES.map((route) => route.pattern.replace(/:\w+/g, '123'));
    expect(urls).toContain('/dashboard/user-loans/123');
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('answers 404 with the same page for a path the SPA has no page for, so the app shows its "Page not found"', async () => {
    for (const url of ['/no/such/page', '/dashboard/no-such-page', '/dashboard/user-loans/abc', '/about/us?ref=mail']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-3F2A1B.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the Brotli twin to a browser that accepts it, and plain bytes to one that does not', async () => {
    const compressed = await t.app.inject({ method: 'GET', url: '/assets/main-3F2A1B.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("kestrel")');

    const plain = await t.app.inject({ method: 'GET', url: '/assets/main-3F2A1B.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("kestrel")');
  });

  it('serves other files with revalidation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not the page, for a missing asset, so a stale chunk fails loudly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: HTML });
    expect(response.statusCode).toBe(404);
  });

  it('never answers API paths with the page', async () => {
    for (const url of ['/api/nothing', '/sanctum/nothing', '/broadcasting/nothing']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found.' });
    }
  });

  it('answers 404 to a non-HTML request for an unknown path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/main', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });

  it('does not serve dot files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.env' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('SECRET');
  });

  it('keeps the API working next to the SPA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(401);
  });
});
