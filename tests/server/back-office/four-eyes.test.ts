import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../src-server/config/server-config';
import { get, send } from '../support/http-client';
import { lenderOn } from '../support/lender-harness';
import { staffMember, type StaffMember } from '../support/staff';
import { createTestApp, type TestApp } from '../support/test-app';
import { auditOf, waitingRequest } from './action-fixtures';

let t: TestApp;
let priya: StaffMember;
let omar: StaffMember;

beforeAll(async () => {
  // The default limit: requests for more than £5,000 need two people.
  t = await createTestApp({ underwriting: 'manual' });
  priya = await staffMember(t, { role: 'underwriter', name: 'Priya Shah' });
  omar = await staffMember(t, { role: 'admin', name: 'Omar Haddad' });
});
afterAll(() => t.close());

function approve(staff: StaffMember, requestId: number) {
  return send(t.app, 'POST', `/api/v1/back-office/requests/${requestId}/approve`, {}, { token: staff.token });
}

async function requestOf(token: string, id: number) {
  return (await get(t.app, '/api/loan_requests', token)).json().data.find((r: { id: number }) => r.id === id);
}

async function offersOf(requestId: number): Promise<number> {
  return (await t.database.db.selectFrom('loan_offers').select('id').where('request_id', '=', requestId).execute()).length;
}

describe('four eyes on large requests', () => {
  it('reads FOUR_EYES_ABOVE_POUNDS in whole pounds, £5,000 when unset', () => {
    expect(configFromEnv({}).backOffice.fourEyesAboveMinor).toBe(500_000);
    expect(configFromEnv({ FOUR_EYES_ABOVE_POUNDS: '10000' }).backOffice.fourEyesAboveMinor).toBe(1_000_000);
    expect(() => configFromEnv({ FOUR_EYES_ABOVE_POUNDS: '5000.50' })).toThrow(/FOUR_EYES_ABOVE_POUNDS must be a whole number of pounds/);
  });

  it('lets one person approve a request at the limit', async () => {
    const { requestId } = await waitingRequest(t, 500_000);
    const approved = await approve(priya, requestId);
    expect(approved.json().data).toEqual({ status: 'offered', offer_id: expect.any(Number) });
  });

  it('above the limit, the first approval waits for a second person; the same person twice is refused; the second makes the offer', async () => {
    const { borrower, requestId } = await waitingRequest(t, 600_000);
    const first = await approve(priya, requestId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ status: 'first_approval', approvals_needed: 1 });
    expect(await requestOf(borrower.token, requestId)).toMatchObject({ status: 'in_review', offer: null });
    expect((await auditOf(t, borrower.userId, 'request.first_approval'))[0]).toMatchObject({ actorName: 'Priya Shah (underwriter)', after: { approvals: 1 } });

    const twice = await approve(priya, requestId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/a second person must approve it/);
    expect(await offersOf(requestId)).toBe(0);

    const second = await approve(omar, requestId);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toEqual({ status: 'offered', offer_id: expect.any(Number) });
    expect(await requestOf(borrower.token, requestId)).toMatchObject({ status: 'approved', offer: { id: second.json().data.offer_id } });
    expect((await auditOf(t, borrower.userId, 'request.approve'))[0]).toMatchObject({ actorName: 'Omar Haddad (admin)', after: { status: 'approved', offer_id: second.json().data.offer_id, approvals: 2 } });
  });

  it('needs one person to decline, even after a first approval', async () => {
    const { borrower, requestId } = await waitingRequest(t, 600_000);
    expect((await approve(priya, requestId)).json().data.status).toBe('first_approval');
    const declined = await send(t.app, 'POST', `/api/v1/back-office/requests/${requestId}/decline`, { reason: 'The bank statement shows a new loan elsewhere.' }, { token: omar.token });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await requestOf(borrower.token, requestId)).toMatchObject({ status: 'declined' });
    expect((await approve(omar, requestId)).statusCode).toBe(409);
  });

  it('makes exactly one offer from 20 approvals at once by two people', async () => {
    const { requestId } = await waitingRequest(t, 600_000);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => approve(index % 2 === 0 ? priya : omar, requestId)));
    const statuses = answers.map((answer) => (answer.statusCode === 200 ? answer.json().data.status : answer.statusCode));
    expect(statuses.filter((status) => status === 'first_approval')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'offered')).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    expect(await offersOf(requestId)).toBe(1);
  });

  it('refuses `lender approve` above the limit without --as: the shell is not a second person', async () => {
    const lender = lenderOn(t);
    const { borrower, requestId } = await waitingRequest(t, 600_000);
    const bare = await lender('approve', String(requestId));
    expect(bare.code).toBe(2);
    expect(bare.printed).toMatch(/two people approve it\. Name who approves with --as <staff e-mail>/);

    const first = await lender('approve', String(requestId), '--as', priya.email);
    expect(first).toMatchObject({ code: 0 });
    expect(first.printed).toMatch(/first of two approvals recorded/);
    expect((await lender('approve', String(requestId), '--as', priya.email)).code).toBe(2);
    const second = await lender('approve', String(requestId), '--as', omar.email);
    expect(second).toMatchObject({ code: 0 });
    expect(second.printed).toMatch(/approved: offer \d+ waits for the borrower's signature/);
    expect(await requestOf(borrower.token, requestId)).toMatchObject({ status: 'approved' });
  });
});
