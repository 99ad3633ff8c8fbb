import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsDemo } from './support/sign-in-as-demo';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { oneLine, pdfText } from '../support/pdf-text';
import { latestCode, outboxSize } from '../server/support/outbox';
import { DEMO_BORROWER } from '../../src-server/seed/demo-borrower.seed';
import { mkdirSync, readFileSync } from 'node:fs';
import { shootFailures } from './support/failure-shots';
import { choosePayDay } from './support/choose-pay-day';

/** Where the screens a person looks at are saved. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/signing-shots';

/** The offer as its summary shows it: the figures the agreement and the schedule must repeat. */
interface OfferFacts {
  amount: string;
  instalment: string;
  instalments: number;
  totalPayable: string;
  apr: string;
}

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
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const main = () => page.locator('#main');
  let offer: OfferFacts;
  shootFailures(() => page);

  /** Reads the offer's summary card: "You borrow £200", "One payment of £248.00" or "£93.21 a month × 12", "Total payable", "APR". */
  async function offerFacts(): Promise<OfferFacts> {
    const facts = Object.fromEntries(
      await page.locator('.offer-summary__facts > div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? ''])),
    ) as Record<string, string>;
    const repay = oneLine(facts['You repay']);
    const single = /^One payment of (£[\d,]+\.\d\d)/.exec(repay);
    const many = /^(£[\d,]+\.\d\d) a \w+ × (\d+)/.exec(repay);
    return {
      amount: oneLine(facts['You borrow']),
      instalment: (single?.[1] ?? many?.[1])!,
      instalments: single ? 1 : Number(many?.[2]),
      totalPayable: oneLine(facts['Total payable']),
      apr: oneLine(facts.APR).replace('%', ''),
    };
  }

  /** Types a code into the six boxes, as a person does from their phone (the boxes take it digit by digit). */
  async function typeCode(code: string): Promise<void> {
    const first = page.getByLabel('Digit 1 of 6');
    await first.click();
    for (let digit = 1; digit <= 6; digit++) await page.getByLabel(`Digit ${digit} of 6`).fill('');
    await first.click();
    await page.keyboard.type(code);
  }

  /** Presses the button `name`, which saves a file, and returns the file's bytes. */
  async function downloaded(name: string): Promise<Uint8Array> {
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    return new Uint8Array(readFileSync(await download.path()));
  }
  const noSeriousFindings = async () => expect(await seriousAxeFindings(page)).toEqual([]);

  it('applies for the short-term loan chosen in the calculator and is offered it, not paid yet', async () => {
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

    await choosePayDay(page);

    await page.getByLabel('What is it for?').selectOption('unexpected_bill');
    await page.getByText(/I have read the loan details/).click();
    await page.getByRole('button', { name: 'Apply for £200' }).click();
    await page.waitForURL('**/dashboard/loanSubmitted?request=*');
    await expect.poll(() => main().innerText()).toContain('Approved — read and sign your agreement to get the money');
    expect(await main().innerText()).toMatch(/Reference KC-\d{6}/);
    await noSeriousFindings();

    await page.getByRole('link', { name: 'Read and sign' }).click();
    await page.waitForURL(/\/dashboard\/offers\/\d+$/);
    await expect.poll(() => page.locator('.offer-summary').innerText(), { timeout: 10_000 }).toContain('Total payable');
    offer = await offerFacts();
    expect(offer.instalments).toBe(1);
    expect(offer.totalPayable).toBe('£248.00');
    expect(await main().innerText()).toContain('Before you sign');
    await noSeriousFindings();
  });

  it('keeps the sign step locked until the pre-contract information was opened, and that information is a PDF to keep', async () => {
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect.poll(() => main().innerText()).toContain('Open the pre-contract credit information first');
    expect(await page.getByRole('button', { name: 'Text me a code' }).count()).toBe(0);
    await noSeriousFindings();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/offer-locked-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Open the pre-contract information' }).click();
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('Standard European Consumer Credit Information');
    expect(oneLine(await main().innerText())).toContain(offer.totalPayable);
    await noSeriousFindings();
    const secci = oneLine((await pdfText(await downloaded('Download PDF to keep'))).text);
    expect(secci).toContain('Pre-contract credit information');
    for (const figure of [offer.totalPayable, `${offer.apr}%`, offer.amount]) expect(secci).toContain(figure);

    // The agreement to be signed, as a PDF to read before signing.
    await page.getByRole('button', { name: 'Your agreement', exact: true }).click();
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('Fixed Sum Loan Agreement regulated by the Consumer Credit Act 1974');
    const draft = oneLine((await pdfText(await downloaded('Download PDF'))).text);
    for (const figure of [offer.totalPayable, `${offer.apr}%`, offer.instalment]) expect(draft).toContain(figure);
    expect(draft).not.toContain('Signed electronically');
  });

  it('refuses a wrong code, signs with the right one, and pays the money out live', async () => {
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByLabel('Your full name').fill('Dana Demo');
    await page.getByRole('checkbox', { name: 'I have read this agreement and agree to be bound by it' }).check({ force: true });
    const sent = outboxSize(server.outboxDir);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    const code = await latestCode(server.outboxDir, DEMO_BORROWER.phone, 'agreement-signing', sent);
    await expect.poll(() => main().innerText()).toContain('We have texted a 6-digit code');
    await noSeriousFindings();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/offer-sign-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await typeCode(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign and get the money' }).click();
    await expect.poll(() => main().innerText()).toContain('This code is not correct. Check it and try again.');
    expect(page.url()).toMatch(/\/dashboard\/offers\/\d+$/);
    expect(await page.getByLabel('Your full name').inputValue()).toBe('Dana Demo'); // what was typed is kept

    await typeCode(code);
    await page.getByRole('button', { name: 'Sign and get the money' }).click();
    await expect.poll(() => page.locator('.Toastify__toast', { hasText: 'Money on its way' }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForURL(/\/dashboard\/user-loans\/\d+$/);
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('Your payments');
    expect(await main().innerText()).toMatch(/Signed on \d{1,2} \w+ \d{4} at \d\d:\d\d/);
  });

  it('gives the signed agreement as a PDF whose figures are the schedule’s and the quote’s, to the penny', async () => {
    const schedule = page.getByRole('region', { name: 'Payment schedule' });
    expect(await schedule.innerText()).toContain(offer.instalment);
    const agreement = await pdfText(await downloaded('Your agreement (PDF)'));
    const text = oneLine(agreement.text);
    expect(agreement.tagged).toBe(true);
    expect(text).toContain('Fixed Sum Loan Agreement regulated by the Consumer Credit Act 1974');
    for (const figure of [offer.amount, offer.totalPayable, offer.instalment, `${offer.apr}%`]) expect(text).toContain(figure);
    expect(text).toMatch(new RegExp(`\\b${offer.instalments} \\(`)); // "1 (a single payment …)": the number of instalments
    expect(text).toContain('Dana Demo');
    expect(text).toMatch(/Signed electronically/);

    const reference = /Loan (KC\d{8})/.exec(await main().innerText())?.[1];
    expect(reference).toBeTruthy();
    const howYouPay = page.locator('.how-you-pay');
    expect(await howYouPay.innerText()).toContain('Direct Debit');
    expect(await howYouPay.locator('dd').allInnerTexts()).toEqual(['Kestrel Credit Ltd', '12-34-56', '87654321', reference]);
    const changeYourMind = page.locator('.change-your-mind');
    expect(await changeYourMind.innerText()).toMatch(/withdraw from this loan agreement without giving a reason until \d{1,2} \w+ \d{4} \((15|14) days left\)/);
    expect(await changeYourMind.getByRole('link', { name: 'Tell us you are withdrawing' }).getAttribute('href')).toContain(`subject=Withdrawing+from+loan+${reference}`);
    await noSeriousFindings();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/signed-loan-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
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

  it('asks a question about her other offer from its explanations, then declines it: nothing is paid out', async () => {
    await page.goto(`${server.url}/dashboard/main`);
    await page.getByRole('link', { name: 'Read and sign' }).first().click();
    await page.waitForURL(/\/dashboard\/offers\/\d+$/);
    const offerPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Explanations', exact: true }).click();
    await page.getByRole('link', { name: 'Ask us a question' }).click();
    await expect.poll(async () => (await page.getByLabel('Subject', { exact: false }).inputValue()), { timeout: 10_000 }).toMatch(/^Question about my loan offer KC-\d{6}$/);

    await page.goto(`${server.url}${offerPath}`);
    await page.getByRole('button', { name: 'Decline this offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this offer?' });
    await noSeriousFindings();
    await dialog.getByRole('button', { name: 'Decline the offer' }).click();
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('You declined this offer');
    expect(await main().innerText()).toContain('Nothing was paid out and you owe nothing.');
    await page.goto(`${server.url}/dashboard/accounts`);
    await expect.poll(async () => page.getByRole('region', { name: 'Loan accounts' }).locator('tbody tr').count(), { timeout: 10_000 }).toBe(3);
  });
});
