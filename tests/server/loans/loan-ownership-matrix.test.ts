import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_OUTGOINGS, completeBorrower, type Borrower } from '../support/borrower';
import { get, send } from '../support/http-client';
import { signForLoan } from '../support/paid-out';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The IDOR matrix for loans and documents: every `{id}` route, called by a second borrower with the
 * first borrower's ids (and with ids that do not exist or are malformed). Each is a 404 that says
 * nothing of the owner and changes nothing; the same routes with the caller's own ids succeed.
 */
const ID_ROUTES = [
  { method: 'POST', path: '/api/loan_requests/{id}/withdraw', owned: 'request' },
  { method: 'GET', path: '/api/loan/{id}', owned: 'loan' },
  { method: 'GET', path: '/api/loan/{id}/settlement', owned: 'loan' },
  { method: 'GET', path: '/api/v1/loan/amortizations/{id}', owned: 'loan' },
  { method: 'GET', path: '/api/v1/loan/pending_amortization/{id}', owned: 'loan' },
  { method: 'GET', path: '/api/v1/loan/paid_amortization/{id}', owned: 'loan' },
  { method: 'GET', path: '/api/documents/{id}/file', owned: 'document' },
] as const;

type Owned = (typeof ID_ROUTES)[number]['owned'];

let t: TestApp;
let owner: Borrower;
let intruder: Borrower;
const ownerIds = {} as Record<Owned, number>;
const intruderIds = {} as Record<Owned, number>;
let ownerSnapshot: string;

/** A loan decided at once and paid out at signing, and a large request left for a person (so it can still be withdrawn). */
async function borrow(borrower: Borrower, ids: Record<Owned, number>) {
  const ask = (product_alias: string, amount: number, term: number) =>
    send(t.app, 'POST', '/api/loans/request', { product_alias, amount, term, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
  ids.loan = await signForLoan(t.app, t.database, borrower.token, (await ask('personal-loan', 300_000, 24)).json().data.id);
  const open = (await ask('debt-consolidation-loan', 1_600_000, 60)).json().data;
  expect(open.status).toBe('in_review');
  ids.request = open.id;
  ids.document = borrower.documents.payslip;
}

async function snapshot(token: string): Promise<string> {
  const lists = ['/api/loan_requests', '/api/loan/user_loans', '/api/v1/accounts', '/api/documents'];
  return (await Promise.all(lists.map((url) => get(t.app, url, token)))).map((r) => r.body).join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await completeBorrower(t.app, t.database, 'approved', NO_OUTGOINGS);
  intruder = await completeBorrower(t.app, t.database, 'approved', NO_OUTGOINGS);
  await borrow(owner, ownerIds);
  await borrow(intruder, intruderIds);
  ownerSnapshot = await snapshot(owner.token);
});
afterAll(() => t.close());

describe('loans and documents ownership (IDOR matrix)', () => {
  const kinds = ['another borrower’s id', 'an id that does not exist', 'a malformed id', 'a negative id', 'an id with a suffix'] as const;
  const cases = ID_ROUTES.flatMap((route) => kinds.map((kind) => ({ ...route, kind })));

  it.each(cases)('$method $path with $kind is 404 and leaks nothing', async ({ method, path, owned, kind }) => {
    const id = {
      'another borrower’s id': String(ownerIds[owned]),
      'an id that does not exist': '999999',
      'a malformed id': 'abc',
      'a negative id': '-1',
      'an id with a suffix': `${ownerIds[owned]}.0`,
    }[kind];
    const url = path.replace('{id}', id);
    const response = method === 'GET' ? await get(t.app, url, intruder.token) : await send(t.app, method, url, undefined, { token: intruder.token });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found.' });
  });

  it('the owner’s requests, loans, accounts and documents are unchanged, and none of them is in the intruder’s lists', async () => {
    expect(await snapshot(owner.token)).toBe(ownerSnapshot);
    const ids = async (url: string, key = 'id') => (await get(t.app, url, intruder.token)).json().data.map((row: Record<string, number>) => row[key]).sort();
    expect(await ids('/api/loan/user_loans')).toEqual([intruderIds.loan]);
    expect(await ids('/api/v1/accounts', 'loan_id')).toEqual([intruderIds.loan]);
    expect(await ids('/api/loan_requests', 'loan_id')).toEqual([intruderIds.loan, null]);
    expect(await ids('/api/documents')).toEqual(Object.values(intruder.documents).sort());
  });

  it('the same routes with the caller’s own ids succeed (the matrix is not passing by refusing everyone)', async () => {
    for (const route of ID_ROUTES) {
      const url = route.path.replace('{id}', String(intruderIds[route.owned]));
      const response = route.method === 'GET' ? await get(t.app, url, intruder.token) : await send(t.app, route.method, url, undefined, { token: intruder.token });
      expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBe(200);
    }
  });
});
