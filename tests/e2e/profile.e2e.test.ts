import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { signUpInBrowser } from './support/sign-up-in-browser';
import { fillDate } from './support/fill-date';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The profile journey in a real browser against the built app and server: a new borrower fills in
 * details, an address, a bank account and an employment, edits one, watches the completeness meter
 * reach 100 %, and sends feedback.
 */
describe.skipIf(!hasChromium)('profile journey in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await openChromium();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const meter = () => page.getByRole('progressbar', { name: 'Profile completeness' }).first();
  const percent = async () => Number(await meter().getAttribute('aria-valuenow'));
  const dialog = () => page.getByRole('dialog');

  it('a new borrower completes the profile, edits an address, reaches 100 % and sends feedback', async () => {
    await browser.context.clearCookies();
    await signUpInBrowser(page, server);
    await page.goto(`${server.url}/dashboard/my-details`);
    await page.getByRole('heading', { name: 'My details', level: 1 }).waitFor();
    await expect.poll(percent).toBe(0);
    expect(await page.getByText('Tell us who you are').count()).toBe(1);

    // Personal details: the account's name is filled in already.
    await page.getByRole('button', { name: 'Add personal details' }).click();
    expect(await dialog().getByLabel('First name').inputValue()).toBe('Margaret');
    await fillDate(dialog(), 'Date of birth', '1986-08-17');
    await dialog().getByLabel('National Insurance number').fill('QQ 12 34 56 C');
    await dialog().getByLabel('Gender').selectOption('female');
    await dialog().getByLabel('Marital status').selectOption('married');
    await dialog().getByLabel('Dependants').fill('1');
    await dialog().getByLabel('Education').selectOption('master');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(percent).toBe(25);
    await expect.poll(() => page.getByText('•••• 456C').count()).toBe(1);

    // Address.
    await page.getByRole('button', { name: 'Add address' }).first().click();
    await dialog().getByLabel('Address line 1').fill('12 Harrier Way');
    await dialog().getByLabel('Town or city').fill('Leeds');
    await dialog().getByLabel('Postcode').fill('ls1 4ap');
    await dialog().getByLabel('Years at this address').fill('4');
    await dialog().getByLabel('Living arrangement').selectOption('renting_private');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(percent).toBe(50);

    // Bank account, the UK way: a short account number is refused in words and what was typed stays.
    await page.getByRole('button', { name: 'Add bank account' }).click();
    await dialog().getByLabel('Bank', { exact: true }).fill('Northern Bank');
    await dialog().getByLabel(/^Account number/).fill('3192681');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog().getByText('Enter the 8-digit account number, like 31926819.').count()).toBe(1);
    expect(await dialog().getByLabel('Bank', { exact: true }).inputValue()).toBe('Northern Bank');
    await dialog().getByLabel(/^Account number/).fill('31926819');
    await dialog().getByLabel('Sort code').fill('60-16-13');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(percent).toBe(75);
    await expect.poll(() => page.getByText('•••• 6819').count()).toBe(1);
    expect(await page.content()).not.toContain('31926819');

    // Employment, with incomes typed as people write them.
    await page.getByRole('button', { name: 'Add employment' }).first().click();
    await dialog().getByLabel('Employer', { exact: true }).fill('Analytical Engines Ltd');
    await dialog().getByLabel('Job title').fill('Lead engineer');
    await fillDate(dialog(), 'Started on', '2019-09-01');
    await dialog().getByLabel('Monthly income before tax').fill('4,125.00');
    await dialog().getByLabel('Monthly take-home pay').fill('3,012.75');
    await fillDate(dialog(), 'Next pay date', inDays(12));
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(percent).toBe(100);
    await expect.poll(() => page.getByText('£3,012.75 take-home').count()).toBe(1);

    // Edit the address.
    await page.getByRole('button', { name: 'Edit 12 Harrier Way' }).click();
    await dialog().getByLabel('Years at this address').fill('5');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('5 years here').count()).toBe(1);

    // The dashboard shows the same meter; feedback from there.
    await page.goto(`${server.url}/dashboard/main`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await expect.poll(percent).toBe(100);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await dialog().getByLabel('What is it about?').selectOption('website');
    await dialog().getByLabel('Your message').fill('Filling in my details was quick and clear.');
    await dialog().getByRole('button', { name: /^4 stars/ }).click();
    await dialog().getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => dialog().getByText('We have your feedback').count()).toBe(1);
    expect(await dialog().innerText()).toMatch(/FB-\d{6}/);
  });
});
