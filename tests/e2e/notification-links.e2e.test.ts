import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { seriousAxeFindings } from '../support/axe';
import { lender } from './support/lender';
import { signInAsDemo } from './support/sign-in-as-demo';
import { DEMO_STAFF } from '../../src-server/seed/demo-staff.seed';

const WAIT = { timeout: 15_000 };

/** True when the two boxes share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) return false;
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

/**
 * The bell's news in the built app (issue 27.4): news from the lender's back office arrives as one
 * toast per story, clear of the page's heading, and pressing it in the bell opens what it is about
 * and marks it read; at a desktop's width and on a phone.
 */
describe.skipIf(!hasChromium)('news in the bell opens what it is about, in Chromium', () => {
  let server: BuiltServer;
  const sessions: ChromiumSession[] = [];

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
  });
  afterAll(async () => {
    for (const session of sessions) await session.close();
    await server?.stop();
  });

  async function signedIn(width: number): Promise<Page> {
    const session = await openChromium({ width, height: 900 });
    sessions.push(session);
    const page = session.context.pages()[0] ?? (await session.context.newPage());
    await signInAsDemo(page, server.url);
    return page;
  }

  const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });
  const unread = async (page: Page) => Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const toasts = (page: Page) => page.locator('.Toastify__toast');

  /** The demo borrower's loan being repaid (the personal loan), by its id. */
  async function activeLoanId(page: Page): Promise<string> {
    await page.goto(`${server.url}/dashboard/user-loans`);
    const link = page.getByRole('link', { name: 'Schedule and early settlement' }).first();
    await link.waitFor(WAIT);
    return /(\d+)$/.exec((await link.getAttribute('href'))!)![1];
  }

  it('at 1280 px: a payment the lender records toasts once, clear of the heading; pressed in the bell, it opens that loan and is read', async () => {
    const page = await signedIn(1280);
    const loanId = await activeLoanId(page);
    await page.goto(`${server.url}/dashboard/main`);
    const heading = page.locator('#main h1');
    await heading.waitFor(WAIT);
    await bell(page).waitFor(WAIT);
    await expect.poll(async () => (await bell(page).getAttribute('aria-label')) !== null, WAIT).toBe(true);
    const before = await unread(page);

    await lender(server, 'pay', loanId, '100');

    const toast = toasts(page).filter({ hasText: 'Payment received' });
    await expect.poll(() => toast.count(), WAIT).toBe(1);
    expect(await toast.locator('strong').innerText()).toBe('Payment received');
    expect(await toast.innerText()).toMatch(/we received £100(\.00)?; £[\d,]+(\.\d\d)? is left to repay/);
    expect(await overlap(toast, heading)).toBe(false);
    await expect.poll(() => unread(page), WAIT).toBe(before + 1);

    await bell(page).click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await panel.getByRole('link', { name: /^Payment received/ }).click();

    await page.waitForURL(`**/dashboard/user-loans/${loanId}`, WAIT);
    await expect.poll(() => page.locator('#main h1').innerText(), WAIT).toMatch(/Personal loan/);
    await expect.poll(() => panel.count(), WAIT).toBe(0);
    await expect.poll(() => unread(page), WAIT).toBe(before);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('at 390 px: a request approved is one toast, along the bottom; its news in the bell opens the offer to sign', async () => {
    const page = await signedIn(390);
    await page.goto(`${server.url}/dashboard/main`);
    const heading = page.locator('#main h1');
    await heading.waitFor(WAIT);
    await expect.poll(async () => (await bell(page).getAttribute('aria-label')) !== null, WAIT).toBe(true);
    // Her £20,000 request, among the other demo borrowers' in the queue; above the four-eyes limit, so two people approve it.
    const requestId = /^\s*(\d+)\s.*£20,000/m.exec(await lender(server, 'requests'))![1];
    await lender(server, 'approve', requestId, '--as', DEMO_STAFF.admin.email);

    const offerId = /approved: offer (\d+) waits/.exec(await lender(server, 'approve', requestId, '--as', DEMO_STAFF.underwriter.email))![1];

    await expect.poll(() => toasts(page).filter({ hasText: 'Loan request approved' }).count(), WAIT).toBe(1);
    expect(await toasts(page).count()).toBe(1);
    const box = (await toasts(page).first().boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(900 - 120);
    expect(await overlap(toasts(page).first(), heading)).toBe(false);

    await bell(page).click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    const approved = panel.getByRole('link', { name: /^Loan request approved/ });
    await approved.waitFor(WAIT);
    const height = (await approved.boundingBox())!.height;
    expect(height).toBeGreaterThanOrEqual(44);
    await approved.click();

    await page.waitForURL(`**/dashboard/offers/${offerId}`, WAIT);
    await expect.poll(() => page.locator('#main').innerText(), WAIT).toMatch(/KC-0*\d+/);
    expect(await page.locator('#main').innerText()).toContain(`KC-${requestId.padStart(6, '0')}`);
  });
});
