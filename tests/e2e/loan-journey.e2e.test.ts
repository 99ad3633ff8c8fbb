import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from './support/sign-in-as-demo';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';

/**
 * A borrower's loan life in Chromium against the built app and the real server (seeded demo
 * borrower): from the calculator's choice to a loan paid out, its schedule, an early-settlement
 * figure, the request list and the accounts; every page free of serious accessibility findings.
 */
describe.skipIf(!hasChromium)('applying for a loan and living with it, in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
    browser = await openChromium();
    context = browser.context;
    page = context.pages()[0] ?? (await context.newPage());
    await signInAsDemo(page, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const main = () => page.locator('#main');
  const noSeriousFindings = async () => expect(await seriousAxeFindings(page)).toEqual([]);

  it('applies for the short-term loan chosen in the calculator and is paid out at once', async () => {
    await page.goto(`${server.url}/dashboard/loan-request?product=payday-loan&amount=20000&term=30`);
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('You can apply for this loan.');
    expect(await main().innerText()).toContain('£248');
    // What the check and the Apply button each mean for the credit file (issue 27).
    expect(await main().innerText()).toContain('we do not search your credit file, so it does not affect your credit score.');
    expect(await main().innerText()).toContain('When you apply, we search your credit file. Other lenders can see that search');
    await noSeriousFindings();

    await page.getByRole('button', { name: 'Apply for £200' }).click();
    await expect.poll(() => main().innerText()).toContain('Tell us what the loan is for.');
    expect(await page.getByLabel('Amount (£)').inputValue()).toBe('200'); // what was typed is kept

    await page.getByLabel('What is it for?').selectOption('unexpected_bill');
    await page.getByText(/I have read the loan details/).click();
    await page.getByRole('button', { name: 'Apply for £200' }).click();
    await page.waitForURL('**/dashboard/loanSubmitted?request=*');
    await expect.poll(() => main().innerText()).toContain('Approved: your money is on its way');
    expect(await main().innerText()).toMatch(/Reference KC-\d{6}/);
    await noSeriousFindings();

    await page.getByRole('link', { name: 'See my loan and its schedule' }).click();
    await page.waitForURL(/\/dashboard\/user-loans\/\d+$/);
    await expect.poll(() => main().innerText()).toContain('Your payments');
    expect(await page.getByRole('region', { name: 'Payment schedule' }).innerText()).toContain('£248');
    const reference = /Loan (KC\d{8})/.exec(await main().innerText())?.[1];
    expect(reference).toBeTruthy();
    const howYouPay = page.locator('.how-you-pay');
    expect(await howYouPay.innerText()).toContain('Direct Debit');
    expect(await howYouPay.locator('dd').allInnerTexts()).toEqual(['Kestrel Credit Ltd', '12-34-56', '87654321', reference]);
    const changeYourMind = page.locator('.change-your-mind');
    expect(await changeYourMind.innerText()).toMatch(/withdraw from this loan agreement without giving a reason until \d{1,2} \w+ \d{4} \((15|14) days left\)/);
    expect(await changeYourMind.getByRole('link', { name: 'Tell us you are withdrawing' }).getAttribute('href')).toContain(`subject=Withdrawing+from+loan+${reference}`);
    await noSeriousFindings();
  });

  it('works out what settling early would cost, never more than the schedule', async () => {
    await page.getByRole('button', { name: 'Work out the amount' }).click();
    await expect.poll(() => main().innerText()).toMatch(/To settle on .+, pay £200(\.\d\d)?: £200 still owed plus £[\d.]+ interest\. Send it as shown under How you pay\./);
  });

  it('lists the request with its decision, and the new account beside the older ones', async () => {
    await page.goto(`${server.url}/dashboard/submitted`);
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('Short-term loan: £200 over 30 days');
    expect(await main().innerText()).toContain('With your car loan, the repayments would take more');
    await noSeriousFindings();

    // Withdrawing asks first (issue 27): the focus starts on keeping the request; confirming withdraws it.
    const open = main().locator('.request-card', { has: page.getByRole('button', { name: 'Withdraw this request' }) });
    const title = await open.locator('.request-card__title').innerText();
    await open.getByRole('button', { name: 'Withdraw this request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this loan request?' });
    await expect.poll(() => dialog.innerText()).toContain('We lend you nothing, and withdrawing costs you nothing.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Keep my request');
    await noSeriousFindings();
    await dialog.getByRole('button', { name: 'Withdraw request' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const request = main().locator('.request-card', { hasText: title });
    await expect.poll(() => request.locator('.bp6-tag').innerText()).toBe('Withdrawn');
    expect(await request.getByRole('button', { name: 'Withdraw this request' }).count()).toBe(0);

    await page.goto(`${server.url}/dashboard/accounts`);
    await expect.poll(async () => page.getByRole('region', { name: 'Loan accounts' }).locator('tbody tr').count(), { timeout: 10_000 }).toBe(3);
    await noSeriousFindings();

    await page.goto(`${server.url}/dashboard/user-loans`);
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('3 of 36');
    await noSeriousFindings();
  });
});
