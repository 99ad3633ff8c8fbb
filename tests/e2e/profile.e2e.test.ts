import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { signUpInBrowser } from './support/sign-up-in-browser';
import { fillDate } from './support/fill-date';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};

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
    // A prefix HMRC never issues is refused in words; lower case and spaces are fine.
    await dialog().getByLabel('National Insurance number').fill('gb 12 34 56 c');
    await dialog().getByLabel('Gender (optional)').selectOption('female');
    await dialog().getByLabel('Marital status').selectOption('married');
    await dialog().getByLabel('Dependants').fill('1');
    // Education is optional: left blank.
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog().getByText(/Check the first two letters of your National Insurance number/).count()).toBe(1);
    await dialog().getByLabel('National Insurance number').fill('ab 12 34 56 c');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(percent).toBe(20);
    await expect.poll(() => page.getByText('•••• 456C').count()).toBe(1);

    // Address.
    await page.getByRole('button', { name: 'Add address' }).first().click();
    await dialog().getByLabel('Address line 1').fill('12 Harrier Way');
    await dialog().getByLabel('Town or city').fill('Leeds');
    await dialog().getByLabel('Postcode').fill('ls1 4ap');
    await fillDate(dialog(), 'Lived here since', monthsAgo(14));
    await dialog().getByLabel('Living arrangement').selectOption('renting_private');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(percent).toBe(40);

    // Newer than three years: the page asks for the home before, with its dates.
    await page.getByText('We need your previous addresses').waitFor();
    await page.getByRole('button', { name: 'Add a previous address' }).click();
    expect(await dialog().getByLabel('Type of address').inputValue()).toBe('previous');
    await dialog().getByLabel('Address line 1').fill('9 Wren Street');
    await dialog().getByLabel('Town or city').fill('York');
    await dialog().getByLabel('County (optional)').fill('North Yorkshire');
    await dialog().getByLabel('Postcode').fill('yo1 7hh');
    await fillDate(dialog(), 'Moved in', monthsAgo(50));
    await fillDate(dialog(), 'Moved out', monthsAgo(14));
    await dialog().getByLabel('Living arrangement').selectOption('living_with_family');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(percent).toBe(60);
    expect(await page.getByText('We need your previous addresses').count()).toBe(0);

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
    await expect.poll(percent).toBe(80);
    await expect.poll(() => page.getByText('•••• 6819').count()).toBe(1);
    expect(await page.content()).not.toContain('31926819');

    // Employment, with incomes typed as people write them, in pounds: there is no currency to pick.
    await page.getByRole('button', { name: 'Add employment' }).first().click();
    expect(await dialog().getByLabel('Currency').count()).toBe(0);
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
    await dialog().getByLabel('County (optional)').fill('West Yorkshire');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText(/Leeds, West Yorkshire, LS1 4AP/).count()).toBe(1);

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
