import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden, Unexpected, ValidationFailed } from '../../../../src-domain/shared/errors';
import { LaravelBackOfficeGateway } from '../../../../src-infra/api/back-office/laravel-back-office.gateway';
import { BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const PRIYA = { id: 90, first_name: 'Priya', last_name: 'Shah', email: 'priya@lender.test', phone: '', role: 'staff', email_verified_at: '2026-11-01T09:00:00.000Z', phone_verified_at: null, two_factor_enabled: true, staff_role: 'underwriter', created_at: '2026-11-01T09:00:00.000Z' };
const BORROWER = { id: 7, name: 'Dana Whitfield' };
const REQUEST = {
  id: 12, reference: 'LR-000012', borrower: BORROWER, product: { alias: 'car', name: 'Car loan' }, amount: 750_000, term: 36, status: 'pending', created_at: '2026-11-20T09:00:00.000Z',
  affordability: { net_monthly_income: 280_000, outgoings: 140_000, disposable: 140_000, existing_commitments: 0, limit_ratio: '0.4', affordable_instalment: 56_000, instalment: 24_512, ratio: '0.1751' },
  approvals: [{ staff_name: 'Priya Shah', approved_at: '2026-11-26T10:00:00.000Z' }], approvals_needed: 1,
};

describe.each(TRANSPORTS)('LaravelBackOfficeGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.cookies.set('XSRF-TOKEN', 'xsrf');
    client.sessions.write({ token: '9|staff', user: { id: 90, firstName: 'Priya', lastName: 'Shah', email: 'priya@lender.test', phone: '', role: 'staff', emailVerifiedAt: PRIYA.email_verified_at, phoneVerifiedAt: null, twoFactorEnabled: true, staffRole: 'underwriter', createdAt: PRIYA.created_at }, role: 'staff' });
    return new LaravelBackOfficeGateway(client.http);
  }

  it('reads the queue counts, and refuses a count that is not a whole number', async () => {
    nock(BASE_URL).get('/api/v1/back-office/queues').reply(200, { data: { requests: 3, documents: 2, conversations: 1, complaints: 0, arrears: 4, refunds: 1 } });
    expect(await gateway().queueCounts()).toEqual({ requests: 3, documents: 2, conversations: 1, complaints: 0, arrears: 4, refunds: 1 });
    nock(BASE_URL).get('/api/v1/back-office/queues').reply(200, { data: { requests: '3', documents: 2, conversations: 1, complaints: 0, arrears: 4, refunds: 1 } });
    expect(await rejectionOf(gateway().queueCounts())).toBeInstanceOf(Unexpected);
  });

  it('reads the requests awaiting a decision with their affordability and approvals, money in minor units', async () => {
    nock(BASE_URL).get('/api/v1/back-office/requests').reply(200, { data: [REQUEST] });
    expect(await gateway().requests()).toEqual([
      {
        id: 12, reference: 'LR-000012', borrower: { id: 7, name: 'Dana Whitfield' }, product: 'Car loan', amountMinor: 750_000, termMonths: 36, createdAt: '2026-11-20T09:00:00.000Z',
        affordability: { netMonthlyIncomeMinor: 280_000, outgoingsMinor: 140_000, disposableMinor: 140_000, instalmentMinor: 24_512, ratio: '0.1751' },
        approvals: [{ staffName: 'Priya Shah', approvedAt: '2026-11-26T10:00:00.000Z' }], approvalsNeeded: 1,
      },
    ]);
    nock(BASE_URL).get('/api/v1/back-office/requests').reply(200, { data: [{ ...REQUEST, amount: '7500.00' }] });
    expect(await rejectionOf(gateway().requests())).toBeInstanceOf(Unexpected);
    nock(BASE_URL).get('/api/v1/back-office/requests').reply(200, { data: [{ ...REQUEST, product: null, affordability: null }] });
    expect(await gateway().requests()).toMatchObject([{ product: null, affordability: null }]);
  });

  it('reads documents, conversations, complaints and arrears', async () => {
    nock(BASE_URL)
      .get('/api/v1/back-office/documents')
      .reply(200, { data: [{ id: 5, borrower: BORROWER, type: 'passport', type_name: 'Passport', side: null, file_name: 'passport.jpg', mime: 'image/jpeg', size: 120_000, expires_on: null, uploaded_at: '2026-11-25T08:00:00.000Z', one_of: 'Proof of identity' }] })
      .get('/api/v1/back-office/conversations')
      .reply(200, { data: [{ id: 8, borrower: BORROWER, subject: 'Change of address', status: 'open', message_count: 3, preview: 'I have moved house', waiting_since: '2026-11-25T12:00:00.000Z', created_at: '2026-11-24T12:00:00.000Z' }] })
      .get('/api/v1/back-office/complaints')
      .reply(200, {
        data: [
          { id: 2, reference: 'CMP-000002', borrower: BORROWER, email: 'dana@example.com', state: 'received', message: 'Charged twice.', received_at: '2026-10-01T09:00:00.000Z', acknowledged_at: null,
            acknowledge_by: '2026-10-06', summary_resolution_by: '2026-10-06', final_response_by: '2026-11-26', overdue: 'acknowledgement', thread_id: null },
          { id: 3, reference: 'CMP-000003', borrower: null, email: 'someone@example.com', state: 'acknowledged', message: 'A question.', received_at: '2026-11-01T09:00:00.000Z', acknowledged_at: '2026-11-02T09:00:00.000Z',
            acknowledge_by: '2026-11-06', summary_resolution_by: '2026-11-06', final_response_by: '2026-12-27', overdue: null, thread_id: null },
        ],
      })
      .get('/api/v1/back-office/arrears')
      .reply(200, { data: [{ loan_id: 44, account_number: 'KC00000044', borrower: BORROWER, missed_count: 2, arrears_amount: 49_024, oldest_missed_due_date: '2026-09-28' }] });
    const backOffice = gateway();
    expect(await backOffice.documents()).toEqual([{ id: 5, borrower: { id: 7, name: 'Dana Whitfield' }, typeName: 'Passport', side: null, fileName: 'passport.jpg', sizeBytes: 120_000, uploadedAt: '2026-11-25T08:00:00.000Z', oneOf: 'Proof of identity' }]);
    expect(await backOffice.conversations()).toEqual([{ id: 8, borrower: { id: 7, name: 'Dana Whitfield' }, subject: 'Change of address', waitingSince: '2026-11-25T12:00:00.000Z', messageCount: 3, preview: 'I have moved house' }]);
    expect(await backOffice.complaints()).toMatchObject([
      { id: 2, borrower: { id: 7 }, acknowledgeBy: '2026-10-06', finalResponseBy: '2026-11-26', acknowledgedAt: null, overdue: 'acknowledgement' },
      { id: 3, borrower: null, email: 'someone@example.com', overdue: null },
    ]);
    expect(await backOffice.arrears()).toEqual([{ loanId: 44, accountNumber: 'KC00000044', borrower: { id: 7, name: 'Dana Whitfield' }, missedCount: 2, arrearsMinor: 49_024, oldestMissedDueDate: '2026-09-28' }]);
  });

  it('reads a conversation with its thread', async () => {
    nock(BASE_URL)
      .get('/api/v1/back-office/conversations/8')
      .reply(200, { data: { id: 8, borrower: BORROWER, subject: 'Change of address', status: 'open', created_at: '2026-11-24T12:00:00.000Z', last_message_at: '2026-11-25T12:00:00.000Z', messages: [{ id: 1, author: 'borrower', author_name: 'Dana Whitfield', body: 'I have moved.', created_at: '2026-11-25T12:00:00.000Z', read_at: null, attachments: [] }] } });
    expect(await gateway().conversation(8)).toEqual({
      id: 8, borrower: { id: 7, name: 'Dana Whitfield' }, subject: 'Change of address', status: 'open',
      messages: [{ id: 1, from: 'borrower', authorName: 'Dana Whitfield', body: 'I have moved.', sentAt: '2026-11-25T12:00:00.000Z' }],
    });
  });

  it('approves with a key and reads either outcome', async () => {
    let key: unknown;
    nock(BASE_URL)
      .post('/api/v1/back-office/requests/12/approve', {})
      .reply(function () {
        key = this.req.headers['idempotency-key'];
        return [200, { data: { status: 'first_approval', approvals_needed: 1 } }];
      })
      .post('/api/v1/back-office/requests/12/approve', { reason: 'Stable income.' })
      .reply(200, { data: { status: 'offered', offer_id: 31 } });
    expect(await gateway().approveRequest(12, {})).toEqual({ status: 'first_approval', approvalsNeeded: 1 });
    expect(key).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(await gateway().approveRequest(12, { reason: 'Stable income.' })).toEqual({ status: 'offered', offerId: 31 });
  });

  it('brings the server’s 403 code to the caller as the reason', async () => {
    nock(BASE_URL).post('/api/v1/back-office/requests/12/approve').reply(403, { message: 'You cannot decide your own application.', code: 'own_file' });
    const error = await rejectionOf(gateway().approveRequest(12, {}));
    expect(error).toBeInstanceOf(Forbidden);
    expect(error).toMatchObject({ reason: 'own_file', message: 'You cannot decide your own application.' });
    nock(BASE_URL).get('/api/v1/back-office/queues').reply(403, { message: 'Turn on two-step sign-in to use the back office.', code: 'two_factor_required' });
    expect(await rejectionOf(gateway().queueCounts())).toMatchObject({ reason: 'two_factor_required' });
  });

  it('brings 422 field messages and 409 conflicts to the caller', async () => {
    nock(BASE_URL)
      .post('/api/v1/back-office/requests/12/decline', { reason: 'x' })
      .reply(422, { message: 'The reason is too short.', errors: { reason: ['The reason is too short.'] } })
      .post('/api/v1/back-office/documents/5/reject', { reason: 'Blurred' })
      .reply(409, { message: 'This document has already been reviewed.' });
    expect(await rejectionOf(gateway().declineRequest(12, { reason: 'x' }))).toMatchObject({ fields: { reason: ['The reason is too short.'] } });
    expect(await rejectionOf(gateway().rejectDocument(5, { reason: 'Blurred' }))).toBeInstanceOf(Conflict);
  });

  it('sends each action’s body to its address', async () => {
    const seen: string[] = [];
    const log = (path: string) =>
      function (this: unknown, _uri: string, body: unknown) {
        seen.push(`${path} ${JSON.stringify(body)}`);
        return [204, ''] as [number, string];
      };
    nock(BASE_URL)
      .post('/api/v1/back-office/documents/5/approve').reply(log('documents/5/approve'))
      .post('/api/v1/back-office/conversations/8/reply').reply(log('conversations/8/reply'))
      .post('/api/v1/back-office/conversations/8/close').reply(log('conversations/8/close'))
      .post('/api/v1/back-office/complaints/2/resolve').reply(log('complaints/2/resolve'))
      .post('/api/v1/back-office/loans/44/payments').reply(log('loans/44/payments'))
      .post('/api/v1/back-office/loans/44/settle').reply(log('loans/44/settle'));
    const backOffice = gateway();
    await backOffice.approveDocument(5, { identity_confirmed: true });
    await backOffice.reply(8, { message: 'Thank you.' });
    await backOffice.closeConversation(8);
    await backOffice.resolveComplaint(2, { outcome: 'upheld', response: 'We have refunded the fee in full.' });
    await backOffice.recordPayment(44, { amount: 24_512 });
    await backOffice.settleLoan(44, { date: '2026-12-01' });
    expect(seen).toEqual([
      'documents/5/approve {"identity_confirmed":true}',
      'conversations/8/reply {"message":"Thank you."}',
      'conversations/8/close {}',
      'complaints/2/resolve {"outcome":"upheld","response":"We have refunded the fee in full."}',
      'loans/44/payments {"amount":24512}',
      'loans/44/settle {"date":"2026-12-01"}',
    ]);
  });

  it('refuses a validation failure as ValidationFailed', async () => {
    nock(BASE_URL).post('/api/v1/back-office/loans/44/payments').reply(422, { message: 'Enter an amount above zero.', errors: { amount: 'Enter an amount above zero.' } });
    expect(await rejectionOf(gateway().recordPayment(44, { amount: 1 }))).toBeInstanceOf(ValidationFailed);
  });
});
