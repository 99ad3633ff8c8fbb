import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src-domain/loans/money-format';
import { addMonths, formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { createDatabase } from '../../src-server/db/database.factory';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { shootFailures } from './support/failure-shots';
import { shootAtBothWidths } from './support/shots';
import { lender } from './support/lender';
import { signInAsDemo, signInAsDemoStaff } from './support/sign-in-as-demo';
import { signOutInBrowser } from './support/sign-out-in-browser';

/** Where the screens a person looks at are saved. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e1-shots';
const WAIT = { timeout: 15_000 };
/** The account Dana adds to move her Direct Debit to. */
const NEW_ACCOUNT = { bank: 'Pennine Bank', number: '20417785', sortCode: '30-95-41' };

/**
 * The repaying controls the first journey (repaying.e2e) does not press, in Chromium against the built
 * app and the seeded server (issue 26): Dana confirms a part payment and cancels it (the lender can then
 * no longer apply it); she moves her Direct Debit to a new account of her profile; having moved her
 * payment date she is told why she cannot move it again and from when she can; and the back office's
 * settle dialog on her loan, at a desktop's and a phone's width. Each new state is free of serious
 * accessibility findings and shot at 1280 and 390 px.
 */
describe.skipIf(!hasChromium)('repaying controls: cancelling a part payment, changing the Direct Debit, a refused date move, the settle dialog', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;
  let loanId: number;

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
  const dialog = () => page.getByRole('dialog');
  const toastWith = (text: string) => page.locator('.Toastify__toast', { hasText: text });
  const noSeriousFindings = async () => expect(await seriousAxeFindings(page)).toEqual([]);
  const shoot = (name: string, options?: { fullPage?: boolean }) => shootAtBothWidths(page, SHOTS, name, options);
  /** Waits for a dialog's backdrop to finish fading in, so a shot shows the page as a person sees it then. */
  const dialogAtRest = () =>
    expect.poll(() => page.locator('[class*="overlay-backdrop"]').first().evaluate((backdrop) => getComputedStyle(backdrop).opacity), WAIT).toBe('1');
  /** Reads the server's database as it is now: what the lender holds, whatever the page says. */
  async function inDatabase<T>(read: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>): Promise<T> {
    const database = createDatabase(server.env.DATABASE_URL);
    try {
      return await read(database.db);
    } finally {
      await database.destroy();
    }
  }
  const openLoanPage = async () => {
    await page.goto(`${server.url}/dashboard/user-loans/${loanId}`);
    await main().locator('.today-position').waitFor(WAIT);
  };

  it('confirms a £500 part payment and cancels it: the page and the server no longer hold it, and the lender cannot apply it', async () => {
    await page.goto(`${server.url}/dashboard/user-loans`);
    const link = page.getByRole('link', { name: 'Schedule and early settlement' }).first();
    await link.waitFor(WAIT);
    loanId = Number(/(\d+)$/.exec((await link.getAttribute('href'))!)![1]);
    await page.goto(`${server.url}/dashboard/loans/${loanId}/pay-part`);
    await page.getByLabel('Amount').fill('500');
    await page.getByRole('button', { name: 'Show me both choices' }).click();
    await main().locator('label', { hasText: 'Choose “Pay less each month”' }).waitFor(WAIT);
    await main().locator('label', { hasText: 'Choose “Pay less each month”' }).click();
    await page.getByRole('button', { name: 'Confirm this part payment' }).click();
    await page.getByRole('heading', { name: 'Now send the money' }).waitFor(WAIT);
    const pending = await inDatabase((db) => db.selectFrom('part_payments').select(['id', 'amount', 'choice', 'status']).where('loan_id', '=', loanId).where('status', '=', 'pending').execute());
    expect(pending).toEqual([{ id: expect.any(Number), amount: 50_000, choice: 'smaller_instalment', status: 'pending' }]);

    await page.getByRole('button', { name: 'Cancel this part payment' }).click();
    await expect.poll(() => toastWith('Part payment cancelled. Please do not send the money.').count(), WAIT).toBeGreaterThan(0);
    // The page is back to asking how much: no card tells her to send money, no way to cancel it again.
    await page.getByRole('heading', { name: 'How much would you like to pay?' }).waitFor(WAIT);
    expect(await main().getByRole('heading', { name: /Now send the money|waiting for your money/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel this part payment' }).count()).toBe(0);
    expect(await main().innerText()).not.toContain('£500.00');
    await noSeriousFindings();
    await shoot('pay-part-cancelled');
    // A fresh load of the page shows the same: the server holds no pending part payment.
    await page.reload();
    await page.getByRole('heading', { name: 'How much would you like to pay?' }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: 'Cancel this part payment' }).count()).toBe(0);
    const stored = await inDatabase((db) => db.selectFrom('part_payments').select(['status']).where('id', '=', pending[0].id).executeTakeFirstOrThrow());
    expect(stored.status).toBe('cancelled');

    // The money arriving after all is not applied as that part payment: the lender is told it is not pending.
    const paymentsBefore = await inDatabase((db) => db.selectFrom('loan_payments').select('id').where('loan_id', '=', loanId).execute());
    const refused = await lender(server, 'pay', String(loanId), '500', '--part-payment', String(pending[0].id)).then(
      () => null,
      (error: { code?: number; stderr?: string; stdout?: string }) => error,
    );
    expect(refused, 'lender pay applied a cancelled part payment').not.toBeNull();
    expect(refused!.code).not.toBe(0);
    expect(`${refused!.stdout}${refused!.stderr}`).toContain(`Loan ${loanId} has no pending part payment ${pending[0].id}.`);
    expect(await inDatabase((db) => db.selectFrom('loan_payments').select('id').where('loan_id', '=', loanId).execute())).toEqual(paymentsBefore);
  });

  it('after moving her payment date, the page says why it cannot move again and from when it can, with nothing to submit', async () => {
    await page.goto(`${server.url}/dashboard/loans/${loanId}/payment-date`);
    const select = page.getByLabel('New payment day');
    await select.waitFor(WAIT);
    const currentDay = Number(/Now: the (\d+)/.exec(await main().innerText())![1]);
    const newDay = currentDay === 5 ? 8 : 5;
    await select.selectOption(String(newDay));
    await page.getByRole('heading', { name: /^Your next payment moves from/ }).waitFor(WAIT);
    await page.getByRole('button', { name: new RegExp(`^Move my payments to the ${newDay}th$`) }).click();
    await page.getByRole('heading', { name: 'Your payment date is changed' }).waitFor(WAIT);
    const movedOn = (await inDatabase((db) => db.selectFrom('loans').select('payment_day_moved_on').where('id', '=', loanId).executeTakeFirstOrThrow())).payment_day_moved_on;
    expect(movedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const possibleFrom = addMonths(movedOn!, 12);

    // Opened again, as she would a few days later.
    await page.goto(`${server.url}/dashboard/loans/${loanId}/payment-date`);
    await page.getByRole('heading', { name: 'You cannot change your payment date just now' }).waitFor(WAIT);
    const refusal = await main().locator('.repayment-page__refusal').innerText();
    // The reason and the day a move becomes possible, in words, said once.
    expect(refusal.trim()).toBe(`The date can be moved once every 12 months; the next move is possible from ${formatCalendarDate(possibleFrom)}.`);
    // Nothing to choose or press that would ask for a move.
    expect(await page.getByLabel('New payment day').count()).toBe(0);
    expect(await main().locator('select, input, textarea, button[type="submit"], form').count()).toBe(0);
    expect(await main().getByRole('button', { name: /Move my payments/ }).count()).toBe(0);
    await noSeriousFindings();
    await shoot('payment-date-refused');
  });

  it('moves her Direct Debit to an account she adds: the card shows it, the old mandate is cancelled, the next payment is taken from it', async () => {
    await openLoanPage();
    const card = main().locator('.direct-debit-card');
    await expect.poll(() => card.innerText(), WAIT).toMatch(/Account\s*Northern Bank, account ending 0736/);
    // The mandate in force collects every loan of hers (it names the first one it was set up for).
    const before = await inDatabase(async (db) => {
      const { user_id } = await db.selectFrom('loans').select('user_id').where('id', '=', loanId).executeTakeFirstOrThrow();
      return db.selectFrom('direct_debit_mandates').selectAll().where('status', 'in', ['pending', 'active']).where('user_id', '=', user_id).executeTakeFirstOrThrow();
    });

    // Only one account so far: she adds another from the dialog's link, in her profile.
    await card.getByRole('button', { name: 'Change account' }).click();
    await expect.poll(() => dialog().getByRole('radio').count(), WAIT).toBe(1);
    await dialog().getByRole('link', { name: 'Add another account' }).click();
    await page.waitForURL('**/dashboard/my-details', WAIT);
    await page.getByRole('button', { name: 'Add account', exact: true }).click();
    await dialog().getByLabel('Bank', { exact: true }).fill(NEW_ACCOUNT.bank);
    await dialog().getByLabel(/^Account number/).fill(NEW_ACCOUNT.number);
    await dialog().getByLabel('Sort code').fill(NEW_ACCOUNT.sortCode);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached', ...WAIT });

    await openLoanPage();
    await card.getByRole('button', { name: 'Change account' }).click();
    await expect.poll(() => dialog().getByRole('radio').count(), WAIT).toBe(2);
    expect(await dialog().innerText()).toContain('Your Direct Debit is on this account now');
    await dialog().locator('label', { hasText: `${NEW_ACCOUNT.bank}, sort code ${NEW_ACCOUNT.sortCode}` }).click();
    await dialog().getByRole('checkbox', { name: 'The account is in my name and I can authorise Direct Debits from it on my own' }).check({ force: true });
    await dialog().getByRole('button', { name: 'Move my Direct Debit' }).click();

    // What she is told: a new reference, the old Direct Debit cancelled with her bank, collections from this account.
    await dialog().getByRole('heading', { name: 'Your Direct Debit is on the new account' }).waitFor(WAIT);
    const told = await dialog().getByRole('status').innerText();
    expect(told).toMatch(/^Your new mandate reference is KCDD\d{6}\. We have asked your bank to cancel the old Direct Debit; from now on we collect from this account\.$/);
    const reference = /KCDD\d{6}/.exec(told)![0];
    expect(reference).not.toBe(before.reference);
    await noSeriousFindings();
    await dialogAtRest();
    await shoot('direct-debit-moved', { fullPage: false });
    await dialog().getByRole('button', { name: 'Done' }).click();
    await dialog().waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => card.innerText(), WAIT).toMatch(new RegExp(`Account\\s*${NEW_ACCOUNT.bank}, account ending ${NEW_ACCOUNT.number.slice(-4)}`));
    expect(await card.innerText()).toContain(reference);
    // What she reads about the next collection: the loan's next payment, its amount and day as the schedule holds them.
    const next = await inDatabase((db) => db.selectFrom('amortizations').select(['due_date', 'payment', 'paid_amount']).where('loan_id', '=', loanId).orderBy('number').execute()).then((rows) => rows.find((row) => row.paid_amount < row.payment)!);
    expect(await main().innerText()).toMatch(new RegExp(`Next payment\\s*${formatMoney(next.payment).replace('.', '\\.')} on ${formatCalendarDate(next.due_date)}`));
    await noSeriousFindings();
    await shoot('direct-debit-card-new-account');

    // The lender holds one mandate in force, on the new account, and every collection not yet with the bank follows it.
    const mandates = await inDatabase((db) => db.selectFrom('direct_debit_mandates').select(['id', 'reference', 'status', 'sort_code', 'account_number']).where('user_id', '=', before.user_id).orderBy('id').execute());
    const live = mandates.filter((mandate) => mandate.status === 'pending' || mandate.status === 'active');
    expect(live).toEqual([{ id: expect.any(Number), reference, status: 'active', sort_code: NEW_ACCOUNT.sortCode.replaceAll('-', ''), account_number: NEW_ACCOUNT.number }]);
    expect(mandates.find((mandate) => mandate.id === before.id)!.status).toBe('cancelled');
    // Her next payment (on the day she moved it to) is not yet due for notice, so nothing waits on the old
    // mandate: the servicing run takes it from the new account (a waiting collection following a change is
    // checked in tests/server/collections/mandate-race.test.ts).
    const unsent = await inDatabase((db) => db.selectFrom('collections').select(['mandate_id']).where('loan_id', '=', loanId).where('status', 'in', ['scheduled', 'noticed']).execute());
    expect(unsent.every((collection) => collection.mandate_id === live[0].id)).toBe(true);
  });

  it('the back office’s settle dialog on her loan shows the figure, at a desktop’s and a phone’s width', async () => {
    await signOutInBrowser(page);
    await page.waitForURL('**/auth/sign-in', WAIT);
    await signInAsDemoStaff(page, server.url);

    await page.getByRole('link', { name: 'Find a borrower' }).click();
    await page.getByLabel('Name, e-mail, account number or reference').fill('Demo');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await main().getByRole('link', { name: 'Dana Demo' }).first().click();
    await page.waitForURL(/\/back-office\/borrowers\/\d+/, WAIT);
    const accountNumber = (await inDatabase((db) => db.selectFrom('loans').select('account_number').where('id', '=', loanId).executeTakeFirstOrThrow())).account_number;
    const loan = main().locator('article.borrower-file__loan', { hasText: accountNumber });
    await loan.getByRole('button', { name: 'Settle…' }).click();
    await expect.poll(() => dialog().getByText(/^Settlement figure today/).count(), WAIT).toBe(1);
    await noSeriousFindings();
    await dialogAtRest();
    await shoot('back-office-settle-dialog', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count(), WAIT).toBe(0);
  });
});
