import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { uploadPassport } from '../support/borrower';
import { get, send } from '../support/http-client';
import { lenderOn } from '../support/lender-harness';
import { staffMember, type StaffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { auditOf, borrowerWith, complaintOf, conversationOf, paidOutLoan, waitingRequest } from './action-fixtures';

const BASE = '/api/v1/back-office';
const BROWSER = 'Mozilla/5.0 (back office test)';

let t: TestApp;
let underwriter: StaffMember;
let servicing: StaffMember;

beforeAll(async () => {
  // Requests wait for a person, so the back office decides them.
  t = await createTestApp({ underwriting: 'manual' });
  underwriter = await staffMember(t, { role: 'underwriter', name: 'Priya Shah' });
  servicing = await staffMember(t, { role: 'servicing', name: 'Tom Reyes' });
});
afterAll(() => t.close());

function act(staff: StaffMember, path: string, body: unknown = {}) {
  return send(t.app, 'POST', `${BASE}${path}`, body, { token: staff.token, headers: { 'user-agent': BROWSER } });
}

async function requestOf(token: string, id: number) {
  return (await get(t.app, '/api/loan_requests', token)).json().data.find((r: { id: number }) => r.id === id);
}

describe('deciding a loan request', () => {
  it('approves it: the borrower gets the offer live, and the audit trail names the underwriter, their address and what changed', async () => {
    const { borrower, requestId } = await waitingRequest(t);
    const approved = await act(underwriter, `/requests/${requestId}/approve`, { reason: 'Income checked against two payslips.' });
    expect(approved.statusCode, approved.body).toBe(200);
    const offerId = approved.json().data.offer_id;
    expect(approved.json().data).toEqual({ status: 'offered', offer_id: expect.any(Number) });

    expect(await requestOf(borrower.token, requestId)).toMatchObject({ status: 'approved', offer: { id: offerId, status: 'open' } });
    // The same news the `lender approve` command sends: it opens the offer on the borrower's page.
    const news = (await get(t.app, '/api/v1/notifications/unread-notifications', borrower.token)).json().data;
    expect(news).toContainEqual(expect.objectContaining({ type: NotificationType.LoanRequestApproved, data: expect.objectContaining({ request_id: requestId, offer_id: offerId }) }));

    const [entry] = await auditOf(t, borrower.userId, 'request.approve');
    expect(entry).toMatchObject({
      actorId: underwriter.user.id,
      actorName: 'Priya Shah (underwriter)',
      actorRole: 'underwriter',
      subjectType: 'loan_request',
      subjectId: requestId,
      ip: '127.0.0.1',
      userAgent: BROWSER,
      before: { status: 'in_review' },
      after: { status: 'approved', offer_id: offerId },
      detail: 'Income checked against two payslips.',
    });
  });

  it('answers 409 to a request already decided and 404 to one that does not exist', async () => {
    const { requestId } = await waitingRequest(t);
    expect((await act(underwriter, `/requests/${requestId}/approve`)).statusCode).toBe(200);
    const again = await act(underwriter, `/requests/${requestId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/not waiting for a decision/);
    expect((await act(underwriter, '/requests/999999/approve')).statusCode).toBe(404);
    expect((await act(underwriter, '/requests/abc/decline', { reason: 'x' })).statusCode).toBe(404);
  });

  it('declines it with the reason the borrower reads; without a reason it is a 422 and nothing changes', async () => {
    const { borrower, requestId } = await waitingRequest(t);
    const bare = await act(underwriter, `/requests/${requestId}/decline`, {});
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors.reason).toContain('Write the reason the borrower will read.');
    expect(await requestOf(borrower.token, requestId)).toMatchObject({ status: 'in_review' });

    const declined = await act(underwriter, `/requests/${requestId}/decline`, { reason: 'Your outgoings leave too little for this repayment.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await requestOf(borrower.token, requestId)).toMatchObject({ status: 'declined', decision_reason: 'Your outgoings leave too little for this repayment.' });
    const [entry] = await auditOf(t, borrower.userId, 'request.decline');
    expect(entry).toMatchObject({ actorName: 'Priya Shah (underwriter)', before: { status: 'in_review' }, after: { status: 'declined', reason: 'Your outgoings leave too little for this repayment.' } });
  });

  it('leaves no trace when the action fails: the audit entry and the decision are one transaction', async () => {
    const { borrower, requestId } = await waitingRequest(t);
    await refuseAuditWrites(t, true);
    try {
      expect((await act(underwriter, `/requests/${requestId}/approve`)).statusCode).toBe(500);
    } finally {
      await refuseAuditWrites(t, false);
    }
    // The audit entry could not be written, so the offer was never made.
    expect(await requestOf(borrower.token, requestId)).toMatchObject({ status: 'in_review', offer: null });
    expect(await auditOf(t, borrower.userId, 'request.approve')).toEqual([]);

    // A refused action (its documents unchecked) writes no entry either.
    const pending = await borrowerWith(t, 'pending');
    const filed = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 400_000, term: 24, purpose: 'car', bank_id: pending.bankId, consent: true }, { token: pending.token });
    expect((await act(underwriter, `/requests/${filed.json().data.id}/approve`)).statusCode).toBe(409);
    expect(await auditOf(t, pending.userId, 'request.approve')).toEqual([]);
  });
});

describe('reviewing a document', () => {
  it('approves and rejects pending documents, each audited with the status before and after', async () => {
    const borrower = await borrowerWith(t, 'pending');
    const approved = await act(underwriter, `/documents/${borrower.documents.payslip}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ id: borrower.documents.payslip, status: 'approved' });

    expect((await act(underwriter, `/documents/${borrower.documents['bank-statement']}/reject`, {})).statusCode).toBe(422);
    const rejected = await act(underwriter, `/documents/${borrower.documents['bank-statement']}/reject`, { reason: 'The statement is older than three months.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const listed = (await get(t.app, '/api/documents', borrower.token)).json().data;
    expect(listed.find((d: { id: number }) => d.id === borrower.documents['bank-statement'])).toMatchObject({ status: 'rejected' });

    expect((await auditOf(t, borrower.userId, 'document.approve'))[0]).toMatchObject({ subjectType: 'document', subjectId: borrower.documents.payslip, before: { status: 'pending' }, after: { status: 'approved' } });
    expect((await auditOf(t, borrower.userId, 'document.reject'))[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected', reason: 'The statement is older than three months.' } });

    // Reviewed already: 409; identity is confirmed only on a photo ID: 422; an unknown document: 404.
    expect((await act(underwriter, `/documents/${borrower.documents.payslip}/approve`, {})).statusCode).toBe(409);
    expect((await act(underwriter, `/documents/${borrower.documents['proof-of-address']}/approve`, { identity_confirmed: true })).statusCode).toBe(422);
    expect((await act(underwriter, `/documents/${borrower.documents['proof-of-address']}/approve`, { identity_confirmed: 'yes' })).statusCode).toBe(422);
    expect((await act(underwriter, '/documents/999999/approve', {})).statusCode).toBe(404);
  });

  it('confirms the identity on a passport', async () => {
    const borrower = await borrowerWith(t, 'none');
    const passport = await uploadPassport(t.app, borrower.token);
    const approved = await act(underwriter, `/documents/${passport}/approve`, { identity_confirmed: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', identity_confirmed: true });
    expect((await auditOf(t, borrower.userId, 'document.approve'))[0]).toMatchObject({ after: { status: 'approved', identity_confirmed: true } });
  });
});

describe('answering a conversation', () => {
  it('replies signed with the staff member’s name and team, then closes it; a closed one takes no reply', async () => {
    const borrower = await borrowerWith(t, 'none');
    const threadId = await conversationOf(t, borrower);
    expect((await act(servicing, `/conversations/${threadId}/reply`, { message: '' })).statusCode).toBe(422);
    const replied = await act(servicing, `/conversations/${threadId}/reply`, { message: 'Yes: we have moved it to the 28th from next month.' });
    expect(replied.statusCode, replied.body).toBe(200);

    const thread = (await get(t.app, `/api/v1/messages/${threadId}`, borrower.token)).json().data;
    expect(thread.messages.at(-1)).toMatchObject({ author: 'lender', author_name: 'Tom Reyes, Customer care', body: 'Yes: we have moved it to the 28th from next month.' });
    expect((await auditOf(t, borrower.userId, 'conversation.reply'))[0]).toMatchObject({ actorName: 'Tom Reyes (servicing)', subjectType: 'conversation', subjectId: threadId, after: { author_name: 'Tom Reyes, Customer care' } });

    expect((await act(servicing, `/conversations/${threadId}/close`)).statusCode).toBe(200);
    expect((await get(t.app, `/api/v1/messages/${threadId}`, borrower.token)).json().data.status).toBe('closed');
    expect((await auditOf(t, borrower.userId, 'conversation.close'))[0]).toMatchObject({ before: { status: 'open' }, after: { status: 'closed' } });
    expect((await act(servicing, `/conversations/${threadId}/reply`, { message: 'One more thing.' })).statusCode).toBe(409);
    expect((await act(servicing, `/conversations/${threadId}/close`)).statusCode).toBe(409);
  });
});

describe('servicing a loan', () => {
  it('records a payment (amount and balance audited) and settles the loan', async () => {
    const { borrower, loanId } = await paidOutLoan(t, underwriter.token);
    expect((await act(servicing, `/loans/${loanId}/payments`, { amount: 0 })).json().errors.amount).toBeDefined();
    expect((await act(servicing, `/loans/${loanId}/payments`, { amount: '50' })).statusCode).toBe(422);

    const paid = await act(servicing, `/loans/${loanId}/payments`, { amount: 10_000 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ applied: 10_000, status: 'active' });
    const [payment] = await auditOf(t, borrower.userId, 'payment.record');
    expect(payment).toMatchObject({ subjectType: 'loan', subjectId: loanId, after: { amount: 10_000, balance: paid.json().data.balance } });
    expect((payment.before as { balance: number }).balance).toBe(400_000);

    const settled = await act(servicing, `/loans/${loanId}/settle`, {});
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().data).toMatchObject({ status: 'settled', total: expect.any(Number) });
    expect((await get(t.app, `/api/loan/${loanId}`, borrower.token)).json().data.status).toBe('settled');
    expect((await auditOf(t, borrower.userId, 'loan.settle'))[0]).toMatchObject({ before: { status: 'active' }, after: { status: 'settled' } });

    expect((await act(servicing, `/loans/${loanId}/settle`, {})).statusCode).toBe(409);
    expect((await act(servicing, `/loans/${loanId}/settle`, { date: '31/12/2026' })).statusCode).toBe(422);
    expect((await act(servicing, '/loans/999999/payments', { amount: 100 })).statusCode).toBe(404);
  });
});

describe('resolving a complaint', () => {
  it('sends the final response and audits the outcome', async () => {
    const borrower = await borrowerWith(t, 'none');
    const complaintId = await complaintOf(t, borrower);
    expect((await act(servicing, `/complaints/${complaintId}/resolve`, { outcome: 'maybe', response: 'short' })).json().errors).toMatchObject({ outcome: expect.any(Array), response: expect.any(Array) });
    const resolved = await act(servicing, `/complaints/${complaintId}/resolve`, { outcome: 'upheld', response: 'We have refunded the late fee: your payment reached us on the due date.' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({ id: complaintId, state: 'resolved', outcome: 'upheld' });
    expect((await auditOf(t, borrower.userId, 'complaint.resolve'))[0]).toMatchObject({ actorName: 'Tom Reyes (servicing)', before: { state: 'acknowledged' }, after: { state: 'resolved', resolution: 'final_response', outcome: 'upheld' } });
    expect((await act(servicing, `/complaints/${complaintId}/resolve`, { outcome: 'upheld', response: 'We have refunded the late fee: your payment reached us on the due date.' })).statusCode).toBe(409);
  });
});

describe('the lender command', () => {
  it('writes an audit entry for the operator, or for the staff member named with --as', async () => {
    const lender = lenderOn(t);
    const { borrower, requestId } = await waitingRequest(t);
    expect(await lender('decline', String(requestId), '--reason', 'Too much for now.')).toMatchObject({ code: 0 });
    expect((await auditOf(t, borrower.userId, 'request.decline'))[0]).toMatchObject({ actorId: null, actorName: 'lender command', actorRole: 'operator', ip: null });

    const next = await waitingRequest(t, 400_000, borrower);
    expect(await lender('approve', String(next.requestId), '--as', underwriter.email)).toMatchObject({ code: 0 });
    expect((await auditOf(t, borrower.userId, 'request.approve'))[0]).toMatchObject({ actorId: underwriter.user.id, actorName: 'Priya Shah (underwriter)', userAgent: 'lender command' });

    // A servicing colleague may not decide a request, even from the shell.
    const refused = await lender('decline', '999', '--reason', 'x', '--as', servicing.email);
    expect(refused.code).toBe(2);
    expect(refused.printed).toMatch(/servicing: that role may not do this/);
  });
});

/** Makes every insert into the audit trail fail (a full disk, a lost connection), or lifts that. */
async function refuseAuditWrites(app: TestApp, refuse: boolean): Promise<void> {
  const postgres = app.config.databaseUrl.startsWith('postgres');
  if (refuse && postgres) {
    await sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit trail unavailable'; end $$`.execute(app.database.db);
    await sql`create trigger refuse_audit before insert on audit_entries for each row execute function refuse_audit()`.execute(app.database.db);
  } else if (refuse) {
    await sql`create trigger refuse_audit before insert on audit_entries begin select raise(abort, 'audit trail unavailable'); end`.execute(app.database.db);
  } else if (postgres) {
    await sql`drop trigger refuse_audit on audit_entries`.execute(app.database.db);
    await sql`drop function refuse_audit()`.execute(app.database.db);
  } else {
    await sql`drop trigger refuse_audit`.execute(app.database.db);
  }
}
