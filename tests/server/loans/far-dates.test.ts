import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBorrower, type Borrower } from '../support/borrower';
import { multipartBody, pngFile } from '../../support/document-files';
import { fetchXsrfToken, get, send } from '../support/http-client';
import { signForLoan } from '../support/paid-out';
import { createTestApp, type TestApp } from '../support/test-app';

/** Issue 22: a start date far from today was a 500 from the APR solver on all four loan routes. */
let t: TestApp;
let borrower: Borrower;
beforeAll(async () => {
  t = await createTestApp();
  borrower = await completeBorrower(t.app, t.database);
}, 60_000);
afterAll(() => t?.close());

const LOAN_ROUTES = [
  { url: '/api/loan-quote', body: () => ({ product_alias: 'personal-loan', amount: 300_000, term: 24 }) },
  { url: '/api/payday-loan-calculation', body: () => ({ amount: 30_000, term: 30 }) },
  { url: '/api/v1/loan/check_eligibility', body: () => ({ product_alias: 'personal-loan', amount: 300_000, term: 24 }) },
  { url: '/api/loans/request', body: () => ({ product_alias: 'personal-loan', amount: 300_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }) },
] as const;

/** `YYYY-MM-DD` `days` from today (the DTO judges a start date against the real today). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('a loan start date far from today is a 422 that says what to choose (issue 22)', () => {
  for (const { url, body } of LOAN_ROUTES) {
    for (const startDate of ['9999-01-01', '1800-01-01']) {
      it(`POST ${url} with start_date ${startDate}`, async () => {
        const response = await send(t.app, 'POST', url, { ...body(), start_date: startDate }, { token: borrower.token });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message: 'Choose a start date within a year of today.', errors: { start_date: ['Choose a start date within a year of today.'] } });
      });
    }
  }

  it('a start date that is not a date at all says how to write one', async () => {
    for (const startDate of ['2024-02-30', '+275760-09-13', '31/01/2027']) {
      const response = await send(t.app, 'POST', '/api/loan-quote', { ...LOAN_ROUTES[0].body(), start_date: startDate });
      expect(response.statusCode, startDate).toBe(422);
      expect(response.json().errors).toEqual({ start_date: ['Enter a start date like 2027-01-31.'] });
    }
  });

  it('a start date within a year of today is still priced', async () => {
    for (const startDate of [inDays(-300), inDays(0), inDays(300)]) {
      const response = await send(t.app, 'POST', '/api/loan-quote', { ...LOAN_ROUTES[0].body(), start_date: startDate });
      expect(response.statusCode, startDate).toBe(200);
      expect(response.json().data.schedule).toHaveLength(24);
    }
  });
});

describe('a settlement date far from today', () => {
  it('more than a year from today, or not a real date, is a 422 under date', async () => {
    const requestId = (await send(t.app, 'POST', '/api/loans/request', { ...LOAN_ROUTES[3].body(), amount: 120_000, term: 12 }, { token: borrower.token })).json().data.id;
    const loanId = await signForLoan(t.app, t.database, borrower.token, requestId);
    expect(loanId).toBeGreaterThan(0);
    const farOff = { '9999-01-01': 'Choose a date within a year of today.', '2200-01-02': 'Choose a date within a year of today.', '1800-01-01': 'Choose a date within a year of today.', '0001-01-01': 'Choose a date within a year of today.', '2024-02-30': 'Enter a date like 2027-01-31.', '+275760-09-13': 'Enter a date like 2027-01-31.' };
    for (const [date, message] of Object.entries(farOff)) {
      const response = await get(t.app, `/api/loan/${loanId}/settlement?date=${encodeURIComponent(date)}`, borrower.token);
      expect(response.statusCode, date).toBe(422);
      expect(response.json().errors, date).toEqual({ date: [message] });
    }
  });
});

describe('a document expiry date far from today', () => {
  it('is a 422 under expires_on that says what to change, and nothing is kept', async () => {
    const before = (await get(t.app, '/api/documents', borrower.token)).json().total;
    const cases = { '9999-01-01': 'Check the expiry date: it is more than 20 years from today.', '2030-02-30': 'Give the expiry date as YYYY-MM-DD.', '1800-01-01': 'This document has already expired.' };
    for (const [expiresOn, message] of Object.entries(cases)) {
      const { payload, contentType } = multipartBody({ document_type: 'passport', expires_on: expiresOn }, { name: 'passport.png', content: pngFile(), type: 'image/png' });
      const xsrf = await fetchXsrfToken(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { accept: 'application/json', authorization: `Bearer ${borrower.token}`, 'content-type': contentType, cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf },
        payload,
      });
      expect(response.statusCode, expiresOn).toBe(422);
      expect(response.json().errors, expiresOn).toEqual({ expires_on: [message] });
    }
    expect((await get(t.app, '/api/documents', borrower.token)).json().total).toBe(before);
  });
});
