import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntriesRepository } from '../../../src-server/services/audit/audit-trail';
import { get, send } from '../support/http-client';
import { lenderOn } from '../support/lender-harness';
import { signForLoan } from '../support/paid-out';
import { staffMember, type StaffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { borrowerWith, complaintOf, conversationOf, waitingRequest, type FileOwner } from './action-fixtures';

const BASE = '/api/v1/back-office';
const OWN_FILE = { code: 'own_file', message: 'You cannot act on your own file: ask a colleague to do it.' };

let t: TestApp;
let colleague: StaffMember;

beforeAll(async () => {
  t = await createTestApp({ underwriting: 'manual' });
  colleague = await staffMember(t, { role: 'admin', name: 'Omar Haddad' });
});
afterAll(() => t.close());

/** Everything a staff member could act on in one borrower's file: a request, a document, a conversation, a loan. */
async function fullFile(): Promise<{ owner: FileOwner; requestId: number; documentId: number; threadId: number; loanId: number }> {
  const { borrower: owner, requestId: paidRequest } = await waitingRequest(t);
  expect((await send(t.app, 'POST', `${BASE}/requests/${paidRequest}/approve`, {}, { token: colleague.token })).statusCode).toBe(200);
  const loanId = await signForLoan(t.app, t.database, owner.token, paidRequest);
  const { requestId } = await waitingRequest(t, 300_000, { ...owner });
  const documentId = (await t.database.db.selectFrom('documents').select('id').where('user_id', '=', owner.userId).where('status', '=', 'approved').executeTakeFirstOrThrow()).id;
  // A fresh upload waits for review.
  await t.database.db.updateTable('documents').set({ status: 'pending', reviewed_at: null }).where('id', '=', documentId).execute();
  const threadId = await conversationOf(t, owner);
  return { owner, requestId, documentId, threadId, loanId };
}

/** Every action the rule covers, on `file`, by the holder of `token`. */
function everyAction(file: Awaited<ReturnType<typeof fullFile>>) {
  return [
    [`/requests/${file.requestId}/approve`, {}],
    [`/requests/${file.requestId}/decline`, { reason: 'Declined by myself.' }],
    [`/documents/${file.documentId}/approve`, {}],
    [`/documents/${file.documentId}/reject`, { reason: 'Blurred.' }],
    [`/conversations/${file.threadId}/reply`, { message: 'Answering myself.' }],
    [`/conversations/${file.threadId}/close`, {}],
    [`/loans/${file.loanId}/payments`, { amount: 10_000 }],
    [`/loans/${file.loanId}/settle`, {}],
  ] as const;
}

async function expectNothingChanged(file: Awaited<ReturnType<typeof fullFile>>): Promise<void> {
  const requests = (await get(t.app, '/api/loan_requests', file.owner.token)).json().data;
  expect(requests.find((r: { id: number }) => r.id === file.requestId)).toMatchObject({ status: 'in_review' });
  expect((await get(t.app, `/api/loan/${file.loanId}`, file.owner.token)).json().data.status).toBe('active');
  expect((await get(t.app, `/api/v1/messages/${file.threadId}`, file.owner.token)).json().data).toMatchObject({ status: 'open', messages: [expect.objectContaining({ author: 'borrower' })] });
  const trail = await new AuditEntriesRepository(t.database.db).all({ borrowerId: file.owner.userId });
  expect(trail.filter((entry) => entry.actorId !== colleague.user.id)).toEqual([]);
}

describe('nobody acts on their own file', () => {
  it('refuses every action to a staff member who is the borrower (a borrower who joined the staff)', async () => {
    const file = await fullFile();
    // The borrower becomes an administrator with two-step sign-in: their own token now passes the staff guard.
    await t.database.db.updateTable('users').set({ role: 'staff', staff_role: 'admin', two_factor_enabled: (t.config.databaseUrl.startsWith('postgres') ? true : 1) as never }).where('id', '=', file.owner.userId).execute();
    for (const [path, body] of everyAction(file)) {
      const refused = await send(t.app, 'POST', `${BASE}${path}`, body, { token: file.owner.token });
      expect(refused.statusCode, `${path}: ${refused.body}`).toBe(403);
      expect(refused.json()).toEqual(OWN_FILE);
    }
    // Back to a borrower, to read the file as its owner sees it (staff stay out of borrower routes).
    await t.database.db.updateTable('users').set({ role: 'borrower', staff_role: null }).where('id', '=', file.owner.userId).execute();
    await expectNothingChanged(file);
  });

  it('refuses a staff member whose phone number is the borrower’s, however it is spaced', async () => {
    const file = await fullFile();
    const phone = (await get(t.app, '/api/v1/users/me', file.owner.token)).json().data.phone as string;
    expect(phone).not.toBe('');
    const namesake = await staffMember(t, { role: 'admin', name: 'Dana Demo' });
    await t.database.db.updateTable('users').set({ phone: `${phone.slice(0, 5)} ${phone.slice(5)}` }).where('id', '=', namesake.user.id).execute();
    for (const [path, body] of everyAction(file)) {
      const refused = await send(t.app, 'POST', `${BASE}${path}`, body, { token: namesake.token });
      expect(refused.json(), path).toEqual(OWN_FILE);
    }
    await expectNothingChanged(file);
  });

  it('refuses to resolve a complaint sent from the staff member’s own e-mail address, in any letter case', async () => {
    const complainant = await borrowerWith(t, 'none');
    const complaintId = await complaintOf(t, complainant);
    const servicing = await staffMember(t, { role: 'servicing' });
    await t.database.db.updateTable('complaints').set({ user_id: null, email: servicing.email.toUpperCase() }).where('id', '=', complaintId).execute();
    const refused = await send(t.app, 'POST', `${BASE}/complaints/${complaintId}/resolve`, { outcome: 'rejected', response: 'We looked into it and found nothing wrong.' }, { token: servicing.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(OWN_FILE);
  });

  it('lets a colleague act on the same file', async () => {
    const file = await fullFile();
    expect((await send(t.app, 'POST', `${BASE}/documents/${file.documentId}/approve`, {}, { token: colleague.token })).statusCode).toBe(200);
  });

  it('holds at the shell too: --as names a person, and that person may not act on their own file', async () => {
    const file = await fullFile();
    const phone = (await get(t.app, '/api/v1/users/me', file.owner.token)).json().data.phone as string;
    const namesake = await staffMember(t, { role: 'underwriter' });
    await t.database.db.updateTable('users').set({ phone }).where('id', '=', namesake.user.id).execute();
    const refused = await lenderOn(t)('approve', String(file.requestId), '--as', namesake.email);
    expect(refused.code).toBe(2);
    expect(refused.printed).toContain(OWN_FILE.message);
  });
});
