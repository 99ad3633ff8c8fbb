import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packagesInAssets } from '../support/bundle-contents';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from '../support/chromium';
import { PAGES } from '../../src-ui/app/pages';

const REALTIME_AND_VALIDATION = ['pusher-js', 'laravel-echo', 'class-validator', 'class-transformer'];

/**
 * What a cold visit downloads (issue 13): a reader of the home page gets neither the realtime
 * client nor the validation library, even after the page has sat idle; a sign-in form gets the
 * validation it needs (which also proves the check sees those packages when they are fetched).
 */
describe.skipIf(!hasChromium)('what a visit downloads', () => {
  let server: BuiltServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function packagesFetchedBy(path: string): Promise<Set<string>> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    // Idle-time downloads start after first paint: give them their chance before judging.
    await page.waitForTimeout(2_500);
    await page.waitForLoadState('networkidle');
    await context.close();
    return packagesInAssets(scripts);
  }

  it('a signed-out reader of / downloads neither pusher-js nor class-validator', async () => {
    const fetched = await packagesFetchedBy('/');
    expect(fetched.has('react-dom')).toBe(true);
    expect(REALTIME_AND_VALIDATION.filter((name) => fetched.has(name))).toEqual([]);
  });

  it('the sign-in form downloads the validation it needs, still without the realtime client', async () => {
    const fetched = await packagesFetchedBy('/auth/sign-in');
    expect(fetched.has('class-validator')).toBe(true);
    expect(fetched.has('pusher-js')).toBe(false);
  });

  it('the page shell of every lazy page names its code for the browser to fetch at once, and each named file exists', async () => {
    for (const { path } of PAGES.filter((page) => page.path !== '/')) {
      const url = server.url + path.replace(':id', '1');
      const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
      const named = [...html.matchAll(/<link rel="preload" as="script" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
      expect(named.length, path).toBeGreaterThan(0);
      for (const file of named) expect((await fetch(server.url + file)).status, `${path}: ${file}`).toBe(200);
    }
  });
});
