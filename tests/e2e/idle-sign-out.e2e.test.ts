import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BORROWER } from '../../src-server/seed/demo-borrower.seed';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';

/**
 * A session left alone in Chromium, with the page's clock under the test's control (Playwright's
 * clock): warned before 15 minutes without activity, signed out at 15, and brought back to where
 * it was after signing in again; "Keep me signed in" is left alone.
 */
describe.skipIf(!hasChromium)('signing out a session nobody is using, in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
    browser = await openChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh page with its own clock, signed in as the demo borrower, on the loans page. */
  async function signedInPage(keepSignedIn: boolean): Promise<Page> {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await page.clock.install();
    await page.goto(`${server.url}/auth/sign-in`);
    await page.getByLabel('E-mail address').fill(DEMO_BORROWER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_BORROWER.password);
    if (keepSignedIn) await page.getByText('Keep me signed in on this device').click();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/main', { timeout: 20_000 });
    await page.getByRole('link', { name: 'My loans' }).first().click();
    await page.waitForURL('**/dashboard/user-loans');
    return page;
  }

  it('warns after 13 minutes, stays when asked, signs out at 15 and returns to the page after signing in again', async () => {
    const page = await signedInPage(false);
    expect(await authTokenDaysLeft()).toBeNull(); // a session cookie
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });

    await page.clock.fastForward('12:30');
    await page.waitForTimeout(300);
    expect(await warning.count()).toBe(0);

    await page.clock.fastForward('00:45'); // 13:15 without activity
    await expect.poll(() => warning.count(), { timeout: 10_000 }).toBe(1);
    await page.clock.runFor(1_000); // the dialog's opening transition runs on the page's (held) clock
    expect(await warning.innerText()).toMatch(/we will sign you out in 1:[45]\d\./);
    await page.waitForTimeout(500); // and its buttons' colour transitions on the real one
    expect(await seriousAxeFindings(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect.poll(() => warning.count(), { timeout: 10_000 }).toBe(0);

    await page.clock.fastForward('12:00'); // counted again from the click
    await page.waitForTimeout(300);
    expect(await warning.count()).toBe(0);

    const token = (await browser.context.cookies()).find((cookie) => cookie.name === 'authToken')?.value;
    const asBorrower = () => fetch(`${server.url}/api/v1/users/me`, { headers: { accept: 'application/json', authorization: `Bearer ${decodeURIComponent(token!)}` } });
    expect((await asBorrower()).status).toBe(200);
    await page.clock.fastForward('03:30');
    await page.waitForURL('**/auth/sign-in?returnTo=*', { timeout: 10_000 });
    expect(await page.locator('#main').innerText()).toContain('We signed you out because the portal had not been used for 15 minutes');
    // The token is revoked on the server too: the old one no longer works.
    expect((await asBorrower()).status).toBe(401);

    await page.getByLabel('E-mail address').fill(DEMO_BORROWER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_BORROWER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/user-loans', { timeout: 20_000 });
    await page.close();
  });

  it('counts reading the public pages while signed in as activity, and watches there too', async () => {
    const page = await signedInPage(false);
    await page.getByRole('link', { name: 'Kestrel Credit home' }).first().click();
    await page.waitForURL(`${server.url}/`);
    await page.clock.runFor(3_000); // the watcher starts once the page is idle
    await page.waitForTimeout(500);
    await page.clock.fastForward('10:00');
    // Reading the home page (scrolling it) counts.
    const sinceActivity = () => page.evaluate(() => Date.now() - Number(localStorage.getItem('portal.activity')));
    // One wheel, then wait for it to count: input reaches a busy page late, and a second wheel could count later.
    await page.mouse.wheel(0, 100);
    await expect.poll(sinceActivity, { timeout: 10_000 }).toBeLessThan(1_000);
    await page.clock.fastForward('10:00'); // 20 minutes signed in, 10 since the reading
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog', { name: 'Are you still there?' }).count()).toBe(0);
    await page.clock.fastForward('04:00'); // 14 since: warned on the public page itself
    await expect.poll(() => page.getByRole('dialog', { name: 'Are you still there?' }).count(), { timeout: 10_000 }).toBe(1);
    await page.close();
  });

  /** When the session cookie `authToken` ends, in days from now: null for a cookie that ends with the browser. */
  const authTokenDaysLeft = async () => {
    const cookie = (await browser.context.cookies()).find((c) => c.name === 'authToken');
    return cookie && cookie.expires > 0 ? Math.round((cookie.expires * 1000 - Date.now()) / 86_400_000) : null;
  };

  it('leaves alone a session the borrower asked to keep, which outlives the browser for 30 days', async () => {
    const page = await signedInPage(true);
    expect(await authTokenDaysLeft()).toBe(30);
    await page.clock.fastForward('20:00');
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).toContain('/dashboard/user-loans');
    await page.close();
  });
});
