import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../src-server/db/database.factory';
import { migrateToLatest } from '../../../src-server/db/migrate';
import { startServer } from '../../../src-server/server';
import { QUOTES_PER_MINUTE } from '../../../src-server/http/products/products.routes';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, send } from '../support/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the loan catalogue', () => {
  it('GET /api/get-active lists the active products in order, each with its representative APR from the loan math', async () => {
    const response = await get(t.app, '/api/get-active');
    expect(response.statusCode).toBe(200);
    const products = response.json().data;
    expect(products.map((p: { alias: string }) => p.alias)).toEqual(['personal-loan', 'debt-consolidation-loan', 'payday-loan']);
    const personal = products[0];
    expect(personal).toMatchObject({ currency: 'GBP', min_amount: 100_000, max_amount: 2_500_000, term_unit: 'months', annual_rate: '0.129', representative_apr: '13.7', active: true });
    expect(personal.representative_example).toMatch(/^Representative example: borrowing £5,000 over 36 months at 12\.9% a year \(fixed\) costs £168\.23 a month/);
    expect(products[2]).toMatchObject({ term_unit: 'days', repayment_frequency: 'single', representative_apr: '1269.7' });
  });

  it('GET /api/alias-product/{alias} answers one product, and an unknown alias with a 404 that names it', async () => {
    expect((await get(t.app, '/api/alias-product/payday-loan')).json().data.name).toBe('Short-term loan');
    const missing = await get(t.app, '/api/alias-product/yacht-loan');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "No loan product is called 'yacht-loan'." });
  });

  it('GET /api/branches lists the branches with their opening hours', async () => {
    const branches = (await get(t.app, '/api/branches')).json().data;
    expect(branches[0]).toMatchObject({ name: 'Leeds (head office)', postal_code: 'LS1 4AP', opening_hours: [{ days: 'Monday to Friday', hours: '9:00 to 17:30' }, { days: 'Saturday', hours: '9:30 to 13:00' }] });
  });
});

describe('the price of credit', () => {
  it('POST /api/payday-loan-calculation: £100 for 30 days costs £24, £124 repaid on the day, 0.8 % a day', async () => {
    // A start date near today (the DTO takes a year either side of it), and its repayment day 30 days on.
    const start = new Date(Date.now() + 7 * 86_400_000);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const response = await send(t.app, 'POST', '/api/payday-loan-calculation', { amount: 10_000, term: 30, start_date: day(start) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      product_alias: 'payday-loan',
      currency: 'GBP',
      amount: 10_000,
      term: 30,
      term_unit: 'days',
      repayment_date: day(new Date(start.getTime() + 30 * 86_400_000)),
      interest: 2_400,
      fees: 0,
      total_cost: 2_400,
      total_repayable: 12_400,
      apr: '1269.7',
      daily_rate: '0.008',
      cap_applied: false,
    });
  });

  it('POST /api/loan-quote: £5,000 over 36 months, the whole schedule, principal repaid to the penny', async () => {
    const response = await send(t.app, 'POST', '/api/loan-quote', { product_alias: 'personal-loan', amount: 500_000, term: 36, start_date: '2027-01-31' });
    expect(response.statusCode).toBe(200);
    const quote = response.json().data;
    expect(quote).toMatchObject({ regular_payment: 16_823, total_interest: 105_623, total_repayable: 605_623, apr: '13.7', first_due_date: '2027-02-28', final_due_date: '2030-01-31' });
    expect(quote.schedule).toHaveLength(36);
    expect(quote.schedule.reduce((sum: number, row: { principal: number }) => sum + row.principal, 0)).toBe(500_000);
    expect(quote.schedule[35].balance_after).toBe(0);
  });

  it('a small personal loan is priced by its band', async () => {
    const quote = (await send(t.app, 'POST', '/api/loan-quote', { product_alias: 'personal-loan', amount: 200_000, term: 24 })).json().data;
    expect(quote.annual_rate).toBe('0.219');
  });

  it('out-of-range terms are a 422 that names the bounds; a missing product and wrong types too, never a 500', async () => {
    const bounds = await send(t.app, 'POST', '/api/payday-loan-calculation', { amount: 5_000, term: 60 });
    expect(bounds.statusCode).toBe(422);
    expect(bounds.json().errors).toEqual({ amount: ['Choose an amount from £100 to £1,000.'], term: ['Choose from 7 to 35 days.'] });

    const unknown = await send(t.app, 'POST', '/api/loan-quote', { product_alias: 'yacht-loan', amount: 500_000, term: 36 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ product_alias: ['Choose a loan from the list.'] });

    const wrongKind = await send(t.app, 'POST', '/api/payday-loan-calculation', { product_alias: 'personal-loan', amount: 500_000, term: 36 });
    expect(wrongKind.json().errors).toEqual({ product_alias: ['Choose a short-term loan.'] });

    for (const body of [{ product_alias: 'personal-loan', amount: '5000', term: 36 }, { product_alias: 'personal-loan', amount: 1.5, term: 36 }, {}, { amount: 10_000, term: 30, start_date: '2026-02-30' }]) {
      const response = await send(t.app, 'POST', '/api/loan-quote', body);
      expect(response.statusCode).toBe(422);
    }
  });

  it('quotes need the XSRF pair like every write, and are limited per address', async () => {
    expect((await send(t.app, 'POST', '/api/loan-quote', { product_alias: 'payday-loan', amount: 10_000, term: 30 }, { xsrf: null })).statusCode).toBe(419);
    const from = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/payday-loan-calculation', remoteAddress: '10.9.9.9', headers: await xsrfHeaders(), payload: { amount: 10_000, term: 30 } })).statusCode;
    const statuses: number[] = [];
    for (let i = 0; i <= QUOTES_PER_MINUTE; i++) statuses.push(await from());
    expect(statuses.slice(0, QUOTES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

async function xsrfHeaders(): Promise<Record<string, string>> {
  const { fetchXsrfToken } = await import('../support/http-client');
  const token = await fetchXsrfToken(t.app);
  return { cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, 'x-xsrf-token': token, 'content-type': 'application/json' };
}

describe('a product priced above the cap', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-cap-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops the server at start with the reason, and PRICE_CAP=off lets a non-UK lender start', async () => {
    const databaseUrl = `sqlite:${join(dir, 'lender.sqlite')}`;
    const database = createDatabase(databaseUrl);
    await migrateToLatest(database);
    await database.db.updateTable('loan_products').set({ annual_rate: '3.65' }).where('alias', '=', 'payday-loan').execute();
    await database.destroy();

    const options = { databaseUrl, port: 0, host: '127.0.0.1', webRoot: join(dir, 'none'), realtime: { embedded: false, extraOrigins: [], clientEvents: false } };
    await expect(startServer(options)).rejects.toThrow(/Refusing to start: an active product breaks the short-term credit price cap \(PRICE_CAP\)\.\n- Short-term loan \(payday-loan\) would charge/);
    const running = await startServer({ ...options, pricing: { cap: null, aprRegime: 'uk_eu' } });
    await running.close();
  });
});
