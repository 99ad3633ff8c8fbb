import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src-domain/loans/money-format';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { createDatabase } from '../../src-server/db/database.factory';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { shootFailures } from './support/failure-shots';
import { shootAtBothWidths } from './support/shots';
import { lender } from './support/lender';
import { signInAsDemo } from './support/sign-in-as-demo';

/** Where the screens a person looks at are saved. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/repaying-shots';
const WAIT = { timeout: 15_000 };

/** "£1,003.33" → 100333. */
function minorOf(shown: string): number {
  const match = /£([\d,]+)\.(\d\d)/.exec(shown);
  if (!match) throw new Error(`No amount in "${shown}"`);
  return Number(match[1].replaceAll(',', '')) * 100 + Number(match[2]);
}

/**
 * Repaying exactly (issue 26) in Chromium against the built app and the real server, seeded: the demo
 * borrower opens her car loan, previews a £1,000 part payment both ways and confirms "Finish sooner";
 * the lender records the money with `lender pay --part-payment`; her loan page then shows the new
 * schedule (the payments the preview promised, ending on its date) and the money she paid; she moves
 * her payment date with its exact preview and finds every later payment on the new day. Each screen is
 * free of serious accessibility findings and shot at a desktop's and a phone's width.
 */
describe.skipIf(!hasChromium)('repaying exactly: a part payment and a new payment date, in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;
  let loanId: number;
  /** What the preview of "Finish sooner" promised. */
  let promised: { paymentsLeft: number; lastPayment: string; interestSaved: number; monthly: string };

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
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
  const noSeriousFindings = async () => expect(await seriousAxeFindings(page)).toEqual([]);
  const shoot = (name: string) => shootAtBothWidths(page, SHOTS, name);
  /** The loan's rows as the database holds them: what the lender will collect. */
  async function scheduleInDatabase(): Promise<{ number: number; due_date: string; payment: number; paid_amount: number }[]> {
    const database = createDatabase(server.env.DATABASE_URL);
    try {
      return await database.db.selectFrom('amortizations').select(['number', 'due_date', 'payment', 'paid_amount']).where('loan_id', '=', loanId).orderBy('number').execute();
    } finally {
      await database.destroy();
    }
  }
  const choiceCard = (name: string) => main().locator('.part-choice').filter({ has: page.getByRole('heading', { name }) });
  const figureIn = async (card: ReturnType<typeof choiceCard>, row: string) => (await card.locator('tr', { has: page.getByRole('rowheader', { name: row }) }).locator('td').last().innerText()).trim();

  it('opens her car loan: the Today panel says what settles it today and leads to paying part of it', async () => {
    await page.goto(`${server.url}/dashboard/user-loans`);
    const link = page.getByRole('link', { name: 'Schedule and early settlement' }).first();
    await link.waitFor(WAIT);
    loanId = Number(/(\d+)$/.exec((await link.getAttribute('href'))!)![1]);
    await link.click();
    await page.waitForURL(`**/dashboard/user-loans/${loanId}`, WAIT);
    const today = main().locator('.today-position');
    await expect.poll(() => today.innerText(), WAIT).toMatch(/To settle the loan today\s*£[\d,]+\.\d\d/);
    await noSeriousFindings();
    await page.getByRole('link', { name: 'Pay off part of your loan' }).click();
    await page.waitForURL(`**/dashboard/loans/${loanId}/pay-part`, WAIT);
  });

  it('previews £1,000 both ways side by side, each with the interest it saves, and confirms "Finish sooner"', async () => {
    // A mistake first: what she typed stays, the message sits by the field.
    await page.getByLabel('Amount').fill('0');
    await page.getByRole('button', { name: 'Show me both choices' }).click();
    await expect.poll(() => main().getByRole('alert').count(), WAIT).toBeGreaterThan(0);
    expect(await page.getByLabel('Amount').inputValue()).toBe('0');

    await page.getByLabel('Amount').fill('1000');
    await page.getByRole('button', { name: 'Show me both choices' }).click();
    await choiceCard('Finish sooner').waitFor(WAIT);
    await choiceCard('Pay less each month').waitFor(WAIT);

    const less = choiceCard('Pay less each month');
    const sooner = choiceCard('Finish sooner');
    // Pay less: the same last date, a smaller monthly payment. Finish sooner: the same payment, fewer of them.
    expect(await figureIn(less, 'Last payment')).toBe((await less.locator('tr', { has: page.getByRole('rowheader', { name: 'Last payment' }) }).locator('td').first().innerText()).trim());
    expect(minorOf(await figureIn(less, 'Monthly payment'))).toBeLessThan(minorOf((await less.locator('tr', { has: page.getByRole('rowheader', { name: 'Monthly payment' }) }).locator('td').first().innerText()).trim()));
    const leftNow = Number((await sooner.locator('tr', { has: page.getByRole('rowheader', { name: 'Payments left' }) }).locator('td').first().innerText()).trim());
    const leftAfter = Number(await figureIn(sooner, 'Payments left'));
    expect(leftAfter).toBeLessThan(leftNow);
    // The interest saved is the difference of the two totals shown, to the penny, on each card.
    for (const card of [less, sooner]) {
      const saved = minorOf(await card.locator('.part-choice__saved').innerText());
      const interestNow = minorOf((await card.locator('tr', { has: page.getByRole('rowheader', { name: 'Total interest' }) }).locator('td').first().innerText()).trim());
      expect(saved).toBe(interestNow - minorOf(await figureIn(card, 'Total interest')));
      expect(saved).toBeGreaterThan(0);
    }
    promised = {
      paymentsLeft: leftAfter,
      lastPayment: await figureIn(sooner, 'Last payment'),
      interestSaved: minorOf(await sooner.locator('.part-choice__saved').innerText()),
      monthly: await figureIn(sooner, 'Monthly payment'),
    };
    await noSeriousFindings();
    await shoot('pay-part-preview');

    // As a person does: a press on the choice's label (Blueprint draws the radio over its input).
    await main().locator('label', { hasText: 'Choose “Finish sooner”' }).click();
    expect(await page.getByLabel('Choose “Finish sooner”').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Confirm this part payment' }).click();
    // How to send the money: the lender's account and the loan's own reference.
    await expect.poll(() => main().innerText(), WAIT).toMatch(/Reference\s*KC\d+/);
    await noSeriousFindings();
    await shoot('pay-part-confirmed');
  });

  it('the lender records the £1,000 against it: her loan page shows the schedule the preview promised and the money paid', async () => {
    const database = createDatabase(server.env.DATABASE_URL);
    let partPaymentId: number;
    try {
      const pending = await database.db.selectFrom('part_payments').select(['id', 'amount', 'choice']).where('loan_id', '=', loanId).where('status', '=', 'pending').executeTakeFirstOrThrow();
      expect(pending).toMatchObject({ amount: 100_000, choice: 'shorter_term' });
      partPaymentId = pending.id;
    } finally {
      await database.destroy();
    }
    const before = await scheduleInDatabase();
    await lender(server, 'pay', String(loanId), '1000', '--part-payment', String(partPaymentId));
    // She is told at once, in the bell of the page she has open: the interest the preview promised she saves.
    await page.getByRole('button', { name: /^Notifications, / }).click();
    const news = page.locator('.notification-item__body', { hasText: `Your part payment saves you ${formatMoney(promised.interestSaved)} of interest.` });
    await expect.poll(() => news.count(), WAIT).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    const after = await scheduleInDatabase();
    const stillToPay = after.filter((row) => row.paid_amount < row.payment);
    // The money moved: every penny of the £1,000 reached the loan, and the schedule is the promised one.
    expect(stillToPay).toHaveLength(promised.paymentsLeft);
    expect(formatCalendarDate(after.at(-1)!.due_date)).toBe(promised.lastPayment);
    expect(after.reduce((sum, row) => sum + row.payment, 0)).toBeLessThan(before.reduce((sum, row) => sum + row.payment, 0));
    const recorded = createDatabase(server.env.DATABASE_URL);
    try {
      const payment = await recorded.db.selectFrom('loan_payments').select(['amount', 'kind', 'principal_part', 'interest_part']).where('loan_id', '=', loanId).orderBy('id', 'desc').executeTakeFirstOrThrow();
      // All of it went to the loan: the interest owed to today, the rest off what she owes.
      expect(payment).toMatchObject({ amount: 100_000, kind: 'part_payment' });
      expect(payment.principal_part + payment.interest_part).toBe(100_000);
    } finally {
      await recorded.destroy();
    }

    await page.goto(`${server.url}/dashboard/user-loans/${loanId}`);
    await expect.poll(() => main().getByText(`Still to pay (${promised.paymentsLeft})`, { exact: true }).count(), WAIT).toBe(1);
    const rows = main().locator('table tbody tr');
    await expect.poll(() => rows.last().innerText(), WAIT).toContain(formatCalendarDate(after.at(-1)!.due_date, 'short'));
    await noSeriousFindings();
    await shoot('loan-after-part-payment');
  });

  it('moves the payment date with its exact preview: the next payment changes once, every later one falls on the new day', async () => {
    await page.getByRole('link', { name: 'Change your payment date' }).click();
    await page.waitForURL(`**/dashboard/loans/${loanId}/payment-date`, WAIT);
    const current = (await scheduleInDatabase()).find((row) => row.paid_amount < row.payment)!;
    const newDay = Number(current.due_date.slice(8, 10)) === 5 ? 8 : 5;
    await page.getByLabel('New payment day').selectOption(String(newDay));
    const heading = page.getByRole('heading', { name: /^Your next payment moves from/ });
    await heading.waitFor(WAIT);
    expect(await heading.innerText()).toContain(formatCalendarDate(current.due_date));
    await noSeriousFindings();
    await shoot('payment-date-preview');

    const shownNext = await main().locator('.date-move__table tbody tr').first().locator('td').last().innerText();
    await page.getByRole('button', { name: new RegExp(`^Move my payments to the ${newDay}th$`) }).click();
    await page.getByRole('heading', { name: 'Your payment date is changed' }).waitFor(WAIT);
    await noSeriousFindings();

    const moved = (await scheduleInDatabase()).filter((row) => row.paid_amount < row.payment);
    // Every payment still to come is on the new day (a weekend or holiday is not moved: the lender collects the next working day).
    expect(moved.every((row) => Number(row.due_date.slice(8, 10)) === newDay)).toBe(true);
    expect(minorOf(shownNext)).toBe(moved[0].payment);
    await page.getByRole('link', { name: 'See your new schedule' }).click();
    await page.waitForURL(`**/dashboard/user-loans/${loanId}`, WAIT);
    await expect.poll(() => main().locator('table tbody').innerText(), WAIT).toContain(formatCalendarDate(moved[0].due_date, 'short'));
    await shoot('loan-after-date-move');
  });
});
