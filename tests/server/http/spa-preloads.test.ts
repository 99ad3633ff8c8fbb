import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html' };
/** What the build writes beside index.html (esbuild.config.mjs `routePreloads`). */
const MANIFEST = {
  pages: {
    '/about': ['/assets/public-1.js'],
    '/dashboard/main': ['/assets/overview-1.js', '/assets/chunk-shared.js'],
    '/dashboard/user-loans/:id': ['/assets/loan-detail-1.js'],
    '/auth/sign-in': ['/assets/sign-in-1.js', 'https://elsewhere.example/x.js', '/assets/../../etc/passwd.js'],
  },
  authLayout: ['/assets/auth-layout-1.js', '/assets/chunk-shared.js'],
  services: ['/assets/web-services-1.js'],
};

let t: TestApp;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'kestrel-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'route-preloads.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webRoot });
});
afterAll(() => t.close());

async function preloadsOf(url: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url, headers: HTML });
  expect(response.statusCode, url).toBe(200);
  return [...response.body.matchAll(/<link rel="preload" as="script" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
}

describe('the page shell names what the first page needs', () => {
  it('a dashboard page: its own chunks, the dashboard shell and the use-cases, each once', async () => {
    expect(await preloadsOf('/dashboard/main')).toEqual(['/assets/overview-1.js', '/assets/chunk-shared.js', '/assets/auth-layout-1.js', '/assets/web-services-1.js']);
  });

  it('a page with a parameter uses its route’s list; a query string changes nothing', async () => {
    expect(await preloadsOf('/dashboard/user-loans/12?tab=paid')).toEqual(['/assets/loan-detail-1.js', '/assets/auth-layout-1.js', '/assets/chunk-shared.js', '/assets/web-services-1.js']);
  });

  it('a public page: only its own chunk', async () => {
    expect(await preloadsOf('/about')).toEqual(['/assets/public-1.js']);
  });

  it('never names anything but a built asset of this site', async () => {
    expect(await preloadsOf('/auth/sign-in')).toEqual(['/assets/sign-in-1.js']);
  });

  it('the landing page and unknown paths get the plain shell', async () => {
    expect(await preloadsOf('/')).toEqual([]);
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: HTML });
    expect(unknown.body).toBe(INDEX);
  });
});
