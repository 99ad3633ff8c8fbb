import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';

/** /calculator in Chromium against the built app and the real server: figures from the server's loan math. */
describe.skipIf(!hasChromium)('the loan calculator in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await openChromium();
    context = browser.context;
    page = context.pages()[0] ?? (await context.newPage());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const result = () => page.locator('.calculator__result');

  it('shows what £5,000 over 36 months costs, then reprices as the amount and term change', async () => {
    await page.goto(`${server.url}/calculator`);
    await expect.poll(() => result().innerText(), { timeout: 10_000 }).toMatch(/£168\.23\s+a month for 36 months/);
    expect(await result().innerText()).toMatch(/APR\s+13\.7%/);

    await page.getByLabel('How much would you like to borrow?').fill('10000');
    await page.getByLabel('For how many months?').fill('60');
    await expect.poll(() => result().innerText(), { timeout: 10_000 }).toMatch(/£227\.\d\d\s+a month for 60 months/);
    expect(await page.getByRole('table', { name: 'Your 60 monthly payments' }).isVisible()).toBe(true);
  });

  it('prices a short-term loan as one payment with the cost in pounds, and sends a visitor to open an account with the choice kept', async () => {
    await page.goto(`${server.url}/calculator?product=payday-loan&amount=20000&term=30`);
    await expect.poll(() => result().innerText(), { timeout: 10_000 }).toMatch(/£248\s+to repay on/);
    expect(await result().innerText()).toContain('Cost of credit\n£48');
    const apply = page.getByRole('link', { name: 'Sign in or open an account to apply' });
    expect(await apply.getAttribute('href')).toBe(`/auth/sign-in?returnTo=${encodeURIComponent('/dashboard/loan-request?product=payday-loan&amount=20000&term=30')}`);
  });

  it('has no serious or critical accessibility findings', async () => {
    await page.goto(`${server.url}/calculator`);
    await expect.poll(() => result().innerText(), { timeout: 10_000 }).toMatch(/£168\.23\s+a month for 36 months/);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
