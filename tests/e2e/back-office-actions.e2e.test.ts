import { generateSync } from 'otplib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { DEMO_STAFF } from '../../src-server/seed/demo-staff.seed';
import { DEMO_QUEUE_BORROWERS } from '../../src-server/seed/demo-staff-queues.seed';
import { shootFailures } from './support/failure-shots';
import { lender } from './support/lender';
import { latestLink } from '../server/support/outbox';
import { signInAsDemoStaff } from './support/sign-in-as-demo';

const WAIT = { timeout: 15_000 };
const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** "£1,234.56" → 123456 minor units. */
function minorOf(text: string): number {
  const match = /£([\d,]+)(?:\.(\d\d))?/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  return Number(match[1].replaceAll(',', '')) * 100 + Number(match[2] ?? '0');
}

/**
 * The back office's other controls in Chromium, pressed by the demo administrator against the built
 * app and the real server: finding a borrower, recording a payment and settling a loan (the money the
 * file then shows), declining a request and turning down a document with a reason the borrower reads,
 * answering and closing a conversation, filtering the audit trail to what was just done; and a new
 * colleague's invitation, password and two-step sign-in before the back office opens.
 */
describe.skipIf(!hasChromium)('the back office’s actions, pressed by an administrator, in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
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
  const factOf = async (scope: Locator, label: string) => (await scope.locator('.borrower-file__fact', { has: page.locator('dt', { hasText: label }) }).locator('dd').innerText()).trim();

  /** Finds a borrower by name through "Find a borrower" and opens their file. */
  async function openFileOf(name: string): Promise<void> {
    await page.getByRole('link', { name: 'Find a borrower' }).click();
    await page.getByLabel('Name, e-mail, account number or reference').fill(name.split(' ')[1]);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await main().getByRole('link', { name }).first().click();
    await page.waitForURL(/\/back-office\/borrowers\/\d+/, WAIT);
    await expect.poll(() => main().locator('h1').innerText(), WAIT).toBe(name);
  }

  it('finds Fiona, records £50 against her arrears and settles her loan for the figure shown: the file shows the money', async () => {
    await openFileOf(nameOf(DEMO_QUEUE_BORROWERS.fiona));
    const loan = main().locator('article.borrower-file__loan').first();
    const owedBefore = minorOf(await factOf(loan, 'Still owed'));
    const arrearsBefore = minorOf(await factOf(loan, 'Arrears'));
    expect(arrearsBefore).toBeGreaterThan(5_000);

    await loan.getByRole('button', { name: 'Record a payment…' }).click();
    await dialog().getByLabel('Amount paid, in pounds').fill('50');
    await dialog().getByRole('button', { name: 'Record the payment' }).click();
    await expect.poll(() => dialog().count(), WAIT).toBe(0);
    // It pays the oldest missed repayment first (its fee, interest, then principal), so the arrears fall by exactly £50.
    await expect.poll(async () => minorOf(await factOf(loan, 'Arrears')), WAIT).toBe(arrearsBefore - 5_000);
    expect(minorOf(await factOf(loan, 'Still owed'))).toBeLessThanOrEqual(owedBefore);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await loan.getByRole('button', { name: 'Settle…' }).click();
    const figure = minorOf(await dialog().getByText(/^Settlement figure today/).innerText());
    expect(figure).toBeGreaterThan(0);
    await dialog().getByRole('button', { name: 'Settle the loan' }).click();
    await expect.poll(() => dialog().count(), WAIT).toBe(0);
    await expect.poll(async () => minorOf(await factOf(loan, 'Still owed')), WAIT).toBe(0);
    expect(await loan.getByRole('button', { name: 'Record a payment…' }).count()).toBe(0);
  });

  it('declines Oliver’s request with a reason the borrower reads, and the queue no longer holds it', async () => {
    const oliver = nameOf(DEMO_QUEUE_BORROWERS.oliver);
    await openFileOf(oliver);
    const undecided = main().locator('[id^="request-"]', { has: page.getByRole('button', { name: 'Decline…' }) }).first();
    const request = main().locator(`[id="${await undecided.getAttribute('id')}"]`);
    await request.getByRole('button', { name: 'Decline…' }).click();
    // No reason, no decision: the field says so and the dialog stays.
    await dialog().getByRole('button', { name: 'Decline', exact: true }).click();
    await expect.poll(() => dialog().innerText(), WAIT).toMatch(/reason/i);
    await dialog().getByLabel('Reason the borrower will read').fill('The repayments would leave too little of your monthly income after your outgoings.');
    await dialog().getByRole('button', { name: 'Decline', exact: true }).click();
    await expect.poll(() => dialog().count(), WAIT).toBe(0);
    await expect.poll(() => request.innerText(), WAIT).toContain('Declined');

    await page.getByRole('link', { name: /^Loan requests/ }).first().click();
    await page.waitForURL('**/back-office/requests', WAIT);
    await expect.poll(() => main().locator('table').count(), WAIT).toBeGreaterThan(0);
    expect(await main().getByRole('link', { name: oliver }).count()).toBe(0);
  });

  it('turns down one of Gareth’s documents with a reason', async () => {
    await openFileOf(nameOf(DEMO_QUEUE_BORROWERS.gareth));
    const document = main().locator('li.borrower-file__document', { hasText: 'Awaiting review' }).first();
    const title = await document.locator('h3').innerText();
    await document.getByRole('button', { name: 'Turn down…' }).click();
    await dialog().getByLabel('Reason the borrower will read').fill('The photo is too blurred to read the address. Please send a clearer one.');
    await dialog().getByRole('button', { name: 'Turn down', exact: true }).click();
    await expect.poll(() => dialog().count(), WAIT).toBe(0);
    const turnedDown = main().locator('li.borrower-file__document', { hasText: 'Turned down' }).filter({ has: page.locator('h3', { hasText: title }) });
    await expect.poll(() => turnedDown.innerText(), WAIT).toContain('The photo is too blurred to read the address.');
  });

  it('answers Gareth’s question and closes the conversation; the queue empties', async () => {
    await page.getByRole('link', { name: /^Conversations/ }).first().click();
    await page.waitForURL('**/back-office/conversations', WAIT);
    await main().getByRole('link').filter({ hasText: /\S/ }).first().waitFor(WAIT);
    await main().locator('table a').first().click();
    await page.waitForURL(/\/back-office\/conversations\/\d+/, WAIT);
    // An empty reply is refused in words, and nothing is sent.
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => main().getByRole('alert').count(), WAIT).toBeGreaterThan(0);
    await page.getByLabel('Your reply').fill('Hello Gareth, no: your October payslip from your new employer is all we need. Tomasz');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => main().locator('.back-office-thread').innerText(), WAIT).toContain('your October payslip from your new employer is all we need');
    await page.getByRole('button', { name: 'Close conversation' }).click();
    await expect.poll(() => main().innerText(), WAIT).toContain('This conversation is closed.');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('link', { name: /^Conversations/ }).first().click();
    await expect.poll(() => main().innerText(), WAIT).toContain('Every conversation has an answer');
  });

  it('filters the audit trail to his own payments: the one he just recorded, with the amount', async () => {
    await page.getByRole('link', { name: 'Audit trail' }).click();
    await page.waitForURL('**/back-office/audit', WAIT);
    await expect.poll(() => main().locator('table tbody tr').count(), WAIT).toBeGreaterThan(3);
    await page.getByLabel('Action').selectOption({ label: 'Recorded a payment' });
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect.poll(() => main().locator('table tbody tr').count(), WAIT).toBe(1);
    const row = await main().locator('table tbody tr').first().innerText();
    expect(row).toContain(nameOf(DEMO_STAFF.admin));
    expect(row).toContain(nameOf(DEMO_QUEUE_BORROWERS.fiona));
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => main().locator('table tbody tr').count(), WAIT).toBeGreaterThan(3);
  });

  it('a new colleague, invited by the lender command, sets a password from the e-mail, must turn on two-step sign-in, then sees the servicing queues', async () => {
    const colleague = { email: `sam.patel.${Date.now()}@kestrel.test`, password: 'harbour-lantern-2031' };
    expect(await lender(server, 'staff', 'add', colleague.email, '--role', 'servicing', '--name', 'Sam Patel')).toContain(colleague.email);
    await page.getByRole('button', { name: /sign out/i }).first().click();
    await page.waitForURL('**/auth/sign-in**', WAIT);

    const link = new URL(await latestLink(server.outboxDir, colleague.email, 0, 'staff-invitation'));
    await page.goto(`${server.url}${link.pathname}${link.hash}`);
    await page.getByRole('heading', { name: 'Set your password' }).waitFor(WAIT);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill(colleague.password);
    await page.getByLabel('Type the password again').fill(colleague.password);
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.waitForURL('**/auth/sign-in**', WAIT);

    await page.getByLabel('E-mail address').fill(colleague.email);
    await page.getByLabel('Password', { exact: true }).fill(colleague.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Nothing of the back office opens before two-step sign-in is on.
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
    await page.getByLabel('Digit 1 of 6').first().click();
    await page.keyboard.type(generateSync({ secret }));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByRole('checkbox', { name: 'I have saved my recovery codes somewhere safe' }).check({ force: true });
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('link', { name: /^Conversations/ }).first().click();
    await page.waitForURL('**/back-office/conversations', WAIT);
    expect(await page.getByText('Sam Patel').count()).toBeGreaterThan(0);
    // Servicing answers conversations and records payments; the audit trail is an administrator's.
    expect(await page.getByRole('link', { name: 'Audit trail' }).count()).toBe(0);
  });
});
