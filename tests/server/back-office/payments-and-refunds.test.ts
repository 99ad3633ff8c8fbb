import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { get, send } from '../support/http-client';
import { lenderOn } from '../support/lender-harness';
import { staffMember, type StaffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { borrowerWithLoan, expectStoredAllocationsReplay, moveTo, scheduleOf, signIn } from '../loans/repayment/support';
import { latestMessage, outboxDirOf, outboxMessages } from '../support/outbox';
import { auditOf } from './action-fixtures';

const BASE = '/api/v1/back-office';

let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
beforeAll(async () => {
  t = await createTestApp();
  lender = lenderOn(t);
});
afterAll(() => t.close());

/** Staff signed in on the clock's current day (a token does not outlive the days a test skips). */
async function staffNow() {
  return {
    admin: await staffMember(t, { role: 'admin', name: 'Tomasz Nowak' }),
    servicing: await staffMember(t, { role: 'servicing', name: 'Tom Reyes' }),
    underwriter: await staffMember(t, { role: 'underwriter', name: 'Priya Shah' }),
  };
}

function act(staff: StaffMember, path: string, body: unknown = {}) {
  return send(t.app, 'POST', `${BASE}${path}`, body, { token: staff.token });
}

async function userIdOf(token: string): Promise<number> {
  return (await get(t.app, '/api/v1/users/me', token)).json().data.id;
}

/** The last four digits of the account a refund of `loanId` goes to: the mandate's, else the pay-out account's. */
async function accountLast4(loanId: number): Promise<string> {
  const mandate = await t.database.db.selectFrom('direct_debit_mandates').select('account_number_last4').where('loan_id', '=', loanId).orderBy('id', 'desc').executeTakeFirst();
  if (mandate) return mandate.account_number_last4;
  const bank = await t.database.db.selectFrom('loans').innerJoin('loan_requests', 'loan_requests.id', 'loans.request_id').innerJoin('banks', 'banks.id', 'loan_requests.bank_id').select('banks.account_number').where('loans.id', '=', loanId).executeTakeFirstOrThrow();
  return bank.account_number.slice(-4);
}

describe('POST /api/v1/back-office/loans/{id}/payments with the day the money arrived and the part payment it is for', () => {
  it('applies the borrower’s confirmed choice as of that day: the schedule becomes the one the preview of that day showed, and the audit keeps the date and part payment', async () => {
    const borrower = await borrowerWithLoan(t);
    const { loanId } = borrower;
    const [first] = await scheduleOf(t, borrower.token, loanId);
    const previewDay = addDays(first.due_date, 3);
    moveTo(t, previewDay);
    let token = await signIn(t, borrower);
    const preview = (await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments/preview`, { amount: 50_000, choice: 'shorter_term' }, { token })).json().data;
    const pending = (await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments`, { amount: 50_000, choice: 'shorter_term', preview_hash: preview.preview_hash }, { token })).json().data;

    // The transfer arrived on the preview's day; it is recorded a week later.
    moveTo(t, addDays(previewDay, 7));
    const { admin } = await staffNow();
    token = await signIn(t, borrower);
    const file = (await get(t.app, `${BASE}/borrowers/${await userIdOf(token)}`, admin.token)).json().data;
    expect(file.loans.find((l: { id: number }) => l.id === loanId).pending_part_payment).toMatchObject({ id: pending.id, amount: 50_000, choice: 'shorter_term', preview: { as_of: addDays(previewDay, 7) } });

    const recorded = await act(admin, `/loans/${loanId}/payments`, { amount: 50_000, date: previewDay, part_payment_id: pending.id });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data).toMatchObject({ applied: 50_000, status: 'active', received_on: previewDay, part_payment_id: pending.id });

    const position = (await get(t.app, `/api/v1/loans/${loanId}/repayment`, token)).json().data;
    expect(position.pending_part_payment).toBeNull();
    expect(position.final_due_date).toBe(preview.after.final_due_date);
    expect(position.total_interest).toBe(preview.after.total_interest);
    const schedule = await scheduleOf(t, token, loanId);
    expect(schedule.filter((row) => row.due_date > previewDay).map((row) => ({ due_date: row.due_date, payment: row.payment }))).toEqual(
      preview.after.instalments.map((row: { due_date: string; payment: number }) => ({ due_date: row.due_date, payment: row.payment })),
    );
    await expectStoredAllocationsReplay(t, token, loanId);

    const [entry] = await auditOf(t, await userIdOf(token), 'payment.record');
    expect(entry).toMatchObject({ actorName: 'Tomasz Nowak (admin)', subjectId: loanId, before: { status: 'active' }, after: { amount: 50_000, received_on: previewDay, part_payment_id: pending.id, balance: recorded.json().data.balance } });
  });

  it('refuses a day after today or before the pay-out, a part payment the loan does not have and another amount (422 by field); an unknown loan is a 404; nothing is recorded', async () => {
    const borrower = await borrowerWithLoan(t);
    const other = await borrowerWithLoan(t);
    const loan = (await get(t.app, `/api/loan/${borrower.loanId}`, borrower.token)).json().data;
    const preview = (await send(t.app, 'POST', `/api/v1/loans/${other.loanId}/part-payments/preview`, { amount: 40_000, choice: 'smaller_instalment' }, { token: other.token })).json().data;
    const othersPart = (await send(t.app, 'POST', `/api/v1/loans/${other.loanId}/part-payments`, { amount: 40_000, choice: 'smaller_instalment', preview_hash: preview.preview_hash }, { token: other.token })).json().data;
    const { servicing } = await staffNow();
    const today = t.clock.now().toISOString().slice(0, 10);

    const refused = async (body: Record<string, unknown>, field: string, words: RegExp) => {
      const answer = await act(servicing, `/loans/${borrower.loanId}/payments`, body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().errors[field].join(' ')).toMatch(words);
    };
    await refused({ amount: 10_000, date: addDays(today, 1) }, 'date', /cannot be after today/);
    await refused({ amount: 10_000, date: addDays(loan.start_date, -1) }, 'date', /before the loan was paid out/);
    await refused({ amount: 10_000, date: '31/12/2026' }, 'date', /like 2027-01-31/);
    await refused({ amount: 40_000, part_payment_id: 999_999 }, 'part_payment_id', /no pending part payment 999999/);
    await refused({ amount: 40_000, part_payment_id: othersPart.id }, 'part_payment_id', new RegExp(`no pending part payment ${othersPart.id}`));

    const mine = (await send(t.app, 'POST', `/api/v1/loans/${borrower.loanId}/part-payments/preview`, { amount: 30_000, choice: 'smaller_instalment' }, { token: borrower.token })).json().data;
    const myPart = (await send(t.app, 'POST', `/api/v1/loans/${borrower.loanId}/part-payments`, { amount: 30_000, choice: 'smaller_instalment', preview_hash: mine.preview_hash }, { token: borrower.token })).json().data;
    await refused({ amount: 20_000, part_payment_id: myPart.id }, 'amount', /confirmed for more than this: record £300, or record the money as an instalment payment/);

    expect((await act(servicing, '/loans/999999/payments', { amount: 100, date: today })).statusCode).toBe(404);
    const stored = await t.database.db.selectFrom('loan_payments').select('id').where('loan_id', 'in', [borrower.loanId, other.loanId]).execute();
    expect(stored).toEqual([]);
  });
});

describe('refunds due', () => {
  it('an overpayment leaves one refund in the queue (servicing and admins only); marking it sent is audited, done once under twenty at once, and the borrower’s page says where the money went', async () => {
    const borrower = await borrowerWithLoan(t);
    const { loanId } = borrower;
    const { admin, servicing, underwriter } = await staffNow();
    const token = await signIn(t, borrower);
    const userId = await userIdOf(token);
    const before = (await get(t.app, `${BASE}/queues`, admin.token)).json().data.refunds;

    // £3,000 lent today; £3,500 arrives: what is over is the borrower's.
    const paid = await act(servicing, `/loans/${loanId}/payments`, { amount: 350_000 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('closed');
    const [payment] = await t.database.db.selectFrom('loan_payments').select(['id', 'refund_part']).where('loan_id', '=', loanId).execute();
    expect(payment.refund_part).toBeGreaterThan(0);
    expect(payment.refund_part).toBe(350_000 - paid.json().data.applied);

    expect((await get(t.app, `${BASE}/refunds`, underwriter.token)).statusCode).toBe(403);
    const queue = (await get(t.app, `${BASE}/refunds`, servicing.token)).json().data;
    const last4 = await accountLast4(loanId);
    expect(queue.filter((r: { loan: { id: number } }) => r.loan.id === loanId)).toEqual([
      {
        id: payment.id,
        borrower: { id: userId, name: expect.any(String) },
        loan: { id: loanId, account_number: expect.any(String) },
        amount: payment.refund_part,
        payment: { id: payment.id, amount: 350_000, received_on: t.clock.now().toISOString().slice(0, 10) },
        account: { account_holder: expect.any(String), bank_name: expect.any(String), account_last4: last4 },
        due_since: expect.any(String),
      },
    ]);
    expect((await get(t.app, `${BASE}/queues`, admin.token)).json().data.refunds).toBe(before + 1);
    const repayment = (await get(t.app, `/api/v1/loans/${loanId}/repayment`, token)).json().data;
    // Money we return is never paid ahead, and a closed loan has nothing ahead of it.
    expect(repayment.paid_ahead).toBe(0);
    let refunds = repayment.refunds;
    expect(refunds).toEqual([{ amount: payment.refund_part, status: 'due', account_last4: last4, sent_on: null, payment_received_on: expect.any(String) }]);

    const today = t.clock.now().toISOString().slice(0, 10);
    const bad = await act(servicing, `/refunds/${payment.id}/sent`, { sent_on: addDays(today, 1), reference: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['reference']);
    const future = await act(servicing, `/refunds/${payment.id}/sent`, { sent_on: addDays(today, 1), reference: 'FP-REF-1' });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.sent_on.join(' ')).toMatch(/cannot be after today/);
    expect((await act(servicing, '/refunds/999999/sent', { sent_on: today, reference: 'FP-REF-1' })).statusCode).toBe(404);

    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => act(i % 2 ? admin : servicing, `/refunds/${payment.id}/sent`, { sent_on: today, reference: `FP-REF-${i}` })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const winner = answers.find((a) => a.statusCode === 200)!.json().data;
    expect(winner).toMatchObject({ id: payment.id, amount: payment.refund_part, status: 'sent', sent_on: today, account_last4: last4 });
    expect(await t.database.db.selectFrom('payment_refunds').select('id').where('loan_payment_id', '=', payment.id).execute()).toHaveLength(1);

    const entries = await auditOf(t, userId, 'refund.sent');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ subjectType: 'loan_payment', subjectId: payment.id, before: { status: 'due', amount: payment.refund_part }, after: { status: 'sent', sent_on: today, reference: winner.reference, account_last4: last4 } });

    expect((await get(t.app, `${BASE}/refunds`, admin.token)).json().data.map((r: { id: number }) => r.id)).not.toContain(payment.id);
    expect((await get(t.app, `${BASE}/queues`, admin.token)).json().data.refunds).toBe(before);
    refunds = (await get(t.app, `/api/v1/loans/${loanId}/repayment`, token)).json().data.refunds;
    expect(refunds).toEqual([{ amount: payment.refund_part, status: 'sent', account_last4: last4, sent_on: today, payment_received_on: today }]);
  });

  it('the borrower is told once the refund is sent: in their notifications and by e-mail, the amount, the account and the day', async () => {
    const borrower = await borrowerWithLoan(t);
    const { servicing } = await staffNow();
    expect((await act(servicing, `/loans/${borrower.loanId}/payments`, { amount: 301_240 })).statusCode).toBe(200);
    const [payment] = await t.database.db.selectFrom('loan_payments').select(['id', 'refund_part']).where('loan_id', '=', borrower.loanId).execute();
    // £3,000 lent today and £3,012.40 arrived the same day (no interest for 0 days): £12.40 is theirs.
    expect(payment.refund_part).toBe(1_240);
    const token = await signIn(t, borrower);
    const refundNews = async () =>
      ((await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data as Array<{ type: string; data: Record<string, unknown> }>).filter((n) => n.type === 'App\\Notifications\\RefundSent');
    expect(await refundNews()).toEqual([]);

    const today = t.clock.now().toISOString().slice(0, 10);
    const last4 = await accountLast4(borrower.loanId);
    expect((await act(servicing, `/refunds/${payment.id}/sent`, { sent_on: today, reference: 'FP-REF-77' })).statusCode).toBe(200);

    const news = await refundNews();
    expect(news).toHaveLength(1);
    expect(news[0].data).toMatchObject({ loan_id: borrower.loanId, amount: 1_240, sent_on: today, account_last4: last4 });
    const mail = await latestMessage(outboxDirOf(t.app), borrower.email, 'refund-sent');
    expect(mail.subject).toBe('Money returned to you');
    expect(mail.text).toContain(`We have returned £12.40 to your account ending ${last4} on ${formatCalendarDate(today)}.`);
    expect(outboxMessages(outboxDirOf(t.app)).filter((m) => m.to === borrower.email && m.purpose === 'refund-sent')).toHaveLength(1);
  });

  it('lender refunds lists it and lender refund-sent marks it, once, through the same service', async () => {
    const borrower = await borrowerWithLoan(t);
    const paid = await lender('pay', String(borrower.loanId), '3200');
    expect(paid.code, paid.printed).toBe(0);
    const [payment] = await t.database.db.selectFrom('loan_payments').select(['id', 'refund_part']).where('loan_id', '=', borrower.loanId).execute();
    const listed = await lender('refunds');
    expect(listed.printed).toContain(String(payment.id));
    expect((await lender('refund-sent', String(payment.id))).code).not.toBe(0);
    const sent = await lender('refund-sent', String(payment.id), '--reference', 'BACS 0042');
    expect(sent.code, sent.printed).toBe(0);
    expect(sent.printed).toMatch(new RegExp(`^Refund ${payment.id}: £[\\d,.]+ sent to the account ending ${await accountLast4(borrower.loanId)} on `));
    const again = await lender('refund-sent', String(payment.id), '--reference', 'BACS 0042');
    expect(again.code).not.toBe(0);
    expect(again.printed).toMatch(/marked sent already/);
    expect((await auditOf(t, await userIdOf(borrower.token), 'refund.sent'))[0]).toMatchObject({ actorName: 'lender command', after: { reference: 'BACS 0042' } });
  });
});
