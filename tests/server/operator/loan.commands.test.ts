import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { lenderOn } from '../support/lender-harness';
import { NO_OUTGOINGS, completeBorrower } from '../support/borrower';
import { get, send } from '../support/http-client';
import { signForLoan } from '../support/paid-out';
import { UsersRepository } from '../../../src-server/db/users.repository';

let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
beforeAll(async () => {
  t = await createTestApp();
  lender = lenderOn(t);
});
afterAll(() => t.close());

/** A staff account as `lender staff add` leaves it: the shell only names them with --as. */
async function staffAccount(email: string, staffRole: 'underwriter' | 'admin') {
  return new UsersRepository(t.database.db).create({ firstName: 'Sam', lastName: staffRole, email, phone: '', passwordHash: 'unusable', role: 'staff', staffRole }, t.clock.now());
}

describe('npm run lender -- <loan command>', () => {
  it('lists a large request waiting for a person, approves it, takes a repayment and settles the loan', async () => {
    const { token, bankId } = await completeBorrower(t.app, t.database, 'approved', NO_OUTGOINGS);
    const request = (await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 2_000_000, term: 60, purpose: 'home_improvement', bank_id: bankId, consent: true }, { token })).json().data;
    expect(request.status).toBe('in_review');

    expect((await lender('requests')).printed).toContain(request.reference);
    // Above the four-eyes limit (£5,000) the shell names two people (ADR 0042).
    expect(await lender('approve', String(request.id))).toMatchObject({ code: 2 });
    const [first, second] = [await staffAccount('ua@kestrel.test', 'underwriter'), await staffAccount('ub@kestrel.test', 'admin')];
    expect((await lender('approve', String(request.id), '--as', first.email)).printed).toMatch(/first of two approvals recorded/);
    const approved = await lender('approve', String(request.id), '--as', second.email);
    expect(approved).toMatchObject({ code: 0 });
    // The decision is an offer: nothing is paid out until the borrower signs (14 days from the test clock's 22 November 2026, 10:00).
    expect(approved.printed).toMatch(new RegExp(`^${request.reference} approved: offer \\d+ waits for the borrower's signature until 6 December 2026\\.\n$`));
    const offerId = Number(/offer (\d+)/.exec(approved.printed)![1]);
    expect((await get(t.app, '/api/loan/user_loans', token)).json().data).toEqual([]);
    expect((await lender('requests')).printed).not.toContain(request.reference);

    const listed = (await lender('offers')).printed;
    expect(listed).toMatch(new RegExp(`^${offerId}\\s+${request.reference}\\s+\\d+\\s+£20,000\\s+22 November 2026, 10:00\\s+6 December 2026, 10:00\\s+not yet\\s+verified$`, 'm'));

    const loanId = await signForLoan(t.app, t.database, token, request.id);
    expect((await lender('offers')).printed).toBe('No offers are waiting for a signature.\n');
    expect((await get(t.app, '/api/loan_requests', token)).json().data[0]).toMatchObject({ id: request.id, status: 'disbursed', loan_id: loanId });

    const paid = await lender('pay', String(loanId), '500');
    expect(paid.printed).toMatch(/^Applied £500; £[\d,.]+ principal left; the loan is active\./);
    const settled = await lender('settle', String(loanId));
    expect(settled.printed).toMatch(/^Settled on \d{4}-\d\d-\d\d for £[\d,.]+/);
    expect((await get(t.app, `/api/loan/${loanId}`, token)).json().data.status).toBe('settled');
  });

  it('will not approve a request until the documents its product needs are approved, and an approval of the last one decides it', async () => {
    const { token, bankId, documents } = await completeBorrower(t.app, t.database, 'pending');
    const request = (await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 400_000, term: 24, purpose: 'car', bank_id: bankId, consent: true }, { token })).json().data;
    expect(request.status).toBe('in_review');
    expect(await lender('approve', String(request.id))).toEqual({ code: 2, printed: `Request ${request.reference} needs an approved proof of address, payslip and bank statement first (pending, pending, pending).\n` });
    for (const id of Object.values(documents)) expect((await lender('approve-document', String(id))).code).toBe(0);
    // auto mode (the default): the last approval let the rules decide; the decision is an offer, and no money moved.
    const decided = (await get(t.app, '/api/loan_requests', token)).json().data[0];
    expect(decided).toMatchObject({ id: request.id, status: 'approved', loan_id: null, offer: { status: 'open' } });
    expect((await get(t.app, '/api/loan/user_loans', token)).json().data).toEqual([]);
    expect((await lender('offers')).printed).toMatch(new RegExp(`^${decided.offer.id}\\s+${request.reference}\\s.*\\snot yet\\s+not yet$`, 'm'));
  });

  it('answers a mistake in words with exit code 2', async () => {
    expect(await lender('approve', 'twelve')).toEqual({ code: 2, printed: expect.stringContaining('Give the request id as a whole number') });
    expect(await lender('pay', '999999', '10')).toEqual({ code: 2, printed: 'There is no loan 999999.\n' });
    expect(await lender('decline', '1')).toMatchObject({ code: 2, printed: expect.stringContaining('Say why with --reason') });
  });
});

describe('npm run lender -- products | quote', () => {
  it('lists the catalogue with representative APRs, and prices a payday loan to the penny', async () => {
    const listed = await lender('products');
    expect(listed.printed).toContain('payday-loan');
    expect(listed.printed).toContain('1,269.7%');
    const quoted = await lender('quote', 'payday-loan', '100', '30', '--start', '2026-03-02');
    expect(quoted.code).toBe(0);
    expect(quoted.printed).toContain('2026-04-01');
    expect(quoted.printed).toContain('Total cost of credit £24; total repayable £124; APR 1,269.7%.');
    expect(await lender('quote', 'payday-loan', '5', '30')).toMatchObject({ code: 2, printed: expect.stringContaining('Choose an amount from £100 to £1,000.') });
  });
});
