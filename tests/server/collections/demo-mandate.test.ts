import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BORROWER, seedDemoBorrower } from '../../../src-server/seed/demo-borrower.seed';
import { FilesystemDocumentStorage } from '../../../src-server/services/filesystem-document.storage';
import { PasswordService } from '../../../src-server/services/password.service';
import { get, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

/** The demo borrower signed her loans as the portal asks now: her Direct Debit set up first (issue 26). */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoBorrower(t.database, new PasswordService({ ln: 12, r: 8, p: 1 }), new FilesystemDocumentStorage(t.config.uploadDir), t.clock)).toBe(true);
  token = (await send(t.app, 'POST', '/api/login', { email: DEMO_BORROWER.email, password: DEMO_BORROWER.password })).json().data.token;
}, 120_000);
afterAll(() => t?.close());

describe('the demo borrower’s Direct Debit', () => {
  it('is in force on her Northern Bank account, so the offer waiting for her can be signed', async () => {
    const { method, mandate } = (await get(t.app, '/api/v1/direct-debit', token)).json().data;
    expect(method).toBe('direct_debit');
    expect(mandate).toMatchObject({ reference: expect.stringMatching(/^KCDD\d{6}$/), status: 'active', account_holder: 'Dana Demo', bank_name: 'Northern Bank', sort_code: '20-45-77', account_last4: '0736' });
  });

  it('is one instruction, in use since her first loan was paid out (it collects every loan of hers)', async () => {
    const loans = (await get(t.app, '/api/loan/user_loans', token)).json().data as { id: number }[];
    const mandates = await t.database.db.selectFrom('direct_debit_mandates').select(['loan_id', 'status']).execute();
    expect(mandates).toHaveLength(1);
    expect(mandates[0].status).toBe('active');
    expect(mandates[0].loan_id).toBe(Math.min(...loans.map((loan) => loan.id)));
  });
});
