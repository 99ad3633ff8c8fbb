import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { Conflict, NotFound, Unexpected, ValidationFailed } from '../../../../src-domain/shared/errors';
import { LaravelRepaymentGateway } from '../../../../src-infra/api/loans/laravel-repayment.gateway';
import { ADA, BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const POSITION = {
  loan_id: 77, as_of: '2027-03-10', principal_owed: 250_000, interest_accrued: 1_234, fees_owed: 0, total_owed: 251_234, paid_ahead: 5_000, interest_charged: 9_876,
  total_interest: 41_000, total_paid: 291_000, final_due_date: '2029-01-28', regular_payment: 14_250,
  schedule: [{ number: 3, due_date: '2027-03-28', payment: 14_250, interest: 2_500, principal: 11_750, fees: 0, balance_after: 238_250 }],
  pay_day: '28', payment_day: 28, payment_day_moved_on: null, next_date_move_from: null, date_move_refusal: null,
  pending_part_payment: { id: 5, amount: 100_000, choice: 'shorter_term', created_at: '2027-03-09T10:00:00.000Z' },
};
const PLAN = (count: number, payment: number, last: string) => ({
  instalments: [{ number: 3, due_date: '2027-03-28', payment }], count, regular_payment: payment, final_due_date: last, total_interest: 30_000, total_paid: 280_000,
});
const PREVIEW = {
  amount: 100_000, choice: 'smaller_instalment', as_of: '2027-03-10', allocation: { fees: 0, interest: 1_234, principal: 98_766 },
  before: PLAN(22, 14_250, '2029-01-28'), after: PLAN(22, 8_600, '2029-01-28'), interest_saved: 8_123, preview_hash: 'abc123',
};

describe.each(TRANSPORTS)('LaravelRepaymentGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.cookies.set('XSRF-TOKEN', 'xsrf');
    client.sessions.write({ token: '1|secret', user: ADA, role: 'borrower' });
    return new LaravelRepaymentGateway(client.http);
  }

  it('reads the position on the ledger in minor units, with the pending part payment', async () => {
    nock(BASE_URL).get('/api/v1/loans/77/repayment').reply(200, { data: POSITION });
    const position = await gateway().position(77);
    expect(position).toMatchObject({ loanId: 77, totalOwedMinor: 251_234, interestAccruedMinor: 1_234, paidAheadMinor: 5_000, paymentDay: 28, payDay: '28', dateMoveRefusal: null });
    expect(position.schedule[0]).toEqual({ number: 3, dueDate: '2027-03-28', paymentMinor: 14_250, interestMinor: 2_500, principalMinor: 11_750, feesMinor: 0, balanceAfterMinor: 238_250 });
    expect(position.pendingPartPayment).toEqual({ id: 5, amountMinor: 100_000, choice: 'shorter_term', createdAt: '2027-03-09T10:00:00.000Z' });
  });

  it('reads a loan without a pay day or a pending part payment, and refuses figures that are not whole pence', async () => {
    const { pay_day: _payDay, ...withoutPayDay } = POSITION;
    nock(BASE_URL).get('/api/v1/loans/77/repayment').reply(200, { data: { ...withoutPayDay, pending_part_payment: null } });
    expect(await gateway().position(77)).toMatchObject({ payDay: null, pendingPartPayment: null });
    nock(BASE_URL).get('/api/v1/loans/77/repayment').reply(200, { data: { ...POSITION, total_owed: '2512.34' } });
    expect(await rejectionOf(gateway().position(77))).toBeInstanceOf(Unexpected);
  });

  it('another borrower’s loan is not found', async () => {
    nock(BASE_URL).get('/api/v1/loans/78/repayment').reply(404, { message: 'Not found.' });
    expect(await rejectionOf(gateway().position(78))).toBeInstanceOf(NotFound);
  });

  it('reads the settlement figure with the interest settling gives back, and a server before the ledger as no rebate', async () => {
    const base = { as_of: '2027-03-10', outstanding_principal: 250_000, accrued_interest: 1_234, fees_due: 0, total: 251_234 };
    nock(BASE_URL).get('/api/loan/77/settlement').query({ date: '2027-03-10' }).reply(200, { data: { ...base, rebate: 7_700, interest_charged: 9_876, statutory_rebate: 6_000, statutory_top_up: 0 } });
    expect(await gateway().settlement(77, '2027-03-10')).toEqual({ asOf: '2027-03-10', totalMinor: 251_234, outstandingPrincipalMinor: 250_000, accruedInterestMinor: 1_234, feesDueMinor: 0, rebateMinor: 7_700 });
    nock(BASE_URL).get('/api/loan/77/settlement').query({ date: '2027-03-10' }).reply(200, { data: base });
    expect((await gateway().settlement(77, '2027-03-10')).rebateMinor).toBeNull();
  });

  it('previews a part payment with the amount in pence and the choice, and reads both plans', async () => {
    let sent: unknown;
    nock(BASE_URL)
      .post('/api/v1/loans/77/part-payments/preview', (body) => ((sent = body), true))
      .reply(200, { data: PREVIEW });
    const preview = await gateway().previewPartPayment(77, { amount: 100_000, choice: 'smaller_instalment' });
    expect(sent).toEqual({ amount: 100_000, choice: 'smaller_instalment' });
    expect(preview).toMatchObject({ amountMinor: 100_000, interestSavedMinor: 8_123, previewHash: 'abc123', allocation: { interestMinor: 1_234, principalMinor: 98_766, feesMinor: 0 } });
    expect(preview.after).toMatchObject({ count: 22, regularPaymentMinor: 8_600, finalDueDate: '2029-01-28' });
    expect(preview.before.instalments[0]).toEqual({ number: 3, dueDate: '2027-03-28', paymentMinor: 14_250 });
  });

  it('a 422 carries the field messages', async () => {
    nock(BASE_URL).post('/api/v1/loans/77/part-payments/preview').reply(422, { message: 'That is more than you owe.', errors: { amount: ['That is more than you owe.'] } });
    const error = await rejectionOf(gateway().previewPartPayment(77, { amount: 999_999_00, choice: 'shorter_term' }));
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).fields).toEqual({ amount: ['That is more than you owe.'] });
  });

  it('confirms a part payment once, and a stale preview is a Conflict that says so', async () => {
    const confirmed = { id: 6, amount: 100_000, choice: 'shorter_term', status: 'pending', created_at: '2027-03-10T09:00:00.000Z', reference: 'KC00000077' };
    nock(BASE_URL).post('/api/v1/loans/77/part-payments', { amount: 100_000, choice: 'shorter_term', preview_hash: 'abc123' }).reply(201, { data: confirmed });
    expect(await gateway().confirmPartPayment(77, { amount: 100_000, choice: 'shorter_term', preview_hash: 'abc123' })).toEqual({
      id: 6, amountMinor: 100_000, choice: 'shorter_term', status: 'pending', createdAt: '2027-03-10T09:00:00.000Z', reference: 'KC00000077',
    });
    nock(BASE_URL).post('/api/v1/loans/77/part-payments').once().reply(409, { message: 'The figures have changed.', code: 'preview_stale' });
    const error = await rejectionOf(gateway().confirmPartPayment(77, { amount: 100_000, choice: 'shorter_term', preview_hash: 'abc123' }));
    expect(error).toBeInstanceOf(Conflict);
    expect((error as Conflict).reason).toBe('preview_stale');
  });

  it('cancels a pending part payment', async () => {
    const scope = nock(BASE_URL).delete('/api/v1/loans/77/part-payments/6').reply(204);
    await gateway().cancelPartPayment(77, 6);
    expect(scope.isDone()).toBe(true);
  });

  it('previews a date move, and a refusal is a Conflict with the domain’s reason', async () => {
    const preview = {
      current_due_date: '2027-03-28', new_due_date: '2027-04-02', days_moved: 5, balance: 250_000, daily_interest: '80.8219', adjustment: 405,
      schedule: [{ number: 3, due_date: '2027-04-02', payment: 14_655 }, { number: 4, due_date: '2027-05-04', payment: 14_250 }], preview_hash: 'def456',
    };
    nock(BASE_URL).post('/api/v1/loans/77/payment-date/preview', { day: 2 }).reply(200, { data: preview });
    expect(await gateway().previewPaymentDate(77, { day: 2 })).toMatchObject({ currentDueDate: '2027-03-28', newDueDate: '2027-04-02', adjustmentMinor: 405, dailyInterestMinor: '80.8219', previewHash: 'def456', schedule: [{ dueDate: '2027-04-02', paymentMinor: 14_655 }, { number: 4 }] });
    nock(BASE_URL).post('/api/v1/loans/77/payment-date/preview').reply(409, { message: 'You moved your payment date less than 12 months ago.', code: 'date_move_refused' });
    const error = await rejectionOf(gateway().previewPaymentDate(77, { day: 2 }));
    expect(error).toMatchObject({ message: 'You moved your payment date less than 12 months ago.', reason: 'date_move_refused' });
  });

  it('moves the date and reads back the position', async () => {
    nock(BASE_URL).put('/api/v1/loans/77/payment-date', { day: 2, preview_hash: 'def456' }).reply(200, { data: { ...POSITION, payment_day: 2, payment_day_moved_on: '2027-03-10' } });
    expect(await gateway().movePaymentDate(77, { day: 2, preview_hash: 'def456' })).toMatchObject({ paymentDay: 2, paymentDayMovedOn: '2027-03-10' });
  });
});
