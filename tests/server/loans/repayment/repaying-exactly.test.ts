import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../src-domain/shared/calendar-date';
import { get, send } from '../../support/http-client';
import { createTestApp, type TestApp } from '../../support/test-app';
import { borrowerWithLoan, expectStoredAllocationsReplay, moveTo, operatorLoans, scheduleOf, signIn } from './support';

/*
 * Issue 26's worked flows over HTTP on a real SQLite file and a moving clock: a £3,000 personal loan
 * over 24 months, paid out on Sunday 22 November 2026 (the fake clock's day).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const repaymentOf = async (token: string, loanId: number) => {
  const response = await get(t.app, `/api/v1/loans/${loanId}/repayment`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const settlementOf = async (token: string, loanId: number, date?: string) => {
  const response = await get(t.app, `/api/loan/${loanId}/settlement${date ? `?date=${date}` : ''}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('an instalment paid on the day the money arrived', () => {
  it('pays no interest for zero days borrowed: the settlement the same day gives all the interest back', async () => {
    const { token, loanId } = await borrowerWithLoan(t);
    const [first] = await scheduleOf(t, token, loanId);
    const paid = await operatorLoans(t).recordPayment(loanId, first.payment);
    expect(paid).toEqual({ appliedMinor: first.payment, balanceMinor: 300_000 - first.payment, status: 'active' });

    // Nothing accrued on day 0: every penny of the instalment went to the principal.
    const position = await repaymentOf(token, loanId);
    expect(position).toMatchObject({ principal_owed: 300_000 - first.payment, interest_accrued: 0, fees_owed: 0, total_owed: 300_000 - first.payment, paid_ahead: first.payment, interest_charged: 0 });
    const settlement = await settlementOf(token, loanId);
    expect(settlement).toMatchObject({ outstanding_principal: 300_000 - first.payment, accrued_interest: 0, fees_due: 0, total: 300_000 - first.payment, interest_charged: 0, statutory_top_up: 0 });
    expect(settlement.rebate).toBeGreaterThanOrEqual(settlement.statutory_rebate);
    // The instalment reads paid; the loan page's first instalment is the contractual one, still on its date.
    expect((await scheduleOf(t, token, loanId))[0]).toMatchObject({ paid_amount: first.payment, status: 'paid' });
    await expectStoredAllocationsReplay(t, token, loanId);

    // Settled that day for exactly the figure shown: the borrower paid £3,000 for £3,000 borrowed.
    const settled = await operatorLoans(t).settle(loanId, settlement.as_of);
    expect(settled.totalMinor).toBe(settlement.total);
    const stored = await t.database.db.selectFrom('loan_payments').select(['kind', 'amount']).where('loan_id', '=', loanId).orderBy('id').execute();
    expect(stored).toEqual([{ kind: 'instalment', amount: first.payment }, { kind: 'settlement', amount: settlement.total }]);
    expect(stored.reduce((sum, row) => sum + row.amount, 0)).toBe(300_000);
    expect((await get(t.app, `/api/loan/${loanId}`, token)).json().data).toMatchObject({ status: 'settled', next_due: null });
    await expectStoredAllocationsReplay(t, token, loanId);
  });
});

describe('twenty at once', () => {
  it('twenty payments of one instalment each, recorded at the same moment, never pay more than is owed and leave the balance exact', async () => {
    const { token, loanId } = await borrowerWithLoan(t, { amount: 120_000, term: 12 });
    const [first] = await scheduleOf(t, token, loanId);
    const loans = operatorLoans(t);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => loans.recordPayment(loanId, first.payment)));
    const applied = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.appliedMinor] : []));
    // All on the day of pay-out: no interest, so exactly the £1,200 lent is taken, and the rest refused once the loan is closed.
    expect(applied.reduce((sum, amount) => sum + amount, 0)).toBe(120_000);
    for (const result of results) if (result.status === 'rejected') expect(String(result.reason)).toMatch(/already repaid/);
    expect((await get(t.app, `/api/loan/${loanId}`, token)).json().data.status).toBe('closed');
    const stored = await t.database.db.selectFrom('loan_payments').selectAll().where('loan_id', '=', loanId).execute();
    expect(stored.reduce((sum, row) => sum + row.principal_part, 0)).toBe(120_000);
    expect(stored.reduce((sum, row) => sum + row.amount - row.refund_part, 0)).toBe(120_000);
    await expectStoredAllocationsReplay(t, token, loanId);
  });

  it('twenty confirmations of a part payment at once leave exactly one pending', async () => {
    const { token, loanId } = await borrowerWithLoan(t);
    const preview = (await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments/preview`, { amount: 50_000, choice: 'smaller_instalment' }, { token })).json().data;
    const confirmations = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments`, { amount: 50_000, choice: 'smaller_instalment', preview_hash: preview.preview_hash }, { token })),
    );
    expect(confirmations.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const rows = await t.database.db.selectFrom('part_payments').select(['id', 'status']).where('loan_id', '=', loanId).execute();
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'cancelled')).toHaveLength(19);
    expect((await repaymentOf(token, loanId)).pending_part_payment.id).toBe(rows.find((row) => row.status === 'pending')!.id);
  });
});

describe('the doors: ownership, bad input, stale previews', () => {
  it('another borrower’s loan is a 404 on every new route, and a loan id that is no number too', async () => {
    const { loanId } = await borrowerWithLoan(t);
    const { token: other } = await borrowerWithLoan(t);
    const calls: [string, string, unknown][] = [
      ['GET', `/api/v1/loans/${loanId}/repayment`, undefined],
      ['GET', `/api/loan/${loanId}/settlement`, undefined],
      ['POST', `/api/v1/loans/${loanId}/part-payments/preview`, { amount: 10_000, choice: 'shorter_term' }],
      ['POST', `/api/v1/loans/${loanId}/part-payments`, { amount: 10_000, choice: 'shorter_term', preview_hash: 'x' }],
      ['DELETE', `/api/v1/loans/${loanId}/part-payments/1`, undefined],
      ['POST', `/api/v1/loans/${loanId}/payment-date/preview`, { day: 15 }],
      ['PUT', `/api/v1/loans/${loanId}/payment-date`, { day: 15, preview_hash: 'x' }],
      ['GET', '/api/v1/loans/abc/repayment', undefined],
    ];
    for (const [method, url, body] of calls) {
      const response = method === 'GET' ? await get(t.app, url, other) : await send(t.app, method as 'POST', url, body ?? {}, { token: other });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
  });

  it('bad input is a 422 with a message under each field', async () => {
    const { token, loanId } = await borrowerWithLoan(t);
    const preview = await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments/preview`, { amount: 'lots', choice: 'both' }, { token });
    expect(preview.statusCode).toBe(422);
    expect(Object.keys(preview.json().errors).sort()).toEqual(['amount', 'choice']);
    const tooMuch = await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments/preview`, { amount: 400_000, choice: 'shorter_term' }, { token });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toMatch(/settle the loan instead/);
    const day = await send(t.app, 'POST', `/api/v1/loans/${loanId}/payment-date/preview`, { day: 40 }, { token });
    expect(day.statusCode).toBe(422);
    expect(day.json().errors.day).toEqual(['Choose a day of the month from 1 to 31.']);
    const noHash = await send(t.app, 'PUT', `/api/v1/loans/${loanId}/payment-date`, { day: 15 }, { token });
    expect(noHash.statusCode).toBe(422);
    expect(Object.keys(noHash.json().errors)).toEqual(['preview_hash']);
    const date = await get(t.app, `/api/loan/${loanId}/settlement?date=2026-02-30`, token);
    expect(date.statusCode).toBe(422);
    expect(Object.keys(date.json().errors)).toEqual(['date']);
  });

  it('a confirmation whose figures changed since the preview is a 409 preview_stale, and nothing is pending', async () => {
    const { token, loanId } = await borrowerWithLoan(t);
    const preview = (await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments/preview`, { amount: 50_000, choice: 'shorter_term' }, { token })).json().data;
    // An instalment arrives between the preview and the confirmation.
    await operatorLoans(t).recordPayment(loanId, 10_000);
    const stale = await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments`, { amount: 50_000, choice: 'shorter_term', preview_hash: preview.preview_hash }, { token });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'preview_stale' });
    expect((await repaymentOf(token, loanId)).pending_part_payment).toBeNull();
    const dateMove = await send(t.app, 'PUT', `/api/v1/loans/${loanId}/payment-date`, { day: 15, preview_hash: preview.preview_hash }, { token });
    expect(dateMove.statusCode).toBe(409);
    expect(dateMove.json()).toMatchObject({ code: 'preview_stale' });
  });
});

describe('a returned collection', () => {
  it('is reversed, never deleted: the instalment is unpaid again, the ledger drops the money, and a second reversal changes nothing', async () => {
    const { token, loanId } = await borrowerWithLoan(t);
    const [first] = await scheduleOf(t, token, loanId);
    const loans = operatorLoans(t);
    const collectionId = 900_000 + loanId;
    await loans.recordPayment(loanId, first.payment, undefined, { collectionId });
    await expect(loans.recordPayment(loanId, first.payment, undefined, { collectionId })).rejects.toThrow(/already recorded/);
    expect((await scheduleOf(t, token, loanId))[0]).toMatchObject({ status: 'paid', paid_amount: first.payment });

    expect(await loans.reverseCollectionPayment(collectionId, t.clock.now().toISOString().slice(0, 10))).toBe(true);
    expect(await loans.reverseCollectionPayment(collectionId, t.clock.now().toISOString().slice(0, 10))).toBe(false);
    expect((await scheduleOf(t, token, loanId))[0]).toMatchObject({ paid_amount: 0, paid_at: null });
    expect((await repaymentOf(token, loanId))).toMatchObject({ principal_owed: 300_000, paid_ahead: 0 });
    const stored = await t.database.db.selectFrom('loan_payments').select(['amount', 'reversed_on']).where('loan_id', '=', loanId).execute();
    expect(stored).toEqual([{ amount: first.payment, reversed_on: t.clock.now().toISOString().slice(0, 10) }]);
    await expectStoredAllocationsReplay(t, token, loanId);
  });
});

describe('paid ten days early, a part payment in month 6, a date move (the clock moves)', () => {
  let borrower: Awaited<ReturnType<typeof borrowerWithLoan>>;
  let behind: Awaited<ReturnType<typeof borrowerWithLoan>>;
  beforeAll(async () => {
    borrower = await borrowerWithLoan(t);
    behind = await borrowerWithLoan(t);
  });

  it('the first instalment paid 10 days early carries interest only for the days borrowed, and the last instalment shrinks', async () => {
    const { loanId } = borrower;
    const schedule = await scheduleOf(t, borrower.token, loanId);
    const before = await repaymentOf(borrower.token, loanId);
    moveTo(t, addDays(schedule[0].due_date, -10));
    const token = await signIn(t, borrower);
    await operatorLoans(t).recordPayment(loanId, schedule[0].payment);
    const [payment] = await t.database.db.selectFrom('loan_payments').selectAll().where('loan_id', '=', loanId).execute();
    const contractualInterest = (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, token)).json().data[0].interest;
    expect(payment.interest_part).toBeLessThan(contractualInterest);
    expect(payment.interest_part).toBeGreaterThan(0);
    const after = await repaymentOf(token, loanId);
    expect(after.total_interest).toBeLessThan(before.total_interest);
    expect(after.schedule.at(-1).payment).toBeLessThan(before.schedule.at(-1).payment);
    await expectStoredAllocationsReplay(t, token, loanId);
  });

  it('£1,000 in month 6: both choices previewed side by side, one confirmed, the money recorded against it, the new schedule and the settlement agree', async () => {
    const { loanId } = borrower;
    const loans = operatorLoans(t);
    const schedule = await scheduleOf(t, await signIn(t, borrower), loanId);
    // Instalments 2 to 5 paid on their due dates, as a Direct Debit would.
    for (const row of schedule.slice(1, 5)) {
      moveTo(t, row.due_date);
      await loans.recordPayment(loanId, row.payment, undefined, { receivedOn: row.due_date });
    }
    moveTo(t, addDays(schedule[4].due_date, 12));
    const token = await signIn(t, borrower);
    const previewOf = async (choice: string) => {
      const response = await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments/preview`, { amount: 100_000, choice }, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const shorter = await previewOf('shorter_term');
    const smaller = await previewOf('smaller_instalment');
    expect(shorter.before).toEqual(smaller.before);
    expect(shorter.after.count).toBeLessThan(shorter.before.count);
    expect(shorter.after.regular_payment).toBe(shorter.before.regular_payment);
    expect(smaller.after.count).toBe(smaller.before.count);
    expect(smaller.after.regular_payment).toBeLessThan(smaller.before.regular_payment);
    expect(shorter.interest_saved).toBeGreaterThan(smaller.interest_saved);
    expect(smaller.interest_saved).toBeGreaterThan(0);
    expect(shorter.allocation.fees + shorter.allocation.interest + shorter.allocation.principal).toBe(100_000);

    const confirmed = await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments`, { amount: 100_000, choice: 'shorter_term', preview_hash: shorter.preview_hash }, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const loan = (await get(t.app, `/api/loan/${loanId}`, token)).json().data;
    expect(confirmed.json().data).toMatchObject({ amount: 100_000, choice: 'shorter_term', status: 'pending', reference: loan.reference });

    // The money arrives the same day; the operator records it against the part payment.
    await expect(loans.recordPayment(loanId, 90_000, undefined, { partPaymentId: confirmed.json().data.id })).rejects.toThrow(/confirmed for more/);
    await loans.recordPayment(loanId, 100_000, undefined, { partPaymentId: confirmed.json().data.id });
    const newSchedule = await scheduleOf(t, token, loanId);
    expect(newSchedule).toHaveLength(5 + shorter.after.count);
    expect(newSchedule.at(-1)!.due_date).toBe(shorter.after.final_due_date);
    expect(newSchedule.slice(5).map((row) => row.payment)).toEqual(shorter.after.instalments.map((row: { payment: number }) => row.payment));
    const position = await repaymentOf(token, loanId);
    expect(position).toMatchObject({ pending_part_payment: null, final_due_date: shorter.after.final_due_date, total_interest: shorter.after.total_interest });
    expect((await settlementOf(token, loanId)).total).toBe(position.total_owed);
    await expectStoredAllocationsReplay(t, token, loanId);
  });

  it('moves the payment date with its exact preview, then refuses a second move within 12 months, and refuses a loan in arrears', async () => {
    const { loanId } = borrower;
    const token = await signIn(t, borrower);
    const previewed = await send(t.app, 'POST', `/api/v1/loans/${loanId}/payment-date/preview`, { day: 1 }, { token });
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json().data;
    expect(preview.new_due_date.slice(8)).toBe('01');
    expect(preview.schedule.every((row: { due_date: string }) => row.due_date.endsWith('-01'))).toBe(true);
    const moved = await send(t.app, 'PUT', `/api/v1/loans/${loanId}/payment-date`, { day: 1, preview_hash: preview.preview_hash }, { token });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ payment_day: 1, payment_day_moved_on: t.clock.now().toISOString().slice(0, 10), date_move_refusal: expect.stringContaining('once every 12 months') });
    const next = (await scheduleOf(t, token, loanId)).find((row) => row.status !== 'paid')!;
    expect(next).toMatchObject({ due_date: preview.new_due_date, payment: preview.schedule[0].payment });
    await expectStoredAllocationsReplay(t, token, loanId);

    const again = await send(t.app, 'POST', `/api/v1/loans/${loanId}/payment-date/preview`, { day: 20 }, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'date_move_refused', message: expect.stringContaining('once every 12 months') });

    // The other borrower paid nothing for months: behind, so refused with the reason.
    const refused = await send(t.app, 'POST', `/api/v1/loans/${behind.loanId}/payment-date/preview`, { day: 1 }, { token: await signIn(t, behind) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'date_move_refused', message: 'Your payments are behind: the date can be moved once the loan is up to date.' });
  });
});
