import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_PUSHER_APP, resolveConfig } from '../../../src-server/config/server-config';
import { signChannel } from '../../../src-server/realtime/pusher-signatures';
import { startRealtimeServer, type RunningRealtimeServer } from '../../../src-server/realtime/realtime-server';
import { get, send } from '../support/http-client';
import { staffMember, type StaffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { borrowerWith, complaintOf, conversationOf, paidOutLoan, waitingRequest } from './action-fixtures';

const DAY = 86_400_000;

let realtime: RunningRealtimeServer;
let t: TestApp;
let underwriter: StaffMember;
let admin: StaffMember;

beforeAll(async () => {
  realtime = await startRealtimeServer({ app: DEV_PUSHER_APP, port: 0 });
  // Manual underwriting: every request waits for a person, as the queue is for.
  t = await createTestApp({ underwriting: 'manual', pusher: { ...resolveConfig().pusher, port: realtime.port } });
  underwriter = await staffMember(t, { role: 'underwriter', name: 'Priya Shah' });
  admin = await staffMember(t, { role: 'admin', name: 'Tomasz Nowak' });
});
afterAll(async () => {
  await t.close();
  await realtime.close();
});

async function queue(name: string, token = underwriter.token): Promise<Record<string, unknown>[]> {
  const response = await get(t.app, `/api/v1/back-office/${name}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const ids = (items: Record<string, unknown>[], key = 'id') => items.map((item) => item[key]);

describe('GET /api/v1/back-office/requests', () => {
  it('lists the requests awaiting a decision oldest first, with the affordability figures the rules work from', async () => {
    const first = await waitingRequest(t, 400_000);
    t.clock.advance(60_000);
    const second = await waitingRequest(t, 600_000);
    const listed = await queue('requests');
    expect(ids(listed).filter((id) => id === first.requestId || id === second.requestId)).toEqual([first.requestId, second.requestId]);

    const quoted = (await get(t.app, '/api/loan_requests', first.borrower.token)).json().data[0];
    const instalment = quoted.quote.regular_payment as number;
    const row = listed.find((item) => item.id === first.requestId)!;
    // £1,820.50 take-home, no outgoings declared, nothing else repaid: 40 % of it for a monthly repayment.
    expect(row).toMatchObject({
      reference: `KC-${String(first.requestId).padStart(6, '0')}`,
      borrower: { id: first.borrower.userId, name: 'Ada Lovelace' },
      product: { alias: 'personal-loan', name: expect.any(String) },
      amount: 400_000,
      term: 24,
      affordability: {
        net_monthly_income: 182_050,
        outgoings: 0,
        disposable: 182_050,
        existing_commitments: 0,
        limit_ratio: '0.4',
        affordable_instalment: 72_820,
        instalment,
        ratio: (instalment / 182_050).toFixed(4),
      },
      approvals: [],
      approvals_needed: 1,
    });
    // Above the four-eyes threshold (£5,000) two people approve.
    expect(listed.find((item) => item.id === second.requestId)).toMatchObject({ amount: 600_000, approvals: [], approvals_needed: 2 });
  });

  it('shows a first approval over the threshold with who gave it, and drops a decided request', async () => {
    const { requestId } = await waitingRequest(t, 700_000);
    const approved = await send(t.app, 'POST', `/api/v1/back-office/requests/${requestId}/approve`, {}, { token: underwriter.token });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await queue('requests')).find((item) => item.id === requestId)).toMatchObject({ approvals: [{ staff_name: 'Priya Shah', approved_at: t.clock.now().toISOString() }], approvals_needed: 1 });

    const declined = await send(t.app, 'POST', `/api/v1/back-office/requests/${requestId}/decline`, { reason: 'The repayments would take too much of your income.' }, { token: admin.token });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(ids(await queue('requests'))).not.toContain(requestId);
  });
});

describe('GET /api/v1/back-office/documents', () => {
  it('lists the documents awaiting review oldest first, with whose they are', async () => {
    const borrower = await borrowerWith(t, 'pending');
    const listed = (await queue('documents')).filter((item) => (item.borrower as { id: number }).id === borrower.userId);
    expect(listed.map((item) => item.type)).toEqual(['proof-of-address', 'payslip', 'bank-statement']);
    expect(listed[0]).toMatchObject({
      id: borrower.documents['proof-of-address'],
      borrower: { id: borrower.userId, name: 'Ada Lovelace' },
      file_name: 'proof-of-address.pdf',
      mime: 'application/pdf',
      size: expect.any(Number),
      uploaded_at: expect.any(String),
    });
  });
});

describe('GET /api/v1/back-office/conversations', () => {
  it('lists the conversations whose newest message is the borrower’s, the longest waiting first, until answered', async () => {
    const borrower = await borrowerWith(t, 'none');
    const older = await conversationOf(t, borrower);
    t.clock.advance(60_000);
    const newer = await conversationOf(t, borrower);
    const waiting = ids(await queue('conversations')).filter((id) => id === older || id === newer);
    expect(waiting).toEqual([older, newer]);

    const replied = await send(t.app, 'POST', `/api/v1/back-office/conversations/${older}/reply`, { message: 'Yes, from next month. I have changed it for you.' }, { token: admin.token });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(ids(await queue('conversations'))).not.toContain(older);
    expect((await queue('conversations')).find((item) => item.id === newer)).toMatchObject({ borrower: { id: borrower.userId, name: 'Ada Lovelace' }, subject: 'My repayment date', message_count: 1 });
  });
});

describe('GET /api/v1/back-office/queues', () => {
  it('counts what each queue lists', async () => {
    const counts = (await get(t.app, '/api/v1/back-office/queues', underwriter.token)).json().data;
    expect(counts).toEqual({
      requests: (await queue('requests')).length,
      documents: (await queue('documents')).length,
      conversations: (await queue('conversations')).length,
      complaints: (await queue('complaints')).length,
      arrears: (await queue('arrears')).length,
      refunds: (await queue('refunds', admin.token)).length,
    });
    expect(counts.requests).toBeGreaterThanOrEqual(2);
  });
});

describe('the live queues', () => {
  it('publishes QueuesChanged on private-back-office when a borrower’s new request changes the count', async () => {
    const before = (await get(t.app, '/api/v1/back-office/queues', underwriter.token)).json().data;
    const borrower = await borrowerWith(t);
    const client = new Pusher(DEV_PUSHER_APP.key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: realtime.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      // Signed as /broadcasting/auth signs it for staff: what is tested here is what the server publishes.
      channelAuthorization: { customHandler: ({ socketId, channelName }, callback) => callback(null, { auth: signChannel(DEV_PUSHER_APP, socketId, channelName) }) },
    });
    try {
      const channel = client.subscribe('private-back-office');
      await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
      const events: { counts: Record<string, number> }[] = [];
      const arrived = new Promise<{ counts: Record<string, number> }>((resolve) =>
        channel.bind('QueuesChanged', (event: { counts: Record<string, number> }) => {
          events.push(event);
          if (event.counts.requests === before.requests + 1) resolve(event);
        }),
      );

      await waitingRequest(t, 300_000, borrower);

      expect((await arrived).counts).toEqual({ ...before, requests: before.requests + 1 });
    } finally {
      client.disconnect();
    }
  });
});

// These move the clock weeks ahead, so they run last.
describe('GET /api/v1/back-office/complaints and /arrears', () => {
  it('lists open complaints oldest first with the dates the rules set, and says when the final response is overdue', async () => {
    const borrower = await borrowerWith(t, 'none');
    const id = await complaintOf(t, borrower);
    const listed = (await queue('complaints')).find((item) => item.id === id);
    expect(listed).toMatchObject({
      reference: `CP-${String(id).padStart(6, '0')}`,
      borrower: { id: borrower.userId, name: 'Ada Lovelace' },
      email: borrower.email,
      state: 'acknowledged',
      acknowledge_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      summary_resolution_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      final_response_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      overdue: null,
    });
    t.clock.advance(9 * 7 * DAY);
    // Weeks later the morning's sign-in has long lapsed: a colleague signs in afresh.
    const servicing = await staffMember(t, { role: 'servicing' });
    expect((await queue('complaints', servicing.token)).find((item) => item.id === id)).toMatchObject({ overdue: 'final_response' });
  });

  it('lists a loan whose first repayment went unpaid, with how many are missed and how much', async () => {
    const approver = await staffMember(t, { role: 'admin' });
    const { borrower, loanId } = await paidOutLoan(t, approver.token);
    expect(ids(await queue('arrears', approver.token), 'loan_id')).not.toContain(loanId);
    const loan = (await get(t.app, `/api/loan/${loanId}`, borrower.token)).json().data;
    const schedule = (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, borrower.token)).json().data;
    t.clock.advance(45 * DAY);

    const servicing = await staffMember(t, { role: 'servicing' });
    const listed = (await queue('arrears', servicing.token)).find((item) => item.loan_id === loanId);
    expect(listed).toEqual({
      loan_id: loanId,
      account_number: loan.reference,
      borrower: { id: borrower.userId, name: 'Ada Lovelace' },
      missed_count: 1,
      arrears_amount: schedule[0].payment,
      oldest_missed_due_date: schedule[0].due_date,
    });
  });
});
