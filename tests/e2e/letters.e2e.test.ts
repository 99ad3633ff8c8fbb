import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src-domain/loans/money-format';
import { ukDateOf } from '../../src-domain/complaints/complaint-dates';
import { addDays, formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { createDatabase } from '../../src-server/db/database.factory';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { oneLine, pdfText } from '../support/pdf-text';
import { shootFailures } from './support/failure-shots';
import { lender } from './support/lender';
import { signInAsDemo } from './support/sign-in-as-demo';

/** Where the screens a person looks at are saved. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/letters-shots';
const WAIT = { timeout: 15_000 };
const todayInUk = () => ukDateOf(new Date());

/** "£6,012.34" or "£6,012" as shown on a page → minor units, so the page's and the PDF's figures compare exactly. */
function minorOf(shown: string): number {
  const match = /£([\d,]+)(?:\.(\d\d))?/.exec(shown);
  if (!match) throw new Error(`No amount in "${shown}"`);
  return Number(match[1].replaceAll(',', '')) * 100 + Number(match[2] ?? 0);
}

/** As the letters print money: always with pence. */
const inPdf = (minor: number) => formatMoney(minor, 'GBP', 'always');

/**
 * The demo borrower's letters in Chromium against the built app and server (seeded): she asks for a
 * statement of her car loan and a settlement statement, downloads both and finds the page's figures in
 * them; the gathered letters page open beside it shows them without a reload; a letter the lender's
 * back office sends again arrives in the bell while the loan page is open; the servicing run, finding a
 * repayment missed, sends its notice of default sums live to the open page; the annual statement the
 * servicing run sent on her boiler loan reads as one, its figures adding up; every screen free of
 * serious accessibility findings, and shot at a desktop's and a phone's width.
 */
describe.skipIf(!hasChromium)('letters about a loan, in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;
  let lettersPage: Page;
  let loanId: string;

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
    browser = await openChromium();
    context = browser.context;
    page = context.pages()[0] ?? (await context.newPage());
    await signInAsDemo(page, server.url);
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  shootFailures(() => page);

  const main = (on: Page = page) => on.locator('#main');
  const lettersSection = () => page.getByRole('region', { name: 'Letters' });
  const letterItems = (on: Page) => on.locator('.letter-list__item');
  const noSeriousFindings = async (on: Page = page) => expect(await seriousAxeFindings(on)).toEqual([]);
  const bell = () => page.getByRole('button', { name: /^Notifications, / });
  const unread = async () => Number(/(\d+) unread/.exec((await bell().getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  /** Presses `name` in the letters section, which saves a PDF, and returns its text on one line. */
  async function downloadedText(name: string | RegExp): Promise<string> {
    const saved = page.waitForEvent('download', WAIT);
    await lettersSection().getByRole('button', { name }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    return oneLine((await pdfText(new Uint8Array(readFileSync((await download.path())!)))).text);
  }

  async function shoot(on: Page, name: string, what: () => ReturnType<Page['locator']>): Promise<void> {
    for (const width of [1280, 390]) {
      await on.setViewportSize({ width, height: 900 });
      await what().scrollIntoViewIfNeeded();
      await what().screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
    }
    await on.setViewportSize({ width: 1280, height: 900 });
  }

  it('opens her car loan and finds the letters she asked for before: a statement of her account and a settlement statement', async () => {
    await page.goto(`${server.url}/dashboard/user-loans`);
    const link = page.getByRole('link', { name: 'Schedule and early settlement' }).first();
    await link.waitFor(WAIT);
    loanId = /(\d+)$/.exec((await link.getAttribute('href'))!)![1];
    await link.click();
    await page.waitForURL(`**/dashboard/user-loans/${loanId}`, WAIT);
    await expect.poll(() => letterItems(page).count(), WAIT).toBe(2);
    expect(await letterItems(page).locator('.letter-list__title').allInnerTexts()).toEqual(['Settlement statement', 'Statement of your account']);
    expect(await lettersSection().innerText()).toContain('New');
    await noSeriousFindings();
    await shoot(page, 'loan-letters-seeded', lettersSection);
  });

  it('asks for a statement of her account: the PDF says what the page says she has paid and still has to pay, and the letters page open beside it shows it at once', async () => {
    // The gathered list open in another tab, to see the new letters arrive without a reload.
    lettersPage = await context.newPage();
    await lettersPage.goto(`${server.url}/dashboard/letters`);
    await expect.poll(() => letterItems(lettersPage).count(), WAIT).toBe(3);

    const paidSoFar = oneLine(await main().locator('dt', { hasText: 'Paid so far' }).locator('xpath=following-sibling::dd').innerText());
    const [paid, total] = [...paidSoFar.matchAll(/£[\d,]+(?:\.\d\d)?/g)].map((m) => minorOf(m[0]));

    await lettersSection().getByRole('button', { name: 'Get a statement of my account' }).click();
    await expect.poll(() => lettersSection().innerText(), WAIT).toContain('Your statement of your account is ready');
    await expect.poll(() => letterItems(page).count(), WAIT).toBe(3);
    const listed = oneLine(await letterItems(page).first().innerText());
    expect(listed).toContain(`Paid ${inPdf(paid)}`);
    expect(listed).toContain(`still to pay ${inPdf(total - paid)}`);

    const text = await downloadedText('Download it (PDF)');
    expect(text).toContain('Statement of your account');
    expect(text).toContain('Dana Demo');
    expect(text).toContain(`Repayments you have paid ${inPdf(paid)}`);
    expect(text).toContain(`Still to pay, including anything overdue ${inPdf(total - paid)}`);
    expect(text).toContain(inPdf(total));

    await expect.poll(() => letterItems(lettersPage).count(), WAIT).toBe(4);
    expect(await letterItems(lettersPage).first().locator('.letter-list__title').innerText()).toBe('Statement of your account');
    await noSeriousFindings();
  });

  it('asks for a settlement statement: it is for 28 days on, counts the repayments due before then as paid, and "Work out the amount" for that day agrees', async () => {
    // "Work out the amount" is still today's figure.
    await page.getByRole('button', { name: 'Work out the amount' }).click();
    const answer = page.locator('.settle__answer');
    await answer.waitFor(WAIT);
    expect(await answer.innerText()).toContain(`To settle on ${formatCalendarDate(todayInUk())}`);

    await lettersSection().getByRole('button', { name: 'Get a settlement statement' }).click();
    await expect.poll(() => lettersSection().innerText(), WAIT).toContain('Your settlement statement is ready');
    await expect.poll(() => letterItems(page).count(), WAIT).toBe(4);
    const settlementDate = addDays(todayInUk(), 28);
    const listed = oneLine(await letterItems(page).first().innerText());
    expect(listed).toContain('To settle: ');
    const toSettle = minorOf(listed.slice(listed.indexOf('To settle: ')));

    const text = await downloadedText('Download it (PDF)');
    expect(text).toContain('Settlement statement');
    expect(text).toContain(`Amount to pay to settle in full on ${formatCalendarDate(settlementDate)} ${inPdf(toSettle)}`);
    expect(text).toContain(`This amount is valid until ${formatCalendarDate(settlementDate)}`);
    expect(text).toContain('If a repayment listed above is not paid');
    // The repayments counted as paid: each one the page's schedule has due before the settlement date.
    const counted = text.includes('as your agreement asks:') ? text.slice(text.indexOf('as your agreement asks:'), text.indexOf('Please keep paying')) : '';
    const projected = [...counted.matchAll(/(\d{1,2} [A-Z][a-z]+ \d{4}) (£[\d,]+\.\d\d)/g)].map((m) => minorOf(m[2]));

    // The page's amount for the settlement date, worked as if nothing more were paid before it: the
    // statement's is that less the repayments counted and the interest they save (exact to the penny
    // in tests/server/letters/letters-payments.test.ts, where they are paid and the loan settled).
    const parts = settlementDate.split('-');
    for (const [label, value] of [['Day', parts[2]], ['Month', parts[1]], ['Year', parts[0]]] as const) await page.locator('.settle__date').getByLabel(label).fill(String(Number(value)));
    await page.getByRole('button', { name: 'Work out the amount' }).click();
    await expect.poll(async () => (await answer.innerText()).includes(formatCalendarDate(settlementDate)), WAIT).toBe(true);
    const pageFigure = minorOf(await answer.locator('strong').innerText());
    const countedTotal = projected.reduce((sum, amount) => sum + amount, 0);
    if (projected.length === 0) expect(toSettle).toBe(pageFigure);
    else {
      expect(toSettle).toBeLessThanOrEqual(pageFigure - countedTotal);
      expect(toSettle).toBeGreaterThan(pageFigure - countedTotal - Math.ceil(countedTotal / 50));
    }

    await expect.poll(() => letterItems(lettersPage).count(), WAIT).toBe(5);
    await noSeriousFindings();
    await shoot(page, 'loan-letters', lettersSection);
  });

  it('a letter the lender sends again arrives while the page is open: in the bell, and the page fetches its letters afresh', async () => {
    await page.bringToFront();
    await expect.poll(async () => (await bell().getAttribute('aria-label')) !== null, WAIT).toBe(true);
    const before = await unread();
    // The servicing run has nothing due today without moving the clock (her fourth repayment is not
    // late yet): the back office's resend is the same "letter ready" news the run sends.
    const statementId = /^\s*(\d+)\s+statement-of-account\s/m.exec(await lender(server, 'letters', loanId))![1];
    const refetched = page.waitForResponse((response) => response.url().endsWith(`/api/loan/${loanId}/letters`) && response.request().method() === 'GET', WAIT);

    expect(await lender(server, 'resend-letter', statementId)).toContain(`Letter ${statementId}: the borrower was told again`);

    await refetched;
    await expect.poll(() => page.locator('.Toastify__toast', { hasText: /letter about your loan is ready/i }).count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => unread(), WAIT).toBe(before + 1);
    await bell().click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await expect.poll(() => panel.innerText(), WAIT).toMatch(/letter about your loan is ready/i);
    await page.keyboard.press('Escape');
  });

  it('the servicing run, finding a repayment missed, charges its fee with a notice of default sums that arrives while the page is open', async () => {
    await page.bringToFront();
    // What the demo's other borrowers leave for the servicing run (a loan in arrears) is done first.
    await lender(server, 'service');
    const before = await unread();
    // Time stands still in this test, so her next repayment is made overdue instead: its due date moved
    // ten days back in the server's own database, as if those days had passed unpaid.
    const database = createDatabase(server.env.DATABASE_URL);
    try {
      const next = await database.db.selectFrom('amortizations').select(['id', 'due_date']).where('loan_id', '=', Number(loanId)).whereRef('paid_amount', '<', 'payment').orderBy('number').executeTakeFirstOrThrow();
      await database.db.updateTable('amortizations').set({ due_date: addDays(todayInUk(), -10) }).where('id', '=', next.id).execute();
    } finally {
      await database.destroy();
    }
    const refetched = page.waitForResponse((response) => response.url().endsWith(`/api/loan/${loanId}/letters`) && response.request().method() === 'GET', WAIT);

    expect(await lender(server, 'service')).toContain('1 missed payment recorded');

    await refetched;
    await expect.poll(() => lettersSection().innerText(), WAIT).toContain('Notice of default sums');
    await expect.poll(() => page.locator('.Toastify__toast', { hasText: /letter about your loan is ready/i }).count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => unread(), WAIT).toBeGreaterThan(before);
    const saved = page.waitForEvent('download', WAIT);
    await letterItems(page).filter({ hasText: 'Notice of default sums' }).getByRole('button', { name: 'Download' }).click();
    const notice = oneLine((await pdfText(new Uint8Array(readFileSync((await (await saved).path())!)))).text);
    expect(notice).toContain('default sum');
    expect(notice).toContain('Dana Demo');
    await noSeriousFindings();
  });

  it('/dashboard/letters gathers them all, newest first, each linking to its loan', async () => {
    await lettersPage.bringToFront();
    await lettersPage.reload();
    // Her car loan is collected by Direct Debit, so the servicing runs also sent the advance notice of its next collection (issue 26).
    await expect.poll(() => letterItems(lettersPage).count(), WAIT).toBe(7);
    const titles = await letterItems(lettersPage).locator('.letter-list__title').allInnerTexts();
    expect(titles.filter((title) => title === 'Advance notice of your Direct Debit')).toHaveLength(1);
    expect(titles.filter((title) => title !== 'Advance notice of your Direct Debit')).toEqual(['Notice of default sums', 'Settlement statement', 'Statement of your account', 'Settlement statement', 'Statement of your account', 'Annual statement']);
    expect(await lettersPage.getByRole('link', { name: /^Loan \S+$/ }).count()).toBe(7);
    await noSeriousFindings(lettersPage);
    await shoot(lettersPage, 'dashboard-letters', () => main(lettersPage));
  });

  it('her annual statement is among them: sent after her boiler loan\'s first anniversary, its PDF an annual statement whose figures add up', async () => {
    const annual = letterItems(lettersPage).filter({ has: lettersPage.locator('.letter-list__title', { hasText: 'Annual statement' }) });
    expect(await annual.count()).toBe(1);
    const listed = oneLine(await annual.innerText());
    const [paid, stillToPay] = [/Paid (£[\d,]+\.\d\d)/, /still to pay (£[\d,]+\.\d\d)/].map((pattern) => minorOf(pattern.exec(listed)![1]));

    const saved = lettersPage.waitForEvent('download', WAIT);
    await annual.getByRole('button', { name: /^Download annual statement of / }).click();
    const text = oneLine((await pdfText(new Uint8Array(readFileSync((await (await saved).path())!)))).text);
    expect(text).toContain('Annual statement');
    expect(text).toContain('section 77A');
    expect(text).toContain('Dana Demo');
    expect(text).toMatch(/Period of this statement \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}/);
    expect(text).toContain(`Repayments paid to date ${inPdf(paid)}`);
    expect(text).toContain('Overdue now £0.00');
    // The year's payments as the ledger split them, and what they add up to.
    expect(text).toContain('Your payments during this period');
    // (each on its own: a page's footer may fall between the rows of the totals)
    for (const total of [/Paid during this period £[\d,]+\.\d\d/, /Of which interest £[\d,]+\.\d\d/, /Of which capital £[\d,]+\.\d\d/, /Capital still owed on \d{1,2} \w+ \d{4} £[\d,]+\.\d\d/]) expect(text).toMatch(total);
    expect(text).toMatch(/\d{1,2} \w+ \d{4} Repayment: £[\d,]+\.\d\d \(charges £[\d,]+\.\d\d, interest £[\d,]+\.\d\d, capital £[\d,]+\.\d\d\)/);
    expect(text).toContain(`Still to pay, including anything overdue ${inPdf(stillToPay)}`);
    // What was paid and what is still to pay is the total the agreement says is payable, to the penny.
    expect(text).toContain(`Total amount payable under the agreement ${inPdf(paid + stillToPay)}`);
  });
});
