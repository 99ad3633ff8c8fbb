import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src-domain/shared/calendar-date';
import { createDatabase } from '../../src-server/db/database.factory';
import { LoansRepository } from '../../src-server/db/loans/loans.repository';
import { ProductsRepository } from '../../src-server/db/products/products.repository';
import { DEMO_BORROWER } from '../../src-server/seed/demo-borrower.seed';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { shootFailures } from './support/failure-shots';
import { shootAtBothWidths } from './support/shots';
import { signInAsDemo } from './support/sign-in-as-demo';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e1-shots';
const WAIT = { timeout: 15_000 };
/** Loans added beside the demo's own, so her list runs past one page of ten. */
const ADDED_LOANS = 11;
/** Older loans added with a payment five weeks late: one more than the overview warns about one by one. */
const LATE_LOANS = 11;

/**
 * The loans list paged by the database (issue 28), in Chromium against the built app: a borrower with
 * more than ten loans sees ten on "My loans", presses Next for the rest and opens one of them; her
 * overview lists ten of the loans she is repaying and links to the others, and warns about the late
 * payments on loans older than those ten: one by one for the ten newest, then how many more. The
 * order is the server's (newest paid out first), read from its database.
 */
describe.skipIf(!hasChromium)('the loans list, ten a page', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;
  /** The demo borrower's loan ids, newest paid out first; and those being repaid. */
  let newestFirst: number[];
  let activeCount: number;
  /** The newest of the late loans, all paid out before the others, each with its first payment five weeks late. */
  let lateLoan: { id: number; reference: string };

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
    const database = createDatabase(server.env.DATABASE_URL);
    try {
      const { db } = database;
      const me = (await db.selectFrom('users').select('id').where('email', '=', DEMO_BORROWER.email).executeTakeFirstOrThrow()).id;
      const loans = new LoansRepository(db);
      // A product she has no request open for (the database holds one open request per product).
      const products = await new ProductsRepository(db).all();
      const open = await Promise.all(products.map((p) => loans.hasOpenRequest(me, p.id)));
      const product = products.find((_, index) => !open[index])!;
      const today = new Date().toISOString().slice(0, 10);
      for (let i = LATE_LOANS - 1; i >= 0; i--) {
        // Paid out over a year ago (before the demo's own loans), a day apart; the first instalment of £500 due five weeks ago and not paid.
        const day = addDays(today, -400 - i);
        const at = new Date(`${day}T10:00:00Z`);
        const requestId = await loans.createRequest({ userId: me, productId: product.id, amount: 100_000, term: 2, purpose: 'car', bankId: 1, branchId: null, startDate: day, quote: { regularPayment: 50_000, totalRepayable: 100_000, apr: '0' } }, at);
        await loans.setRequestStatus(requestId, 'disbursed', null, at);
        const instalments = [addDays(today, -35), addDays(today, 25)].map((dueDate, index) => ({ number: index + 1, dueDate, paymentMinor: 50_000, interestMinor: 0, principalMinor: 50_000, feeMinor: 0, balanceAfterMinor: 50_000 - index * 50_000 }));
        const id = await loans.createLoan({ userId: me, requestId, productId: product.id, principal: 100_000, financedPrincipal: 100_000, term: 2, annualRate: '0', apr: '0', totalRepayable: 100_000, startDate: day, instalments }, at);
        const { account_number } = await db.selectFrom('loans').select('account_number').where('id', '=', id).executeTakeFirstOrThrow();
        if (i === 0) lateLoan = { id, reference: account_number };
      }
      for (let i = 0; i < ADDED_LOANS; i++) {
        // Paid out a week or more ago, a day apart; the one instalment falls due next month, so none is late.
        const day = addDays(today, -(7 + ADDED_LOANS - i));
        const at = new Date(`${day}T10:00:00Z`);
        const requestId = await loans.createRequest({ userId: me, productId: product.id, amount: 100_000 + i * 1_000, term: 1, purpose: 'car', bankId: 1, branchId: null, startDate: day, quote: { regularPayment: 101_000, totalRepayable: 101_000, apr: '12.7' } }, at);
        await loans.setRequestStatus(requestId, 'disbursed', null, at);
        const instalments = [{ number: 1, dueDate: addDays(today, 30), paymentMinor: 101_000 + i * 1_000, interestMinor: 1_000, principalMinor: 100_000 + i * 1_000, feeMinor: 0, balanceAfterMinor: 0 }];
        await loans.createLoan({ userId: me, requestId, productId: product.id, principal: 100_000 + i * 1_000, financedPrincipal: 100_000 + i * 1_000, term: 1, annualRate: '0.12', apr: '12.7', totalRepayable: 101_000 + i * 1_000, startDate: day, instalments }, at);
      }
      const rows = await db.selectFrom('loans').select(['id', 'status']).where('user_id', '=', me).orderBy('disbursed_at', 'desc').orderBy('id', 'desc').execute();
      newestFirst = rows.map((row) => Number(row.id));
      activeCount = rows.filter((row) => row.status === 'active').length;
    } finally {
      await database.destroy();
    }
    browser = await openChromium();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await signInAsDemo(page, server.url);
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  shootFailures(() => page);

  const main = () => page.locator('#main');
  const pager = () => page.getByRole('navigation', { name: 'Pages of loans' });
  /** The loan ids the page's cards open, in the order shown. */
  const shownLoanIds = async () =>
    (await main().locator('.loan-list > li').getByRole('link', { name: 'Schedule and early settlement' }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map((href) => Number(/\/(\d+)$/.exec(href!)![1]));
  const shoot = (name: string) => shootAtBothWidths(page, SHOTS, name);

  it('shows the ten newest loans, then the rest after Next, and opens a loan from the second page', async () => {
    expect(newestFirst.length).toBeGreaterThan(10);
    await page.goto(`${server.url}/dashboard/user-loans`);
    await expect.poll(shownLoanIds, WAIT).toEqual(newestFirst.slice(0, 10));
    const lastPage = Math.ceil(newestFirst.length / 10);
    await expect(pager().textContent()).resolves.toContain(`Page 1 of ${lastPage}`);
    expect(await pager().getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    await pager().getByRole('button', { name: 'Next' }).click();
    await expect.poll(shownLoanIds, WAIT).toEqual(newestFirst.slice(10, 20));
    await expect(pager().textContent()).resolves.toContain(`Page 2 of ${lastPage}`);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shoot('loans-page-2');

    await pager().getByRole('button', { name: 'Previous' }).click();
    await expect.poll(shownLoanIds, WAIT).toEqual(newestFirst.slice(0, 10));
    await pager().getByRole('button', { name: 'Next' }).click();
    await expect.poll(shownLoanIds, WAIT).toEqual(newestFirst.slice(10, 20));

    const lastOnPage = newestFirst[Math.min(20, newestFirst.length) - 1];
    const card = main().locator('.loan-list > li').filter({ has: page.locator(`a[href="/dashboard/user-loans/${lastOnPage}"]`) });
    const reference = /Loan (\S+)/.exec((await card.locator('.request-card__meta').textContent())!)![1];
    await card.getByRole('link', { name: 'Schedule and early settlement' }).click();
    await page.waitForURL(`**/dashboard/user-loans/${lastOnPage}`, WAIT);
    await main().getByText(reference).first().waitFor(WAIT);
  });

  it('lists ten of the loans being repaid on the overview, and links to the rest on "My loans"', async () => {
    expect(activeCount).toBeGreaterThan(10);
    await page.goto(`${server.url}/dashboard/main`);
    const card = main().locator('.loan-summary');
    const more = card.getByRole('link', { name: `${activeCount - 10} more loans being repaid` });
    await more.waitFor(WAIT);
    expect(await card.locator('.loan-summary__item a[href^="/dashboard/user-loans/"]').count()).toBe(10);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shoot('overview-more-loans');
    await more.click();
    await page.waitForURL('**/dashboard/user-loans', WAIT);
    await expect.poll(shownLoanIds, WAIT).toEqual(newestFirst.slice(0, 10));
  });

  it('warns on the overview about the late payments on loans older than the loans card reaches, ten one by one and then how many more; "See all your loans" and "How to pay" open them', async () => {
    expect(newestFirst.slice(0, 10)).not.toContain(lateLoan.id);
    await page.goto(`${server.url}/dashboard/main`);
    const warning = main().locator('.missed-payment').filter({ hasText: `on your loan ${lateLoan.reference}` });
    await warning.waitFor(WAIT);
    expect(await main().getByRole('heading', { name: 'A payment has not reached us' }).count()).toBe(10);
    const more = main().locator('.missed-payment').filter({ has: page.getByRole('heading', { name: `${LATE_LOANS - 10} more loan has a late payment` }) });
    await more.waitFor(WAIT);
    expect(await warning.textContent()).toMatch(/£500 was due on \d{1,2} \w+ \d{4}/);
    await main().locator('.loan-summary .loan-summary__item').first().waitFor(WAIT);
    expect(await main().locator(`.loan-summary a[href="/dashboard/user-loans/${lateLoan.id}"]`).count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shoot('overview-late-loans');
    await more.getByRole('link', { name: 'See all your loans' }).click();
    await page.waitForURL('**/dashboard/user-loans', WAIT);
    await expect.poll(shownLoanIds, WAIT).toEqual(newestFirst.slice(0, 10));

    await page.goBack();
    await warning.waitFor(WAIT);
    await warning.getByRole('link', { name: 'How to pay' }).click();
    await page.waitForURL(`**/dashboard/user-loans/${lateLoan.id}`, WAIT);
    await main().getByText('Payment missed').waitFor(WAIT);
    expect(await main().getByText(lateLoan.reference).count()).toBeGreaterThan(0);
  });
});
