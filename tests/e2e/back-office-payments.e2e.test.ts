import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src-domain/shared/calendar-date';
import { createDatabase } from '../../src-server/db/database.factory';
import { DEMO_BORROWER } from '../../src-server/seed/demo-borrower.seed';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { shootFailures } from './support/failure-shots';
import { shootAtBothWidths } from './support/shots';
import { signInAsDemo, signInAsDemoStaff } from './support/sign-in-as-demo';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/b1-shots';
const WAIT = { timeout: 20_000 };

/**
 * The back office records money as it arrived and returns what was paid beyond the debt (issue 26,
 * ADR 0048), in Chromium against the built app and the real server, seeded: the administrator records
 * a payment dated last week as the demo borrower's pending part payment, then an overpayment; the
 * excess waits in "Refunds due", is marked refunded with the bank's reference and leaves the queue;
 * the borrower's loan page then says it was returned. Each new screen is axe-clean and shot at 1280
 * and 390 px.
 */
describe.skipIf(!hasChromium)('back-office payments and refunds, in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;
  let dana: { userId: number; loanId: number; partPaymentId: number };

  async function withDatabase<T>(work: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>): Promise<T> {
    const database = createDatabase(server.env.DATABASE_URL);
    try {
      return await work(database.db);
    } finally {
      await database.destroy();
    }
  }

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
    mkdirSync(SHOTS, { recursive: true });
    // The borrower confirmed a £100 part payment to finish sooner (as her "Pay off part of your loan" page leaves it).
    dana = await withDatabase(async (db) => {
      const user = await db.selectFrom('users').select('id').where('email', '=', DEMO_BORROWER.email).executeTakeFirstOrThrow();
      const loan = await db.selectFrom('loans').select('id').where('user_id', '=', user.id).where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
      const created = await db
        .insertInto('part_payments')
        .values({ loan_id: loan.id, user_id: user.id, amount: 10_000, choice: 'shorter_term', preview_hash: 'e2e', status: 'pending', created_at: new Date().toISOString(), received_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { userId: user.id, loanId: loan.id, partPaymentId: created.id };
    });
    browser = await openChromium();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await signInAsDemoStaff(page, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  shootFailures(() => page);

  const main = () => page.locator('#main');
  const dialog = () => page.getByRole('dialog');
  const noSeriousFindings = async () => expect(await seriousAxeFindings(page)).toEqual([]);
  /** A dialog is shot as the screen shows it; a page whole. */
  const shoot = (name: string, fullPage = true) => shootAtBothWidths(page, SHOTS, name, { fullPage });

  it('records a payment dated last week as the borrower’s pending part payment: the ledger has it on that day and her schedule is reshaped', async () => {
    const lastWeek = addDays(new Date().toISOString().slice(0, 10), -7);
    await page.goto(`${server.url}/back-office/borrowers/${dana.userId}`);
    const loan = main().locator(`#loan-${dana.loanId}`);
    await loan.getByRole('button', { name: 'Record a payment…' }).click(WAIT);
    const asPart = dialog().getByRole('radio', { name: /The part payment the borrower confirmed: £100\.00 to finish sooner/ });
    await expect.poll(() => asPart.isChecked(), WAIT).toBe(true);
    expect(await dialog().getByLabel('Amount paid, in pounds').inputValue()).toBe('100.00');
    await dialog().getByLabel('Date the money arrived').fill(lastWeek);
    await noSeriousFindings();
    await shoot('record-payment-dialog', false);
    await dialog().getByRole('button', { name: 'Record the payment' }).click();
    await expect.poll(() => dialog().count(), WAIT).toBe(0);
    await expect.poll(() => main().innerText(), WAIT).toContain('recorded as the borrower’s part payment');

    const stored = await withDatabase(async (db) => ({
      payment: await db.selectFrom('loan_payments').select(['kind', 'received_on', 'amount']).where('part_payment_id', '=', dana.partPaymentId).executeTakeFirst(),
      partPayment: await db.selectFrom('part_payments').select('status').where('id', '=', dana.partPaymentId).executeTakeFirstOrThrow(),
      reshaped: await db.selectFrom('schedule_changes').select('reason').where('loan_id', '=', dana.loanId).where('reason', '=', 'part_payment').execute(),
    }));
    expect(stored.payment).toEqual({ kind: 'part_payment', received_on: lastWeek, amount: 10_000 });
    expect(stored.partPayment.status).toBe('received');
    expect(stored.reshaped.length).toBeGreaterThan(0);
  });

  it('an overpayment waits in Refunds due, is marked refunded once with the bank’s reference, and leaves the queue', async () => {
    await page.goto(`${server.url}/back-office/borrowers/${dana.userId}`);
    const navigation = page.getByRole('navigation', { name: 'Back office' }).first();
    const refundsDue = async () => Number((await navigation.getByRole('link', { name: /Refunds due/ }).innerText()).match(/\d+/)?.[0] ?? 0);
    // The demo already leaves one refund due (Ruth Okafor's), once the counts have loaded: Dana's is one more.
    await expect.poll(refundsDue, WAIT).toBeGreaterThan(0);
    const before = await refundsDue();
    const loan = main().locator(`#loan-${dana.loanId}`);
    await loan.getByRole('button', { name: 'Record a payment…' }).click(WAIT);
    await dialog().getByLabel('Amount paid, in pounds').fill('50000');
    await dialog().getByRole('button', { name: 'Record the payment' }).click();
    await expect.poll(() => dialog().count(), WAIT).toBe(0);

    await expect.poll(refundsDue, WAIT).toBe(before + 1);
    await navigation.getByRole('link', { name: /Refunds due/ }).click();
    await page.waitForURL('**/back-office/refunds', WAIT);
    const row = main().locator('tr', { has: page.getByRole('link', { name: `${DEMO_BORROWER.firstName} ${DEMO_BORROWER.lastName}` }) });
    await row.first().waitFor(WAIT);
    expect(await row.first().innerText()).toMatch(/£50,000\.00 received/);
    await noSeriousFindings();
    await shoot('refunds-queue');

    await row.first().getByRole('button', { name: /^Mark refunded: £[\d,.]+ to / }).click();
    await dialog().getByLabel('Bank reference of the payment').fill('FP E2E 0042');
    await noSeriousFindings();
    await shoot('mark-refunded-dialog', false);
    await dialog().getByRole('button', { name: 'Mark refunded' }).click();
    await expect.poll(() => dialog().count(), WAIT).toBe(0);
    await expect.poll(() => main().innerText(), WAIT).toContain('marked refunded');
    await expect.poll(() => row.count(), WAIT).toBe(0);
  });

  it('the borrower’s loan page says the money was returned to her account', async () => {
    await page.getByRole('button', { name: /sign out/i }).first().click();
    await page.waitForURL('**/auth/sign-in**', WAIT);
    await signInAsDemo(page, server.url);
    await page.goto(`${server.url}/dashboard/user-loans/${dana.loanId}`);
    await expect.poll(() => main().innerText(), WAIT).toMatch(/We returned £[\d,]+\.\d\d to your account ending \d{4} on \d{1,2} \w+ \d{4}\./);
    await noSeriousFindings();
    await shoot('loan-page-refund');
  });
});
