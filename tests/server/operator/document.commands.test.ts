import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../src-server/services/outbox/outbox.port';
import { multipartBody, pdfFile, pngFile } from '../../support/document-files';
import { fetchXsrfToken, get, registerUser } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { lenderOn } from '../support/lender-harness';

let t: TestApp;
const published: Array<{ channels: string[]; event: string }> = [];
const mail: OutboxMessage[] = [];
let lender: ReturnType<typeof lenderOn>;
beforeAll(async () => {
  t = await createTestApp();
  const broadcaster = { broadcast: async (channels: string[], event: string) => void published.push({ channels, event }) };
  lender = lenderOn(t, { mail, broadcaster });
});
afterAll(() => t.close());

async function upload(token: string, fields: Record<string, string>, name: string, content: Buffer): Promise<number> {
  const { payload, contentType } = multipartBody(fields, { name, content });
  const xsrf = await fetchXsrfToken(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf },
    payload,
  });
  return response.json().data.id;
}

describe('npm run lender -- <document command>', () => {
  it('lists pending documents, approves one, rejects another with a reason the borrower reads and hears of', async () => {
    const { token, email } = await registerUser(t.app);
    const payslip = await upload(token, { document_type: 'payslip' }, 'october-payslip.pdf', pdfFile());
    const passport = await upload(token, { document_type: 'passport', expires_on: '2032-03-01' }, 'passport.png', pngFile());

    const listed = await lender('documents');
    expect(listed.code).toBe(0);
    expect(listed.printed).toContain('october-payslip.pdf');
    expect(listed.printed).toContain('Passport');

    expect((await lender('approve-document', String(payslip))).printed).toContain(`Document ${payslip} (Payslip, october-payslip.pdf) approved`);
    expect((await lender('reject-document', String(passport), '--reason', 'The photo is blurred')).code).toBe(0);

    const documents = (await get(t.app, '/api/documents', token)).json().data;
    expect(documents).toEqual([
      expect.objectContaining({ id: passport, status: 'rejected', review_reason: 'The photo is blurred' }),
      expect.objectContaining({ id: payslip, status: 'approved', review_reason: null }),
    ]);
    const notices = (await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data;
    expect(notices.map((n: { type: string }) => n.type)).toEqual(expect.arrayContaining(['App\\Notifications\\DocumentApproved', 'App\\Notifications\\DocumentRejected']));
    expect(published.map((p) => p.channels[0])).toEqual([expect.stringMatching(/^private-App\.Models\.User\.\d+$/), expect.stringMatching(/^private-App\.Models\.User\.\d+$/)]);
    expect(mail.filter((m) => m.to === email).map((m) => m.subject)).toEqual(['Your payslip is approved', 'We could not accept your passport']);
    expect((await lender('documents')).printed).toContain('No pending documents.');
  });

  it('refuses a second review, a rejection without a reason and an unknown id, with exit code 2', async () => {
    const { token } = await registerUser(t.app);
    const id = await upload(token, { document_type: 'payslip' }, 'p.pdf', pdfFile());
    const noReason = await lender('reject-document', String(id));
    expect(noReason.code).toBe(2);
    expect(noReason.printed).toContain('Say why with --reason');
    await lender('approve-document', String(id));
    const again = await lender('approve-document', String(id));
    expect(again.code).toBe(2);
    expect(again.printed).toContain(`Document ${id} is approved; only a pending document can be reviewed.`);
    expect((await lender('approve-document', '999999')).printed).toContain('There is no document 999999.');
    expect((await lender('documents', '--status', 'lost')).code).toBe(2);
  });
});
