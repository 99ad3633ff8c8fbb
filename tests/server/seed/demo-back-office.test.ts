import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBorrower } from '../../../src-server/seed/demo-borrower.seed';
import { DEMO_QUEUE_BORROWERS, DEMO_REFUND_MINOR } from '../../../src-server/seed/demo-staff-queues.seed';
import { DEMO_STAFF, seedDemoBackOffice } from '../../../src-server/seed/demo-staff.seed';
import { FilesystemDocumentStorage } from '../../../src-server/services/filesystem-document.storage';
import { PasswordService } from '../../../src-server/services/password.service';
import { get, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let seed: () => Promise<boolean>;

/** Signs in as a person would: the password, then a code from an authenticator app holding the printed key. */
async function signIn(email: string): Promise<string> {
  const challenged = await send(t.app, 'POST', '/api/login', { email, password: DEMO_STAFF.password });
  expect(challenged.statusCode, challenged.body).toBe(200);
  t.clock.advance(30_000);
  const code = generateSync({ secret: DEMO_STAFF.totpKey, epoch: Math.floor(t.clock.now().getTime() / 1000) });
  const validated = await send(t.app, 'POST', '/api/v1/2fa/validate', { challenge: challenged.json().data.challenge, code });
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json().data.token;
}

beforeAll(async () => {
  t = await createTestApp();
  const passwords = new PasswordService(t.config.passwordHashing);
  const storage = new FilesystemDocumentStorage(t.config.uploadDir);
  await seedDemoBorrower(t.database, passwords, storage, t.clock);
  seed = () => seedDemoBackOffice({ database: t.database, passwords, storage, config: t.config, clock: t.clock });
  expect(await seed()).toBe(true);
}, 120_000);
afterAll(() => t.close());

describe('the back office’s demo', () => {
  it('lets the demo underwriter in with the printed key, with work waiting in every queue', async () => {
    const token = await signIn(DEMO_STAFF.underwriter.email);
    const counts = (await get(t.app, '/api/v1/back-office/queues', token)).json().data;
    // Dana's request under review, Oliver's and Aisha's; Gareth's three documents and his question; Fiona's complaint and her loan; Ruth's refund.
    expect(counts).toEqual({ requests: 3, documents: 3, conversations: 1, complaints: 1, arrears: 1, refunds: 1 });

    const requests = (await get(t.app, '/api/v1/back-office/requests', token)).json().data;
    const names = (list: { borrower: { name: string } | null }[]) => list.map((item) => item.borrower?.name);
    expect(names(requests)).toEqual(['Aisha Khan', 'Dana Demo', 'Oliver Bennett']);
    expect(requests[0]).toMatchObject({ amount: 800_000, approvals: [{ staff_name: 'Tomasz Nowak' }], approvals_needed: 1 });
    expect(requests[2]).toMatchObject({ amount: 350_000, approvals: [], approvals_needed: 1 });

    const documents = (await get(t.app, '/api/v1/back-office/documents', token)).json().data;
    expect(documents.map((d: { file_name: string; mime: string }) => [d.file_name, d.mime])).toEqual([
      ['payslip-october.pdf', 'application/pdf'],
      ['taff-valley-statement.pdf', 'application/pdf'],
      ['water-bill-photo.png', 'image/png'],
    ]);
    const photo = await t.app.inject({ method: 'GET', url: `/api/v1/back-office/documents/${documents[2].id}/file`, headers: { authorization: `Bearer ${token}` } });
    expect(photo.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/back-office/documents/${documents[0].id}/file`, headers: { authorization: `Bearer ${token}` } });
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);

    expect(names((await get(t.app, '/api/v1/back-office/conversations', token)).json().data)).toEqual(['Gareth Evans']);
    expect((await get(t.app, '/api/v1/back-office/complaints', token)).json().data).toEqual([expect.objectContaining({ email: DEMO_QUEUE_BORROWERS.fiona.email, state: 'acknowledged', overdue: null })]);
    const [arrears] = (await get(t.app, '/api/v1/back-office/arrears', token)).json().data;
    expect(arrears).toMatchObject({ borrower: { name: 'Fiona MacLeod' }, missed_count: expect.any(Number) });
    expect(arrears.missed_count).toBeGreaterThanOrEqual(2);
  });

  it('leaves the second approval of Aisha’s request to the underwriter, which makes her offer', async () => {
    const token = await signIn(DEMO_STAFF.underwriter.email);
    const aisha = (await get(t.app, '/api/v1/back-office/requests', token)).json().data.find((r: { borrower: { name: string } }) => r.borrower.name === 'Aisha Khan');
    const approved = await send(t.app, 'POST', `/api/v1/back-office/requests/${aisha.id}/approve`, {}, { token });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'offered' });
  });

  it('leaves one refund due, Ruth’s £12.40 from the payment that settled her loan, to the account she was paid from', async () => {
    const token = await signIn(DEMO_STAFF.admin.email);
    expect((await get(t.app, '/api/v1/back-office/queues', token)).json().data.refunds).toBe(1);
    const refunds = (await get(t.app, '/api/v1/back-office/refunds', token)).json().data;
    expect(refunds).toEqual([
      expect.objectContaining({
        borrower: expect.objectContaining({ name: 'Ruth Okafor' }),
        amount: DEMO_REFUND_MINOR,
        account: { account_holder: 'Ruth Okafor', bank_name: 'Trent Mutual', account_last4: '0182' },
      }),
    ]);
    expect(refunds[0].payment.amount).toBeGreaterThan(DEMO_REFUND_MINOR);
    const loan = await t.database.db.selectFrom('loans').select('status').where('id', '=', refunds[0].loan.id).executeTakeFirstOrThrow();
    expect(loan.status).toBe('closed');
  });

  it('lets the demo admin in too, and is not repeated by a second run', async () => {
    const token = await signIn(DEMO_STAFF.admin.email);
    const staff = (await get(t.app, '/api/v1/back-office/staff', token)).json().data;
    expect(staff.map((s: { email: string; staff_role: string; two_factor_enabled: boolean; state: string }) => [s.email, s.staff_role, s.two_factor_enabled, s.state])).toEqual([
      [DEMO_STAFF.admin.email, 'admin', true, 'active'],
      [DEMO_STAFF.underwriter.email, 'underwriter', true, 'active'],
    ]);
    const before = (await get(t.app, '/api/v1/back-office/queues', token)).json().data;
    expect(await seed()).toBe(false);
    expect((await get(t.app, '/api/v1/back-office/queues', token)).json().data).toEqual(before);
  });
});
