import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_MARKER, renderShell } from '../../../src-server/http/spa/spa.plugin';
import { createTestApp, type TestApp } from '../support/test-app';

const TEMPLATE = `<!doctype html><html><head>${REALTIME_MARKER}<script type="module" src="/assets/main-1.js"></script></head><body><div id="root"></div></body></html>`;
const HTML = { accept: 'text/html' };

function metaOf(body: string, name = 'kestrel-realtime'): unknown {
  const match = new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(body);
  if (!match) return null;
  const json = match[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(json) as unknown;
}

describe('the realtime settings in the page shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'kestrel-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), TEMPLATE);
    t = await createTestApp({
      webRoot,
      realtimeHost: 'portal.example.com',
      realtimePort: 6001,
      pusher: { appId: 'kestrel', key: 'public-key-1', secret: 'never-in-the-page', host: '127.0.0.1', port: 6001, scheme: 'http', cluster: 'mt1', timeoutMs: 5_000 },
    });
  });
  afterAll(() => t.close());

  it('puts the catalogue’s representative examples into the page, priced by the loan math at start', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    const catalogue = metaOf(response.body, 'kestrel-catalogue') as { alias: string; representative_apr: string; representative_example: string }[];
    expect(catalogue.map((c) => [c.alias, c.representative_apr])).toEqual([['personal-loan', '13.7'], ['debt-consolidation-loan', '16.0'], ['payday-loan', '1269.7']]);
    expect(catalogue[0].representative_example).toMatch(/^Representative example: borrowing £5,000 over 36 months/);
  });

  it('puts the key, host and port (and never the secret) into index.html at /, on client routes and at /index.html', async () => {
    for (const url of ['/', '/dashboard/main', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(metaOf(response.body), url).toEqual({ key: 'public-key-1', wsHost: 'portal.example.com', wsPort: 6001 });
      expect(response.body).not.toContain('never-in-the-page');
      expect(response.body).not.toContain(REALTIME_MARKER);
      expect(response.body).toContain('<script type="module" src="/assets/main-1.js">');
    }
  });

  it('escapes the JSON for the attribute, so a hostile value cannot leave it', () => {
    const html = renderShell(`<head>${REALTIME_MARKER}</head>`, { key: '"><script>alert(1)</script>', wsHost: "a'b&c", wsPort: 6001 });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html.match(/<[a-z]/g)).toEqual(['<h', '<m']);
    expect(metaOf(html)).toEqual({ key: '"><script>alert(1)</script>', wsHost: "a'b&c", wsPort: 6001 });
  });

  it('drops the marker when there is no realtime server, and leaves a page without a marker alone', () => {
    expect(renderShell(`<head>${REALTIME_MARKER}</head>`, null)).toBe('<head></head>');
    expect(renderShell('<head></head>', { key: 'k', wsHost: 'h', wsPort: 1 })).toBe('<head></head>');
  });
});
