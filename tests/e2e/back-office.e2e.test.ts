import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { DEMO_STAFF } from '../../src-server/seed/demo-staff.seed';
import { DEMO_QUEUE_BORROWERS, DEMO_QUEUE_PASSWORD } from '../../src-server/seed/demo-staff-queues.seed';
import { shootFailures } from './support/failure-shots';
import { choosePayDay } from './support/choose-pay-day';
import { signInAsDemoStaff } from './support/sign-in-as-demo';

const WAIT = { timeout: 15_000 };
/** Where the screens a person looks at are saved. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/back-office-shots';
const GARETH = `${DEMO_QUEUE_BORROWERS.gareth.firstName} ${DEMO_QUEUE_BORROWERS.gareth.lastName}`;

/**
 * The back office in Chromium against the built app and the real server, with two people at once:
 * a demo borrower in one browser, the demo underwriter in another. The borrower applies; the request
 * arrives in her queue without a reload; she opens his file, reads and accepts his documents and
 * approves the request; his page turns into the offer without a reload. The
 * administrator then finds each of her actions, and her views of his file, in the audit trail and
 * its CSV, with her name.
 */
describe.skipIf(!hasChromium)('the back office: an underwriter decides a request while the borrower watches, in Chromium', () => {
  let server: BuiltServer;
  let borrowerBrowser: ChromiumSession;
  let staffBrowser: ChromiumSession;
  let borrower: Page;
  let staff: Page;

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'], env: { UNDERWRITING_MODE: 'manual' } });
    [borrowerBrowser, staffBrowser] = await Promise.all([openChromium(), openChromium()]);
    borrower = borrowerBrowser.context.pages()[0] ?? (await borrowerBrowser.context.newPage());
    staff = staffBrowser.context.pages()[0] ?? (await staffBrowser.context.newPage());
  });
  afterAll(async () => {
    await borrowerBrowser?.close();
    await staffBrowser?.close();
    await server?.stop();
  });
  shootFailures(() => staff);

  const staffMain = () => staff.locator('#main');
  const noSeriousFindings = async (page: Page) => expect(await seriousAxeFindings(page)).toEqual([]);

  /** Signs a demo staff member in on the borrowers' own sign-in page: password, then the code from the authenticator app. */
  async function signInAsStaff(email: string): Promise<void> {
    await signInAsDemoStaff(staff, server.url, email);
  }

  /** The count the navigation shows beside a queue's name. */
  async function countOf(queue: string): Promise<number> {
    const text = await staff.getByRole('navigation', { name: /back office/i }).getByRole('link', { name: new RegExp(`^${queue}`) }).innerText();
    return Number(/(\d+)\s*$/.exec(text.trim())?.[1] ?? 0);
  }

  it('the underwriter signs in with the code from the authenticator app and lands on today’s queues', async () => {
    await signInAsStaff(DEMO_STAFF.underwriter.email);
    await expect.poll(() => staffMain().innerText(), WAIT).toContain('Loan requests');
    expect(await staff.getByText(`${DEMO_STAFF.underwriter.firstName} ${DEMO_STAFF.underwriter.lastName}`).count()).toBeGreaterThan(0);
    // An underwriter does not see what only an administrator may open.
    expect(await staff.getByRole('link', { name: 'Audit trail' }).count()).toBe(0);
    await noSeriousFindings(staff);

    // Staff stay out of the borrower's dashboard.
    await staff.goto(`${server.url}/dashboard/main`);
    await staff.waitForURL(`${server.url}/back-office`, WAIT);
  });

  it('a borrower applies; the request arrives in the underwriter’s open queue without a reload', async () => {
    await staff.getByRole('link', { name: /^Loan requests/ }).first().click();
    await staff.waitForURL('**/back-office/requests', WAIT);
    await expect.poll(() => staffMain().locator('table').count(), WAIT).toBeGreaterThan(0);
    await noSeriousFindings(staff);
    const requestsBefore = await countOf('Loan requests');
    expect(await staffMain().getByRole('link', { name: GARETH }).count()).toBe(0);

    // Gareth sent his documents yesterday (the demo leaves them waiting for review); today he applies.
    await borrower.goto(`${server.url}/auth/sign-in`);
    await borrower.getByLabel('E-mail address').fill(DEMO_QUEUE_BORROWERS.gareth.email);
    await borrower.getByLabel('Password', { exact: true }).fill(DEMO_QUEUE_PASSWORD);
    await borrower.getByRole('button', { name: 'Sign in' }).click();
    await borrower.waitForURL('**/dashboard/main', WAIT);
    await borrower.goto(`${server.url}/dashboard/loan-request?product=payday-loan&amount=20000&term=30`);
    await expect.poll(() => borrower.locator('#main').innerText(), WAIT).toContain('You can apply for this loan.');
    await choosePayDay(borrower);
    await borrower.getByLabel('What is it for?').selectOption('unexpected_bill');
    await borrower.getByText(/I have read the loan details/).click();
    await borrower.getByRole('button', { name: 'Apply for £200' }).click();
    await borrower.waitForURL('**/dashboard/loanSubmitted?request=*', WAIT);
    await expect.poll(() => borrower.locator('#main').innerText(), WAIT).toMatch(/Reference KC-\d{6}/);

    // The queue on the underwriter's screen changes by itself: no reload, no click.
    await expect.poll(() => staffMain().getByRole('link', { name: GARETH }).count(), WAIT).toBe(1);
    await expect.poll(() => countOf('Loan requests'), WAIT).toBe(requestsBefore + 1);
    const row = staffMain().locator('tr', { has: staff.getByRole('link', { name: GARETH }) });
    expect(await row.innerText()).toContain('£200');
  });

  it('she opens his file, reads each document in the page and accepts it, approves the request, and the borrower’s page becomes the offer without a reload', async () => {
    await staffMain().getByRole('link', { name: GARETH }).click();
    await staff.waitForURL(/\/back-office\/borrowers\/\d+/, WAIT);
    await expect.poll(() => staffMain().innerText(), WAIT).toContain('Affordability');
    for (const section of ['Documents', 'Loan requests']) await staffMain().getByRole('heading', { name: section, exact: true }).first().waitFor(WAIT);
    await noSeriousFindings(staff);

    const waiting = staffMain().locator('li.borrower-file__document', { hasText: 'Awaiting review' });
    const pending = await waiting.count();
    expect(pending).toBeGreaterThan(0);
    for (let left = pending; left > 0; left--) {
      const document = waiting.first();
      await document.getByRole('button', { name: 'Show the document' }).click();
      // Drawn by the page (a PDF on a canvas by pdf.js with scripting off, a photo as an image): never an iframe, embed or object of the file.
      await expect.poll(() => document.locator('canvas, img').count(), WAIT).toBeGreaterThan(0);
      expect(await staffMain().locator('iframe, embed, object').count()).toBe(0);
      const identity = document.getByRole('checkbox', { name: /identity confirmed/ });
      if (await identity.count()) await identity.check({ force: true });
      await document.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect.poll(() => waiting.count(), WAIT).toBe(left - 1);
    }

    const borrowerToasts = borrower.locator('.Toastify__toast');
    const request = staffMain().locator('[id^="request-"]', { hasText: '£200' }).first();
    await request.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => request.innerText(), WAIT).toMatch(/offer|approved/i);

    await expect.poll(() => borrowerToasts.filter({ hasText: 'Loan request approved' }).count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => borrower.locator('#main').innerText(), WAIT).toContain('read and sign your agreement to get the money');
    await noSeriousFindings(staff);
  });

  it('the administrator finds her actions and her views of his file in the audit trail, and in its CSV, with her name', async () => {
    await staff.getByRole('button', { name: /sign out/i }).first().click();
    await staff.waitForURL('**/auth/sign-in**', WAIT);
    await signInAsStaff(DEMO_STAFF.admin.email);
    await staff.getByRole('link', { name: 'Audit trail' }).click();
    await staff.waitForURL('**/back-office/audit', WAIT);
    const underwriter = `${DEMO_STAFF.underwriter.firstName} ${DEMO_STAFF.underwriter.lastName}`;
    await expect.poll(() => staffMain().innerText(), WAIT).toContain(underwriter);
    await noSeriousFindings(staff);

    const saved = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Download CSV' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = Papa.parse<Record<string, string>>(readFileSync(await download.path(), 'utf8'), { header: true, skipEmptyLines: true });
    const byUnderwriter = csv.data.filter((entry) => Object.values(entry).some((value) => value.includes(underwriter)));
    const actions = byUnderwriter.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['borrower.view', 'document.view', 'document.approve', 'request.approve']));
    // Where each came from: the address the server saw.
    expect(byUnderwriter.every((entry) => (entry.ip ?? '').length > 0)).toBe(true);
  });

  const BACK_OFFICE_PAGES = ['/back-office', '/back-office/requests', '/back-office/documents', '/back-office/conversations', '/back-office/complaints', '/back-office/arrears', '/back-office/borrowers', '/back-office/audit', '/back-office/staff', '/back-office/security'];

  // One test a page: axe over a full page takes seconds on a slow machine, and a finding names its page.
  it.each(BACK_OFFICE_PAGES)('%s, as the administrator sees it, is free of serious accessibility findings (and is kept as a screenshot)', async (path) => {
    mkdirSync(SHOTS, { recursive: true });
    await staff.goto(`${server.url}${path}`);
    await expect.poll(() => staffMain().locator('h1').count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => staffMain().locator('.bp6-spinner, [aria-busy="true"]').count(), WAIT).toBe(0);
    expect(await seriousAxeFindings(staff), path).toEqual([]);
    await staff.screenshot({ path: join(SHOTS, `${path.slice(1).replaceAll('/', '-')}.png`), fullPage: true });
  });

  it('a conversation opened from its queue is free of serious accessibility findings', async () => {
    mkdirSync(SHOTS, { recursive: true });
    // One conversation and one borrower's file from the queues, opened the way staff open them.
    await staff.goto(`${server.url}/back-office/conversations`);
    await staffMain().locator('table a').first().click();
    await staff.waitForURL(/\/back-office\/(conversations|borrowers)\/\d+/, WAIT);
    await expect.poll(() => staffMain().locator('h1').count(), WAIT).toBeGreaterThan(0);
    expect(await seriousAxeFindings(staff)).toEqual([]);
    await staff.screenshot({ path: join(SHOTS, 'back-office-conversation.png'), fullPage: true });
  });
});
