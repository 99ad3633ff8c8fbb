import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { pdfFile } from '../support/document-files';
import { latestCode, outboxSize } from '../server/support/outbox';
import { openSignUpLink, sendSignUpForm } from './support/sign-up-in-browser';
import { lender } from './support/lender';
import { fillDate } from './support/fill-date';
import { shootFailures } from './support/failure-shots';
import { choosePayDay } from './support/choose-pay-day';

const WAIT = { timeout: 15_000 };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The whole life of a first loan in Chromium, as a new borrower lives it, against the built app
 * and server in manual underwriting (a person decides): sign up → confirm the phone → complete
 * the profile → send the documents (the lender accepts them) → price a loan in the calculator →
 * apply → the lender approves and pays out → the decision arrives live → the loan page shows the
 * schedule → the lender records the first payment → the paid and still-to-pay views split the
 * schedule → settling early costs the principal left plus the interest so far.
 */
describe.skipIf(!hasChromium)('a first loan, from sign-up to an early-settlement figure, in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;
  const files = mkdtempSync(join(tmpdir(), 'kestrel-journey-'));
  // Typed the way a UK borrower writes it; the lender keeps it as E.164.
  const digits = String(10_000 + Math.floor(Math.random() * 89_999));
  const typedPhone = `07700 9${digits}`;
  const phone = `+4477009${digits}`;

  beforeAll(async () => {
    server = await startBuiltServer({ env: { UNDERWRITING_MODE: 'manual' } });
    browser = await openChromium();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
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

  it('signs up with a mobile typed as 07700 9…, which the code is texted to as +447700 9…, and confirms it', async () => {
    const email = `mary.${Date.now()}@example.com`;
    await sendSignUpForm(page, server.url, { firstName: 'Mary', lastName: 'Jackson', email, phone: typedPhone, password: 'wind-tunnel-1951' });
    await openSignUpLink(page, server, email, 'wind-tunnel-1951');
    await page.getByRole('heading', { name: 'Confirm your details' }).waitFor();
    // Shown back the way it was typed.
    expect(await page.getByText(typedPhone).count()).toBeGreaterThan(0);
    await page.getByLabel('Digit 1 of 6').first().click();
    await page.keyboard.type(await latestCode(server.outboxDir, phone, 'phone-verification'));
    await page.getByRole('button', { name: 'Confirm my number' }).click();
    await expect.poll(() => page.getByText('Your mobile number is confirmed. Thank you.').count(), WAIT).toBeGreaterThan(0);
  });

  it('completes the profile: details, address, bank account and employment', async () => {
    await page.goto(`${server.url}/dashboard/my-details`);
    await page.getByRole('heading', { name: 'My details', level: 1 }).waitFor();
    const save = async () => {
      await dialog().getByRole('button', { name: 'Save' }).click();
      await dialog().waitFor({ state: 'detached' });
    };
    await page.getByRole('button', { name: 'Add personal details' }).click();
    await fillDate(dialog(), 'Date of birth', '1981-04-09');
    await dialog().getByLabel('National Insurance number').fill('AB 12 34 56 C');
    await dialog().getByLabel('Gender (optional)').selectOption('female');
    await dialog().getByLabel('Marital status').selectOption('married');
    await dialog().getByLabel('Dependants').fill('2');
    await dialog().getByLabel('Highest education (optional)').selectOption('master');
    await save();
    await page.getByRole('button', { name: 'Add address' }).first().click();
    await dialog().getByLabel('Address line 1').fill('4 Langley Road');
    await dialog().getByLabel('Town or city').fill('York');
    await dialog().getByLabel('Postcode').fill('yo1 7hh');
    await fillDate(dialog(), 'Lived here since', '2017-03-01');
    await dialog().getByLabel('Living arrangement').selectOption('owner_mortgage');
    await save();
    await page.getByRole('button', { name: 'Add bank account' }).click();
    await dialog().getByLabel('Bank', { exact: true }).fill('Northern Bank');
    await dialog().getByLabel(/^Account number/).fill('31926819');
    await dialog().getByLabel('Sort code').fill('60-16-13');
    await save();
    await page.getByRole('button', { name: 'Add employment' }).first().click();
    await dialog().getByLabel('Employer', { exact: true }).fill('Langley Aeronautics');
    await dialog().getByLabel('Job title').fill('Engineer');
    await fillDate(dialog(), 'Started on', '2015-03-02');
    await dialog().getByLabel('Monthly income before tax').fill('3,900.00');
    await dialog().getByLabel('Monthly take-home pay').fill('2,950.00');
    await fillDate(dialog(), 'Next pay date', inDays(10));
    await save();
    await expect.poll(async () => Number(await page.getByRole('progressbar', { name: 'Profile completeness' }).first().getAttribute('aria-valuenow')), WAIT).toBe(100);
  });

  it('is told which documents are still needed, sends them, and the lender accepts them', async () => {
    await page.goto(`${server.url}/dashboard/documents`);
    await expect.poll(() => main().innerText(), WAIT).toContain('What we still need');
    const needed = await page.locator('.documents__needed').innerText();
    for (const name of ['Proof of address', 'Payslip', 'Bank statement']) expect(needed).toContain(name);
    await noSeriousFindings();

    for (const [type, name] of [['proof-of-address', 'council-tax.pdf'], ['payslip', 'payslip.pdf'], ['bank-statement', 'statement.pdf']]) {
      writeFileSync(join(files, name), pdfFile(`${type}: Mary Jackson`));
      await page.getByRole('combobox', { name: /^Document/ }).selectOption(type);
      await page.locator('input[type=file]').setInputFiles(join(files, name));
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => page.getByRole('region', { name: 'Table of your documents' }).innerText(), WAIT).toContain(name);
    }
    expect(await main().innerText()).not.toContain('What we still need');
    // Proof of identity: one of three kinds, needed before any agreement can be signed.
    expect(await main().innerText()).toContain('Proof of identity');
    writeFileSync(join(files, 'passport.pdf'), pdfFile('passport: Mary Jackson'));
    await page.getByRole('combobox', { name: /^Document/ }).selectOption('passport');
    await fillDate(page, 'Expiry date', inDays(5 * 365));
    await page.locator('input[type=file]').setInputFiles(join(files, 'passport.pdf'));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Table of your documents' }).innerText(), WAIT).toContain('passport.pdf');

    const listed = await lender(server, 'documents');
    const pending = [...listed.matchAll(/^\s*(\d+)\s.*$/gm)].map((m) => ({ id: m[1], passport: /Passport/.test(m[0]) }));
    expect(pending).toHaveLength(4);
    // The reviewer checked the passport holder's name and date of birth against her profile.
    for (const { id, passport } of pending) await lender(server, 'approve-document', id, ...(passport ? ['--identity-confirmed'] : []));
    await expect.poll(async () => ((await main().innerText()).match(/Accepted/g) ?? []).length, WAIT).toBeGreaterThanOrEqual(5); // four rows and the filter
    await expect.poll(() => main().innerText(), WAIT).toContain('Identity confirmed');
  });

  it('prices £3,000 over 12 months in the calculator and applies with those figures', async () => {
    await page.goto(`${server.url}/calculator`);
    await page.getByLabel('How much would you like to borrow?').fill('3000');
    await page.getByLabel('For how many months?').fill('12');
    await expect.poll(() => page.locator('.calculator__result').innerText(), WAIT).toMatch(/a month for 12 months/);
    await page.getByRole('link', { name: 'Apply for this personal loan' }).click();
    await page.waitForURL('**/dashboard/loan-request?*');
    await expect.poll(() => main().innerText(), WAIT).toContain('You can apply for this loan.');
    expect(await page.getByLabel('Amount (£)').inputValue()).toBe('3000');

    await choosePayDay(page);

    await page.getByLabel('What is it for?').selectOption('car');
    await page.getByText(/I have read the loan details/).click();
    await page.getByRole('button', { name: 'Apply for £3,000' }).click();
    await page.waitForURL('**/dashboard/loanSubmitted?request=*');
    await expect.poll(() => main().innerText(), WAIT).toMatch(/Reference KC-\d{6}/);
    await noSeriousFindings();
  });

  it('the lender approves: the offer arrives without a reload; she reads the pre-contract information, signs with the texted code and is paid out', async () => {
    await page.goto(`${server.url}/dashboard/submitted`);
    await expect.poll(() => main().innerText(), WAIT).toContain('Being reviewed');
    const id = /^\s*(\d+)\s/m.exec(await lender(server, 'requests'))![1];
    expect(await lender(server, 'approve', id)).toMatch(/approved: offer \d+ waits for the borrower.s signature/);

    await expect.poll(() => toastWith('Loan request approved').count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => main().innerText(), WAIT).toContain('read and sign your agreement to get the money');
    await noSeriousFindings();

    await page.getByRole('link', { name: 'Read and sign' }).first().click();
    await page.waitForURL(/\/dashboard\/offers\/\d+$/);
    await page.getByRole('button', { name: 'Start with the pre-contract information' }).click();
    await expect.poll(() => main().innerText(), WAIT).toContain('Standard European Consumer Credit Information');
    // Kestrel collects by Direct Debit: she sets it up on the account she applied with before she can sign (issue 26).
    await page.getByRole('button', { name: 'Direct Debit', exact: true }).click();
    await page.getByRole('radio').first().check({ force: true });
    await page.getByRole('checkbox', { name: 'The account is in my name and I can authorise Direct Debits from it on my own' }).check({ force: true });
    await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
    await expect.poll(() => main().innerText(), WAIT).toContain('Your Direct Debit is set up');
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByLabel('Your full name').fill('Mary Jackson');
    await page.getByRole('checkbox', { name: 'I have read this agreement and agree to be bound by it' }).check({ force: true });
    const sent = outboxSize(server.outboxDir);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    const code = await latestCode(server.outboxDir, phone, 'agreement-signing', sent);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Sign and get the money' }).click();
    await expect.poll(() => toastWith('Money on its way').count(), WAIT).toBeGreaterThan(0);
    await page.waitForURL(/\/dashboard\/user-loans\/\d+$/, WAIT);
    await noSeriousFindings();
  });

  it('the loan page shows the schedule; after the first payment the paid view holds it and the still-to-pay view the rest', async () => {
    await page.goto(`${server.url}/dashboard/user-loans`);
    await page.getByRole('link', { name: 'Schedule and early settlement' }).first().click();
    await page.waitForURL(/\/dashboard\/user-loans\/\d+$/);
    const loanId = /(\d+)$/.exec(page.url())![1];
    const schedule = () => page.getByRole('region', { name: /^Payment schedule/ });
    await expect.poll(async () => schedule().locator('tbody tr').count(), WAIT).toBe(12);
    const firstPayment = (await schedule().locator('tbody tr').first().locator('td').nth(2).innerText()).replace(/[£,]/g, '');
    await noSeriousFindings();

    await lender(server, 'pay', loanId, firstPayment);
    await expect.poll(() => toastWith('Payment received').count(), WAIT).toBeGreaterThan(0);
    await page.getByRole('radio', { name: 'Paid (1)' }).click();
    expect(await schedule().locator('tbody tr').count()).toBe(1);
    expect(await schedule().innerText()).toContain('Paid');
    await page.getByRole('radio', { name: 'Still to pay (11)' }).click();
    expect(await schedule().locator('tbody tr').count()).toBe(11);
    expect(await schedule().locator('tbody tr').first().locator('td').first().innerText()).toBe('2');
  });

  it('the early-settlement figure is the principal left plus the interest so far', async () => {
    const facts = await page.locator('.calculator__facts').first().innerText(); // the loan's summary, above the Today panel
    const left = /Left to repay \(principal\)\s+(£[\d,.]+)/.exec(facts)![1];
    await page.getByRole('button', { name: 'Work out the amount' }).click();
    const answer = page.locator('.settle__answer');
    await expect.poll(() => answer.innerText(), WAIT).toMatch(/To settle on .+, pay £[\d,.]+: £[\d,.]+ still owed plus £[\d,.]+ interest/);
    const [, total, owed, interest] = /pay (£[\d,.]+): (£[\d,.]+) still owed plus (£[\d,.]+) interest/.exec(await answer.innerText())!;
    const pence = (money: string) => Math.round(Number(money.replace(/[£,]/g, '')) * 100);
    expect(owed).toBe(left);
    expect(pence(total)).toBe(pence(owed) + pence(interest));
  });
});
