import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/http-client';
import { staffMember, type StaffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { auditOf, conversationOf, paidOutLoan, type FileOwner } from './action-fixtures';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) BackOfficeTest/1.0';

let t: TestApp;
let underwriter: StaffMember;
let owner: FileOwner;
let loanId: number;
let threadId: number;

/** A staff member's GET as their browser sends it (its user agent is what the audit trail keeps). */
function staffGet(app: FastifyInstance, url: string, token: string) {
  return app.inject({ method: 'GET', url, headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'user-agent': BROWSER } });
}

beforeAll(async () => {
  t = await createTestApp({ underwriting: 'manual' });
  underwriter = await staffMember(t, { role: 'underwriter', name: 'Priya Shah' });
  const approver = await staffMember(t, { role: 'admin', name: 'Tomasz Nowak' });
  ({ borrower: owner, loanId } = await paidOutLoan(t, approver.token));
  threadId = await conversationOf(t, owner);
});
afterAll(() => t.close());

describe('GET /api/v1/back-office/borrowers/{id}', () => {
  it('answers every block of the file with the figures the borrower’s own pages and the rules give', async () => {
    const response = await staffGet(t.app, `/api/v1/back-office/borrowers/${owner.userId}`, underwriter.token);
    expect(response.statusCode, response.body).toBe(200);
    const file = response.json().data;

    const me = (await get(t.app, '/api/v1/users/me', owner.token)).json().data;
    expect(file.borrower).toEqual({
      id: owner.userId,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: owner.email,
      phone: me.phone,
      date_of_birth: '1990-05-17',
      created_at: expect.any(String),
      email_verified_at: expect.any(String),
      phone_verified_at: expect.any(String),
      two_factor_enabled: false,
      identity_confirmed: true,
    });
    expect(file.profile).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', national_id_masked: expect.not.stringContaining('12 34 56'), nationality: 'GB' });
    expect(file.addresses).toEqual([expect.objectContaining({ line1: '12 Harrier Way', city: 'Leeds', postal_code: 'LS1 4AP', is_primary: true })]);
    expect(file.banks).toHaveLength(1);
    expect(file.banks[0].account_number_masked).toMatch(/^•+ \d{4}$/);
    expect(file.employment).toEqual({
      employer: 'Analytical Engines Ltd',
      status: 'employed',
      position: 'Engineer',
      start_date: '2019-09-01',
      pay_frequency: 'monthly',
      gross_monthly_income: 235_000,
      net_monthly_income: 182_050,
      outgoings: null,
    });

    const schedule = (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, owner.token)).json().data;
    // Her loan's next repayment is what she already repays each month; the rule leaves 40 % of her pay.
    expect(file.affordability).toEqual({
      product_alias: 'personal-loan',
      net_monthly_income: 182_050,
      declared_outgoings: 0,
      disposable: 182_050,
      limit_ratio: '0.4',
      existing_commitments: schedule[0].payment,
      affordable_instalment: 72_820 - schedule[0].payment,
    });

    expect(file.documents.map((d: { type: string }) => d.type).sort()).toEqual(['bank-statement', 'passport', 'payslip', 'proof-of-address']);
    expect(file.documents.every((d: { status: string }) => d.status === 'approved')).toBe(true);
    expect(file.documents.find((d: { type: string }) => d.type === 'passport').identity_confirmed_at).toEqual(expect.any(String));

    const request = (await get(t.app, '/api/loan_requests', owner.token)).json().data[0];
    expect(file.requests).toEqual([
      {
        id: request.id,
        reference: request.reference,
        product: { alias: 'personal-loan', name: request.product_name },
        amount: 400_000,
        term: 24,
        term_unit: 'months',
        status: 'disbursed',
        reason: request.decision_reason,
        created_at: request.created_at,
        approvals: [],
      },
    ]);
    expect(file.offers).toEqual([{ id: request.offer.id, request_id: request.id, status: request.offer.status, expires_at: request.offer.expires_at }]);

    const loan = (await get(t.app, `/api/loan/${loanId}`, owner.token)).json().data;
    expect(file.loans).toHaveLength(1);
    expect(file.loans[0]).toMatchObject({ id: loanId, account_number: loan.reference, principal: 400_000, status: 'active', start_date: loan.start_date, arrears: 0, payments: [] });
    expect(file.loans[0].balance).toBe(400_000);
    expect(file.loans[0].schedule).toEqual(
      schedule.map((row: Record<string, unknown>) => ({
        number: row.number,
        due_date: row.due_date,
        payment: row.payment,
        interest: row.interest,
        principal: row.principal,
        fee: row.fee,
        paid_amount: row.paid_amount,
        status: row.status,
      })),
    );
    expect(file.conversations).toEqual([{ id: threadId, subject: 'My repayment date', status: 'open', last_message_at: expect.any(String), message_count: 1 }]);
    expect(Array.isArray(file.letters)).toBe(true);
  });

  it('records the view in the audit trail: who, from where, whose file', async () => {
    const before = (await auditOf(t, owner.userId, 'borrower.view')).length;
    expect((await staffGet(t.app, `/api/v1/back-office/borrowers/${owner.userId}`, underwriter.token)).statusCode).toBe(200);
    const entries = await auditOf(t, owner.userId, 'borrower.view');
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      actorId: underwriter.user.id,
      actorName: 'Priya Shah (underwriter)',
      actorRole: 'underwriter',
      subjectType: 'borrower',
      subjectId: owner.userId,
      borrowerId: owner.userId,
      ip: '127.0.0.1',
      userAgent: BROWSER,
      occurredAt: t.clock.now().toISOString(),
    });
  });

  it('answers 404 for an id that is no borrower, and records nothing', async () => {
    for (const id of ['999999', 'abc', '0', String(underwriter.user.id)]) {
      expect((await staffGet(t.app, `/api/v1/back-office/borrowers/${id}`, underwriter.token)).statusCode, id).toBe(404);
    }
    expect(await auditOf(t, 999_999, 'borrower.view')).toEqual([]);
    expect(await auditOf(t, underwriter.user.id, 'borrower.view')).toEqual([]);
  });
});

describe('GET /api/v1/back-office/documents/{id}/file', () => {
  it('answers the stored bytes for an inline preview that runs nothing, and records the view', async () => {
    const id = owner.documents.payslip;
    const own = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/file`, headers: { authorization: `Bearer ${owner.token}` } });
    const preview = await staffGet(t.app, `/api/v1/back-office/documents/${id}/file`, underwriter.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(own.rawPayload)).toBe(true);
    expect(preview.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': "sandbox; default-src 'none'",
      'x-content-type-options': 'nosniff',
      'content-disposition': expect.stringMatching(/^inline; filename="payslip\.pdf"/),
      'cache-control': expect.stringContaining('no-store'),
    });
    expect((await auditOf(t, owner.userId, 'document.view'))[0]).toMatchObject({ actorId: underwriter.user.id, subjectType: 'document', subjectId: id, ip: '127.0.0.1', userAgent: BROWSER });
  });

  it('answers 404 for an unknown document', async () => {
    expect((await staffGet(t.app, '/api/v1/back-office/documents/999999/file', underwriter.token)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/back-office/conversations/{id}', () => {
  it('answers the thread with who wrote each message, and records the view', async () => {
    const response = await staffGet(t.app, `/api/v1/back-office/conversations/${threadId}`, underwriter.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: threadId,
      subject: 'My repayment date',
      status: 'open',
      borrower: { id: owner.userId, name: 'Ada Lovelace' },
      messages: [{ author: 'borrower', author_name: 'Ada Lovelace', body: 'Can I move my repayment to the 28th?' }],
    });
    expect((await auditOf(t, owner.userId, 'conversation.view'))[0]).toMatchObject({ actorId: underwriter.user.id, subjectType: 'conversation', subjectId: threadId });
    expect((await staffGet(t.app, '/api/v1/back-office/conversations/999999', underwriter.token)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/back-office/borrowers?q=', () => {
  const search = async (q: string) => staffGet(t.app, `/api/v1/back-office/borrowers?q=${encodeURIComponent(q)}`, underwriter.token);
  const found = async (q: string) => ((await search(q)).json().data as { id: number }[]).map((b) => b.id);

  it('finds a borrower by e-mail, loan account number or request reference, never a member of staff', async () => {
    const loan = (await get(t.app, `/api/loan/${loanId}`, owner.token)).json().data;
    const request = (await get(t.app, '/api/loan_requests', owner.token)).json().data[0];
    expect(await found(owner.email.toUpperCase())).toEqual([owner.userId]);
    expect(await found(loan.reference)).toEqual([owner.userId]);
    expect(await found(request.reference)).toEqual([owner.userId]);
    expect(await found('ada lovelace')).toContain(owner.userId);
    expect(await found('Priya Shah')).toEqual([]);
    expect((await search(owner.email)).json().data[0]).toEqual({ id: owner.userId, first_name: 'Ada', last_name: 'Lovelace', email: owner.email, phone: expect.any(String), created_at: expect.any(String) });
  });

  it('treats wildcards as the characters typed, and asks for at least two characters', async () => {
    expect(await found('%%')).toEqual([]);
    const short = await search('a');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.q[0]).toMatch(/between 2 and 100 characters/);
    expect((await staffGet(t.app, '/api/v1/back-office/borrowers', underwriter.token)).statusCode).toBe(422);
  });
});
