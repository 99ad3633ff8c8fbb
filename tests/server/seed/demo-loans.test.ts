import { FilesystemDocumentStorage } from '../../../src-server/services/filesystem-document.storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BORROWER, seedDemoBorrower } from '../../../src-server/seed/demo-borrower.seed';
import { PasswordService } from '../../../src-server/services/password.service';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, send } from '../support/http-client';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoBorrower(t.database, new PasswordService({ ln: 12, r: 8, p: 1 }), new FilesystemDocumentStorage(t.config.uploadDir), t.clock)).toBe(true);
  token = (await send(t.app, 'POST', '/api/login', { email: DEMO_BORROWER.email, password: DEMO_BORROWER.password })).json().data.token;
});
afterAll(() => t.close());

describe('the demo borrower', () => {
  it('has a history on every loan page: a repaid short-term loan, a car loan three payments in, a declined request and one under review', async () => {
    const loans = (await get(t.app, '/api/loan/user_loans', token)).json().data;
    expect(loans.map((l: { product_alias: string; status: string; instalments_paid: number }) => [l.product_alias, l.status, l.instalments_paid])).toEqual([
      ['personal-loan', 'active', 3],
      ['payday-loan', 'closed', 1],
    ]);
    const requests = (await get(t.app, '/api/loan_requests', token)).json();
    expect(requests.data.map((r: { status: string }) => r.status)).toEqual(['in_review', 'declined', 'disbursed', 'disbursed']);
    expect(requests.data[1].decision_reason).toMatch(/^With your car loan/);
    expect((await get(t.app, '/api/v1/accounts', token)).json().total).toBe(2);
  });

  it('has checked documents to download, and a rejected one with its reason', async () => {
    const documents = (await get(t.app, '/api/documents', token)).json();
    expect(documents.data.map((d: { document_type: string; status: string }) => `${d.document_type}:${d.status}`).sort()).toEqual(
      ['bank-statement:approved', 'bank-statement:rejected', 'passport:approved', 'payslip:approved', 'proof-of-address:approved'],
    );
    const rejected = documents.data.find((d: { status: string }) => d.status === 'rejected');
    expect(rejected.review_reason).toBe('Only the first page: we need the full month.');
    const file = await get(t.app, `/api/documents/${documents.data[0].id}/file`, token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('can ask for another loan: the profile is complete', async () => {
    const answer = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'payday-loan', amount: 20_000, term: 30 }, { token })).json().data;
    expect(answer).toMatchObject({ eligible: true, reasons: [] });
  });
});
