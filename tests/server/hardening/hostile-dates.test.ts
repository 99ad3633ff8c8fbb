import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pdfFile } from '../../support/document-files';
import { completeBorrower, example, type Borrower } from '../support/borrower';
import { fetchXsrfToken, get } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectHonestAnswer, sendRaw, type WriteRoute } from './write-routes';

/** Issue 22: dates far before or after any loan, in every date field the API takes. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 10_000) / 5;

const FAR_DATES = ['9999-01-01', '0001-01-01', '1899-12-31', '2200-01-02', '+275760-09-13', '-271821-04-20', '2024-02-30', '0000-00-00', '1800-01-01', '9999-12-31', '2199-13-01', '1900-02-29'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A date as written, good or bad: the listed ones, any instant a Date holds, and any digits in the shape. */
const anyDate = fc.oneof(
  fc.constantFrom(...FAR_DATES),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })).map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
);

/** Outside 1900–2199 or not a real day: no field takes it, whatever its own window. */
function outsideAnyField(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match || date < '1900-01-01' || date > '2199-12-31') return true;
  const [y, m, d] = match.slice(1).map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) !== date;
}

interface DatedRoute extends WriteRoute {
  field: string;
  body: () => Record<string, unknown>;
  /** The route's DTO checks the field: an impossible date is a 422 under it (else: only never a 5xx). */
  checked: boolean;
}

let t: TestApp;
let borrower: Borrower;
let xsrf: string;
let dated: DatedRoute[];

beforeAll(async () => {
  // Quotes are limited per address; this suite sends thousands from one.
  t = await createTestApp({ rateLimitFactor: 1_000 });
  borrower = await completeBorrower(t.app, t.database);
  xsrf = await fetchXsrfToken(t.app);
  const detailsId = (await get(t.app, '/api/user_details', borrower.token)).json().data.id;
  const employmentId = (await get(t.app, '/api/user_employments', borrower.token)).json().data[0].id;
  const quote = { product_alias: 'personal-loan', amount: 300_000, term: 24 };
  const employment = example('/api/user_employments');
  dated = [
    { method: 'POST', url: '/api/loan-quote', field: 'start_date', body: () => quote, checked: true },
    { method: 'POST', url: '/api/payday-loan-calculation', field: 'start_date', body: () => ({ amount: 30_000, term: 30 }), checked: true },
    { method: 'POST', url: '/api/v1/loan/check_eligibility', field: 'start_date', body: () => quote, checked: true },
    { method: 'POST', url: '/api/loans/request', field: 'start_date', body: () => ({ ...quote, purpose: 'car', bank_id: borrower.bankId, consent: true }), checked: true },
    { method: 'POST', url: '/api/user_details', field: 'date_of_birth', body: () => example('/api/user_details'), checked: true },
    { method: 'POST', url: `/api/update_user_detail/${detailsId}`, field: 'date_of_birth', body: () => example('/api/user_details'), checked: true },
    { method: 'POST', url: '/api/user_employments', field: 'start_date', body: () => employment, checked: true },
    { method: 'PUT', url: `/api/user_employments/${employmentId}`, field: 'start_date', body: () => employment, checked: true },
    { method: 'PUT', url: `/api/user_employments/${employmentId}`, field: 'next_pay_date', body: () => employment, checked: true },
    // The v2 sign-up's date of birth (auth's own rule) and an upload's expiry (the documents service): never a 5xx.
    { method: 'POST', url: '/api/v2/register/basics', field: 'date_of_birth', body: () => ({ registration_token: 'x', first_name: 'Ada', last_name: 'Lovelace' }), checked: false },
  ];
}, 60_000);
afterAll(async () => t?.close());

describe('far-off and impossible dates in every date field (issue 22)', () => {
  it('are never a 5xx; outside 1900–2199 or not a real day, a 422 that names the field', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: dated.length - 1 }), anyDate, async (index, date) => {
        const route = dated[index];
        const response = await sendRaw(t.app, route, { token: borrower.token, xsrf }, JSON.stringify({ ...route.body(), [route.field]: date }), 'application/json');
        expectHonestAnswer(response, `${route.method} ${route.url} ${route.field}=${date}`);
        if (route.checked && outsideAnyField(date)) {
          expect(response.statusCode, `${route.url} ${route.field}=${date}`).toBe(422);
          expect(response.json().errors[route.field]?.length, `${route.url} ${route.field}=${date}: ${response.body}`).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);

  it('each listed date in each field, one by one', async () => {
    const wrong: string[] = [];
    for (const route of dated) {
      for (const date of FAR_DATES) {
        const response = await sendRaw(t.app, route, { token: borrower.token, xsrf }, JSON.stringify({ ...route.body(), [route.field]: date }), 'application/json');
        const ok = response.statusCode < 500 && (!route.checked || (response.statusCode === 422 && response.json().errors[route.field]?.length > 0));
        if (!ok) wrong.push(`${route.method} ${route.url} ${route.field}=${date}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('an upload whose expiry date is far off is never a 5xx', async () => {
    for (const date of FAR_DATES) {
      const { payload, contentType } = multipartBody({ document_type: 'passport', expires_on: date }, { name: 'passport.pdf', content: pdfFile('Passport'), type: 'application/pdf' });
      const response = await sendRaw(t.app, { method: 'POST', url: '/api/documents' }, { token: borrower.token, xsrf }, payload, contentType);
      expectHonestAnswer(response, `POST /api/documents expires_on=${date}`);
    }
  });
});
