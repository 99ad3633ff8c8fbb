import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { signInAsDemo } from './support/sign-in-as-demo';

/**
 * An address the portal has no page for (issue 27): the server answers 404 with the app's page,
 * and the app shows its one friendly "Page not found", whether nothing matches the address or a
 * record id in it is malformed.
 */
describe.skipIf(!hasChromium)('an address with no page, in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
    browser = await openChromium();
    context = browser.context;
    page = context.pages()[0] ?? (await context.newPage());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const heading = () => page.getByRole('heading', { level: 1 });

  it('answers 404 to an unknown address and shows "Page not found" with the address and a way home', async () => {
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => heading().innerText(), { timeout: 10_000 }).toBe('Page not found');
    expect(await page.locator('#main').innerText()).toContain('/no/such/page');
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('answers 200 to a page that exists', async () => {
    const response = await page.goto(`${server.url}/calculator`);
    expect(response?.status()).toBe(200);
  });

  it('given a signed-in borrower, answers 404 to a malformed loan id and shows the same page, leading back to the dashboard', async () => {
    await signInAsDemo(page, server.url);
    const response = await page.goto(`${server.url}/dashboard/user-loans/abc`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => heading().innerText(), { timeout: 10_000 }).toBe('Page not found');
    expect(await page.locator('#main').innerText()).toContain('/dashboard/user-loans/abc');
    expect(await page.getByRole('link', { name: 'Back to my dashboard' }).getAttribute('href')).toBe('/dashboard/main');
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
