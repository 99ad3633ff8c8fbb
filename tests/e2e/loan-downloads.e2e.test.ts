import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import Papa from 'papaparse';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALMENT_STATUS_LABELS } from '../../src-domain/loans/loan-status';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { shootFailures } from './support/failure-shots';
import { signInAsDemo } from './support/sign-in-as-demo';

/** A loan and an instalment as the API sends them (amounts in pence). */
interface WireLoan {
  id: number;
  reference: string;
  product_name: string;
  status: string;
}
interface WireInstalment {
  number: number;
  due_date: string;
  payment: number;
  interest: number;
  principal: number;
  fee: number;
  balance_after: number;
  paid_amount: number;
  status: keyof typeof INSTALMENT_STATUS_LABELS;
}

/** "168.23" from 16823 pence, written independently of the app's own formatting. */
const pounds = (pence: number) => (pence / 100).toFixed(2);
/** "£1,168.23" (or "£200" for whole pounds), as a person reads an amount. */
const money = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: pence % 100 === 0 ? 0 : 2 }).format(pence / 100);

/**
 * The loan page's "Download (CSV)" and "Add to my calendar" in Chromium, against the built app
 * (code-split: papaparse and ics are CommonJS packages loaded on demand) and the real server with
 * the seeded demo borrower: each makes a file, and the file says what the API's schedule says.
 */
describe.skipIf(!hasChromium)('a loan’s schedule as a spreadsheet and as calendar events, in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;
  let token: string;
  shootFailures(() => page);

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
    browser = await openChromium();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await signInAsDemo(page, server.url);
    token = decodeURIComponent((await browser.context.cookies(server.url)).find((c) => c.name === 'authToken')!.value);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const api = async <T,>(path: string): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, { headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const loanOfStatus = async (status: string) => {
    const loan = (await api<WireLoan[]>('/api/loan/user_loans')).find((l) => l.status === status);
    expect(loan, `a ${status} loan of the demo borrower`).toBeTruthy();
    return { loan: loan!, schedule: await api<WireInstalment[]>(`/api/v1/loan/amortizations/${loan!.id}`) };
  };
  const openLoan = async (loan: WireLoan) => {
    await page.goto(`${server.url}/dashboard/user-loans/${loan.id}`);
    await expect.poll(() => page.locator('#main').innerText(), { timeout: 15_000 }).toContain(`Loan ${loan.reference}`);
  };
  const failureToasts = () => page.locator('.Toastify__toast', { hasText: 'could not be made' });
  /** Presses a button and returns the file the browser was handed (or fails with the page's own error, when it shows one). */
  const download = async (name: string): Promise<{ file: Download; text: string }> => {
    const failed = failureToasts()
      .first()
      .waitFor({ timeout: 15_000 })
      .then(async () => Promise.reject(new Error(`"${name}" made no file; the page said: ${await failureToasts().first().innerText()}`)));
    failed.catch(() => undefined);
    const [file] = await Promise.all([Promise.race([page.waitForEvent('download', { timeout: 10_000 }), failed]), page.getByRole('button', { name }).click()]);
    expect(await file.failure()).toBeNull();
    const text = await readFile((await file.path())!, 'utf8');
    return { file, text };
  };

  it('"Download (CSV)" saves the whole schedule: a header, then one row per instalment with its date and amounts in pounds and pence', async () => {
    const { loan, schedule } = await loanOfStatus('active');
    expect(schedule.length).toBe(36);
    await openLoan(loan);

    const { file, text } = await download('Download (CSV)');
    expect(file.suggestedFilename()).toBe(`${loan.reference}-schedule.csv`);
    const csv = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(csv.errors).toEqual([]);
    expect(csv.meta.fields).toEqual(['Payment', 'Due date', 'Amount (GBP)', 'Interest (GBP)', 'Principal (GBP)', 'Fees (GBP)', 'Left to repay (GBP)', 'Paid (GBP)', 'Status']);
    expect(csv.data).toEqual(
      schedule.map((row) => ({
        Payment: String(row.number),
        'Due date': row.due_date,
        'Amount (GBP)': pounds(row.payment),
        'Interest (GBP)': pounds(row.interest),
        'Principal (GBP)': pounds(row.principal),
        'Fees (GBP)': pounds(row.fee),
        'Left to repay (GBP)': pounds(row.balance_after),
        'Paid (GBP)': pounds(row.paid_amount),
        Status: INSTALMENT_STATUS_LABELS[row.status],
      })),
    );
    // The figures are the loan's: three paid, the last one clears it, the amounts add up.
    expect(csv.data.filter((row) => row.Status === 'Paid')).toHaveLength(3);
    expect(csv.data.at(-1)!['Left to repay (GBP)']).toBe('0.00');
    expect(await failureToasts().count()).toBe(0);
  });

  it('"Add to my calendar" saves one all-day event per payment still to make, with its date and amount', async () => {
    const { loan, schedule } = await loanOfStatus('active');
    await openLoan(loan);

    const { file, text } = await download('Add to my calendar');
    expect(file.suggestedFilename()).toBe(`${loan.reference}-payments.ics`);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe('vcalendar');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const left = schedule.filter((row) => row.status !== 'paid');
    expect(left).toHaveLength(33);
    expect(events).toHaveLength(left.length);
    expect(
      events.map((event) => ({ start: event.startDate.toString(), allDay: event.startDate.isDate, end: event.endDate.toString(), summary: event.summary, uid: event.uid })),
    ).toEqual(
      left.map((row) => ({
        start: row.due_date,
        allDay: true,
        end: new Date(Date.parse(`${row.due_date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
        summary: `${loan.product_name} payment ${row.number} of ${schedule.length}: ${money(row.payment + row.fee - row.paid_amount)}`,
        uid: `${loan.reference}-${row.number}@kestrel-credit`,
      })),
    );
    for (const event of events) expect(event.description).toContain(`Loan ${loan.reference}.`);
    expect(await failureToasts().count()).toBe(0);
  });

  it('a loan settled early still downloads its schedule, every row paid, what was paid on each, and offers no calendar', async () => {
    const { loan, schedule } = await loanOfStatus('settled');
    expect(schedule.length).toBe(24);
    await openLoan(loan);
    expect(await page.getByRole('button', { name: 'Add to my calendar' }).count()).toBe(0);

    const { text } = await download('Download (CSV)');
    const csv = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(csv.errors).toEqual([]);
    expect(csv.data.map((row) => [row['Due date'], row['Amount (GBP)'], row['Paid (GBP)'], row.Status])).toEqual(
      schedule.map((row) => [row.due_date, pounds(row.payment), pounds(row.paid_amount), 'Paid']),
    );
    // Settled early: the instalments after the settlement day were paid off for their principal only, so less than their amount.
    expect(schedule.filter((row) => row.paid_amount < row.payment).length).toBeGreaterThan(0);
    expect(await failureToasts().count()).toBe(0);
  });
});
