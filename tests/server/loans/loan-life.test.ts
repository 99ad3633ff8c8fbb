import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepaymentTerms } from '../../../src-domain/loans/repayment/repayment-terms';
import { settlementFigure } from '../../../src-domain/loans/repayment/settlement-figure';
import { DocumentsRepository } from '../../../src-server/db/documents/documents.repository';
import { ProductsRepository } from '../../../src-server/db/products/products.repository';
import { LoanService } from '../../../src-server/http/loans/loan.service';
import { DocumentReviewService } from '../../../src-server/services/document-review.service';
import { bankHolidaysOf } from '../../../src-server/services/bank-holidays';
import { outboxFromConfig } from '../../../src-server/services/outbox/outbox-from-config';
import { NO_OUTGOINGS, completeBorrower as makeBorrower, example, uploadPassport } from '../support/borrower';
import { get, registerUser, send } from '../support/http-client';
import { signForLoan } from '../support/paid-out';
import { latestMessage } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const completeBorrower = (documents: 'approved' | 'pending' | 'none' = 'approved', employment: Record<string, unknown> = {}) =>
  makeBorrower(t.app, t.database, documents, employment);

const request = (bankId: number, overrides: Record<string, unknown> = {}) => ({ product_alias: 'personal-loan', amount: 300_000, term: 24, purpose: 'car', bank_id: bankId, consent: true, ...overrides });

/** Applies (decided at once: an offer, no money yet) and signs the offer as the borrower does; answers the loan it paid out. */
async function borrow(borrower: { token: string; bankId: number }, overrides: Record<string, unknown> = {}): Promise<number> {
  const filed = await send(t.app, 'POST', '/api/loans/request', request(borrower.bankId, overrides), { token: borrower.token });
  expect(filed.statusCode, filed.body).toBe(201);
  expect(filed.json().data).toMatchObject({ status: 'approved', loan_id: null, offer: { status: 'open' } });
  return signForLoan(t.app, t.database, borrower.token, filed.json().data.id);
}

describe('eligibility', () => {
  it('tells a borrower with an empty profile what to add, each with where to add it', async () => {
    const { token } = await registerUser(t.app);
    const response = await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'personal-loan', amount: 300_000, term: 24 }, { token });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.eligible).toBe(false);
    expect(data.reasons.map((r: { code: string }) => r.code)).toEqual(['DETAILS_MISSING', 'ADDRESS_MISSING', 'BANK_MISSING', 'EMPLOYMENT_MISSING', 'DOCUMENT_MISSING', 'DOCUMENT_MISSING', 'DOCUMENT_MISSING']);
    expect(data.reasons[0]).toEqual({ code: 'DETAILS_MISSING', message: 'Add your personal details, including your date of birth.', action: '/dashboard/my-details' });
    expect(data.quote.regular_payment).toBeGreaterThan(0);
  });

  it('with a complete profile says yes, and says how much is affordable when the amount is too much', async () => {
    const { token } = await completeBorrower();
    const yes = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'personal-loan', amount: 300_000, term: 24 }, { token })).json().data;
    expect(yes).toMatchObject({ eligible: true, reasons: [] });
    // £1,820.50 take-home less £950 declared outgoings; 40 % of the £870.50 left is £348.20 a month:
    // £25,000 over 12 months (≈ £2,226 a month) is too much.
    const no = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'personal-loan', amount: 2_500_000, term: 12 }, { token })).json().data;
    expect(no.eligible).toBe(false);
    expect(no.reasons[0].code).toBe('NOT_AFFORDABLE');
    expect(no.max_amount).toBeGreaterThan(350_000);
    expect(no.max_amount).toBeLessThan(400_000);
    expect(no.reasons[0].message).toContain('too much of what is left of your pay after your outgoings');
    expect(no.reasons[0].message).toContain(`you could borrow up to £${(no.max_amount / 100).toLocaleString('en-GB')}`);
  });
});

describe('eligibility reads the outgoings the borrower declares', () => {
  const check = async (token: string, amount: number) =>
    (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'personal-loan', amount, term: 12 }, { token })).json().data;

  it('lends against take-home pay less declared outgoings: declaring them through PUT /api/user_employments/{id} lowers the most a borrower can borrow', async () => {
    const { token } = await completeBorrower('approved', NO_OUTGOINGS);
    const employment = (await get(t.app, '/api/user_employments', token)).json().data[0];
    expect(employment.monthly_outgoings).toBeNull();
    // Nothing declared: 40 % of £1,820.50 is £728.20 a month, in the words borrowers have always read.
    const before = await check(token, 2_500_000);
    expect(before.max_amount).toBeGreaterThan(700_000);
    expect(before.reasons[0].message).toBe(`The repayments would take too much of your pay. Over this term you could borrow up to £${(before.max_amount / 100).toLocaleString('en-GB')}.`);

    const put = await send(t.app, 'PUT', `/api/user_employments/${employment.id}`, { ...example('/api/user_employments'), monthly_outgoings: 95_000 }, { token });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.monthly_outgoings).toBe(95_000);

    // £950 declared: 40 % of the £870.50 left is £348.20 a month.
    const after = await check(token, 2_500_000);
    expect(after.max_amount).toBeLessThan(before.max_amount);
    expect(after.reasons[0]).toMatchObject({ code: 'NOT_AFFORDABLE', action: null });
    expect(after.reasons[0].message).toBe(
      `The repayments would take too much of what is left of your pay after your outgoings. Over this term you could borrow up to £${(after.max_amount / 100).toLocaleString('en-GB')}.`,
    );
    // The most is the largest amount whose repayment fits £348.20 a month: one step more does not.
    const most = await check(token, after.max_amount);
    expect(most).toMatchObject({ eligible: true, reasons: [] });
    expect(most.quote.regular_payment).toBeLessThanOrEqual(34_820);
    const step = (await get(t.app, '/api/alias-product/personal-loan')).json().data.amount_step;
    expect((await check(token, after.max_amount + step)).reasons[0].code).toBe('NOT_AFFORDABLE');

    // Outgoings above take-home pay are accepted: then nothing is affordable, and the answer says why.
    const over = await send(t.app, 'PUT', `/api/user_employments/${employment.id}`, { ...example('/api/user_employments'), monthly_outgoings: 200_000 }, { token });
    expect(over.statusCode).toBe(200);
    const none = await check(token, 100_000);
    expect(none).toMatchObject({ eligible: false, max_amount: null });
    expect(none.reasons[0].message).toBe('The repayments would take too much of what is left of your pay after your outgoings, even for our smallest loan.');

    // Clearing the declaration (null) restores the limit on take-home pay alone.
    await send(t.app, 'PUT', `/api/user_employments/${employment.id}`, { ...example('/api/user_employments'), monthly_outgoings: null }, { token });
    expect((await check(token, 2_500_000)).max_amount).toBe(before.max_amount);
  });

  it('takes the shares from the lender’s configuration', async () => {
    const strict = await createTestApp({ affordability: { monthlyShare: '0.2', singleShare: '0.5' } });
    try {
      const { token } = await makeBorrower(strict.app, strict.database, 'approved', NO_OUTGOINGS);
      const ask = { product_alias: 'personal-loan', amount: 2_500_000, term: 12 };
      const defaultMax = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', ask, { token: (await completeBorrower('approved', NO_OUTGOINGS)).token })).json().data.max_amount;
      const strictMax = (await send(strict.app, 'POST', '/api/v1/loan/check_eligibility', ask, { token })).json().data.max_amount;
      // 20 % instead of 40 % of the same £1,820.50: about half as much.
      expect(strictMax).toBeLessThan(defaultMax / 2 + 10_000);
      expect(strictMax).toBeGreaterThan(defaultMax / 2 - 10_000);
    } finally {
      await strict.close();
    }
  });
});

describe('eligibility reads documents and what the borrower already owes', () => {
  it('names each missing document with where to upload it; uploaded but unchecked ones let the borrower apply and the decision wait', async () => {
    const none = await completeBorrower('none');
    const missing = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'personal-loan', amount: 300_000, term: 24 }, { token: none.token })).json().data;
    expect(missing.eligible).toBe(false);
    expect(missing.reasons).toEqual([
      { code: 'DOCUMENT_MISSING', message: 'Upload your proof of address.', action: '/dashboard/documents' },
      { code: 'DOCUMENT_MISSING', message: 'Upload your payslip.', action: '/dashboard/documents' },
      { code: 'DOCUMENT_MISSING', message: 'Upload your bank statement.', action: '/dashboard/documents' },
    ]);
    expect((await send(t.app, 'POST', '/api/loans/request', request(none.bankId), { token: none.token })).statusCode).toBe(422);

    const pending = await completeBorrower('pending');
    const waiting = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'personal-loan', amount: 300_000, term: 24 }, { token: pending.token })).json().data;
    expect(waiting).toMatchObject({ eligible: true, reasons: [], awaiting_documents: ['Proof of address', 'Payslip', 'Bank statement'] });
    const filed = (await send(t.app, 'POST', '/api/loans/request', request(pending.bankId), { token: pending.token })).json().data;
    expect(filed).toMatchObject({ status: 'in_review', loan_id: null });
    expect(filed.decision_reason).toBe('We will decide as soon as we have checked your proof of address, payslip and bank statement, usually within one working day.');

    // The lender's review: a person approves each document; the last approval lets the rules decide (auto mode).
    const loans = new LoanService({ db: t.database.db, products: new ProductsRepository(t.database.db), pricing: t.config.pricing, affordability: t.config.affordability, clock: t.clock, underwriting: 'auto', notify: async () => undefined });
    await expect(loans.approve(filed.id, 'Looks fine')).rejects.toThrow(/needs an approved proof of address, payslip and bank statement first/);
    const reviews = new DocumentReviewService(t.database.db, t.app.notifications, outboxFromConfig(t.config.outbox, t.clock), t.clock, (userId) => loans.reconsider(userId));
    await reviews.review(pending.documents['proof-of-address'], 'approved', null);
    await reviews.review(pending.documents.payslip, 'approved', null);
    expect((await get(t.app, `/api/loan_requests/open`, pending.token)).json().data[0]).toMatchObject({ id: filed.id, status: 'in_review' });
    await reviews.review(pending.documents['bank-statement'], 'approved', null);
    // The decision is an offer: the money moves when the borrower signs it.
    const decided = (await get(t.app, '/api/loan_requests', pending.token)).json().data[0];
    expect(decided).toMatchObject({ id: filed.id, status: 'approved', loan_id: null, offer: { status: 'open' } });
    // Signing also needs a proof of identity the reviewer matched to the borrower.
    await reviews.review(await uploadPassport(t.app, pending.token), 'approved', null, { identityConfirmed: true });
    const loanId = await signForLoan(t.app, t.database, pending.token, filed.id);
    const paid = (await get(t.app, '/api/loan_requests', pending.token)).json().data[0];
    expect(paid).toMatchObject({ id: filed.id, status: 'disbursed', loan_id: loanId });
    expect(loanId).toBeGreaterThan(0);
  });

  it('a rejected document must be replaced before applying', async () => {
    const borrower = await completeBorrower('pending');
    await new DocumentsRepository(t.database.db).review(borrower.documents.payslip, 'rejected', 'The photo is blurred', t.clock.now());
    const answer = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'personal-loan', amount: 300_000, term: 24 }, { token: borrower.token })).json().data;
    expect(answer.reasons).toEqual([{ code: 'DOCUMENT_NOT_ACCEPTED', message: 'Your payslip was not accepted: upload a new one.', action: '/dashboard/documents' }]);
  });

  it('counts the repayments of active loans and open requests against the affordable share of pay', async () => {
    const fresh = await completeBorrower();
    const ask = { product_alias: 'debt-consolidation-loan', amount: 2_500_000, term: 24 };
    const before = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', ask, { token: fresh.token })).json().data;
    const loanId = await borrow(fresh);
    const firstPayment = (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, fresh.token)).json().data[0].payment;
    const after = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', ask, { token: fresh.token })).json().data;
    expect(after.max_amount).toBeLessThan(before.max_amount);
    expect(after.reasons[0].message).toContain('with what you already repay us');
    // The limit fell by about what £{firstPayment} a month would have borrowed over 24 months: more than 20 payments' worth.
    expect(before.max_amount - after.max_amount).toBeGreaterThan(firstPayment * 20);
  });
});

describe('the life of a loan', () => {
  it('request → decided at once → paid out: the loan, its schedule from the quote, its account, and the notifications', async () => {
    const { token, bankId, email } = await completeBorrower();
    const created = await send(t.app, 'POST', '/api/loans/request', request(bankId), { token, headers: { 'idempotency-key': 'life-1' } });
    expect(created.statusCode).toBe(201);
    const requested = created.json().data;
    // The decision is an offer: nothing is lent until the borrower signs it.
    expect(requested).toMatchObject({ reference: `KC-${String(requested.id).padStart(6, '0')}`, product_alias: 'personal-loan', amount: 300_000, term: 24, status: 'approved', loan_id: null, offer: { status: 'open' } });
    expect(requested.history.map((h: { status: string }) => h.status)).toEqual(['submitted', 'approved']);
    expect((await get(t.app, '/api/loan/user_loans', token)).json().data).toEqual([]);
    expect((await get(t.app, '/api/v1/accounts', token)).json().total).toBe(0);

    const loanId = await signForLoan(t.app, t.database, token, requested.id);
    const paidOut = (await get(t.app, '/api/loan_requests', token)).json().data[0];
    expect(paidOut).toMatchObject({ id: requested.id, status: 'disbursed', loan_id: loanId, offer: { status: 'signed' } });
    expect(paidOut.history.map((h: { status: string }) => h.status)).toEqual(['submitted', 'approved', 'disbursed']);
    expect(loanId).toBeGreaterThan(0);

    const loan = (await get(t.app, `/api/loan/${loanId}`, token)).json().data;
    expect(loan).toMatchObject({ principal: 300_000, term: 24, status: 'active', balance: 300_000, instalments_paid: 0, instalments_total: 24, annual_rate: '0.129' });
    expect(loan.reference).toMatch(/^KC\d{8}$/);
    const schedule = (await get(t.app, `/api/v1/loan/amortizations/${loan.id}`, token)).json().data;
    expect(schedule).toHaveLength(24);
    expect(schedule.reduce((sum: number, row: { principal: number }) => sum + row.principal, 0)).toBe(300_000);
    expect(loan.next_due).toMatchObject({ number: 1, due_date: schedule[0].due_date, amount: schedule[0].payment });

    const accounts = (await get(t.app, '/api/v1/accounts', token)).json();
    expect(accounts).toMatchObject({ current_page: 1, total: 1, last_page: 1 });
    expect(accounts.data[0]).toMatchObject({ loan_id: loan.id, status: 'open', balance: 300_000, number_masked: `••••${loan.reference.slice(-4)}` });

    const inbox = (await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data.map((n: { type: string }) => n.type.split('\\').pop());
    expect(inbox).toEqual(expect.arrayContaining(['LoanRequestSubmitted', 'LoanRequestApproved', 'LoanDisbursed']));
    // The same news by e-mail, in the notification's words.
    const mail = await latestMessage(t.config.outbox.dir, email, 'loan-disbursed');
    expect(mail.subject).toBe('Money on its way');
    // The date as people read it (29 December 2026), not as the data carries it.
    const firstDue = new Date(`${schedule[0].due_date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(mail.text).toContain(`We have paid £3,000 to your bank account. Your first payment is due on ${firstDue}.`);

    // The same Idempotency-Key replays the answer rather than asking (and lending) twice.
    const replay = await send(t.app, 'POST', '/api/loans/request', request(bankId), { token, headers: { 'idempotency-key': 'life-1' } });
    expect(replay.json().data.id).toBe(requested.id);
    expect((await get(t.app, '/api/loan_requests', token)).json().total).toBe(1);
    expect((await get(t.app, '/api/loan/user_loans', token)).json().data).toHaveLength(1);
  });

  it('repayments count toward the oldest instalment first; settling early costs the principal and the interest of the days borrowed, nothing more', async () => {
    const { token, bankId } = await completeBorrower();
    const loanId = await borrow({ token, bankId }, { amount: 120_000, term: 12 });
    const service = new LoanService({ db: t.database.db, products: new ProductsRepository(t.database.db), pricing: t.config.pricing, affordability: t.config.affordability, clock: t.clock, underwriting: 'auto', notify: async () => undefined });
    const schedule = (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, token)).json().data;

    await service.recordPayment(loanId, schedule[0].payment + 1_000);
    const afterOne = (await get(t.app, `/api/loan/${loanId}`, token)).json().data;
    // Paid on the day of pay-out, so no interest had run yet: every penny of it came off what she owes (issue 26).
    expect(afterOne).toMatchObject({ instalments_paid: 1, balance: 120_000 - schedule[0].payment - 1_000, paid_total: schedule[0].payment + 1_000 });
    expect((await get(t.app, `/api/v1/loan/paid_amortization/${loanId}`, token)).json().data.map((r: { number: number }) => r.number)).toEqual([1]);
    expect((await get(t.app, `/api/v1/loan/pending_amortization/${loanId}`, token)).json().data).toHaveLength(11);

    const mid = schedule[1].due_date; // on the second due date, a whole period of interest has accrued
    const settlement = (await get(t.app, `/api/loan/${loanId}/settlement?date=${mid}`, token)).json().data;
    // Issue 26: the payment on the day of pay-out bore no interest, so it all reduced the principal that day;
    // the figure is the domain's interest rule (ADR 0043), not the old "one whole period accrued" reading.
    const loan = (await get(t.app, `/api/loan/${loanId}`, token)).json().data;
    const terms: RepaymentTerms = {
      principalMinor: loan.financed_principal,
      annualRate: loan.annual_rate,
      dayCount: 'monthly',
      startDate: loan.start_date,
      aprPercent: loan.apr,
      instalments: schedule.map((r: { due_date: string; payment: number }) => ({ dueDate: r.due_date, paymentMinor: r.payment })),
    };
    const expected = settlementFigure(terms, [{ date: loan.start_date, amountMinor: schedule[0].payment + 1_000 }], mid);
    expect(settlement).toMatchObject({ as_of: mid, outstanding_principal: expected.principalOwedMinor, accrued_interest: expected.interestAccruedMinor, fees_due: 0, total: expected.figureMinor });
    expect(settlement.outstanding_principal).toBe(120_000 - schedule[0].payment - 1_000);
    const remaining = schedule.slice(1).reduce((sum: number, r: { payment: number }) => sum + r.payment, 0);
    expect(settlement.total).toBeLessThan(remaining);

    await service.settle(loanId, mid);
    expect((await get(t.app, `/api/loan/${loanId}`, token)).json().data).toMatchObject({ status: 'settled', balance: 0, next_due: null });
  });

  it('refuses a second open request (409), a withdrawal after the decision (409), and an ineligible request (422 with the reasons)', async () => {
    const { token: bare } = await registerUser(t.app);
    const { bankId: otherBank } = await completeBorrower();
    const refused = await send(t.app, 'POST', '/api/loans/request', request(otherBank), { token: bare });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ bank_id: ['Choose one of your bank accounts.'] });

    const manual = await createTestApp({ underwriting: 'manual' });
    try {
      const { token, bankId } = await makeBorrower(manual.app, manual.database);
      const first = (await send(manual.app, 'POST', '/api/loans/request', request(bankId), { token })).json().data;
      expect(first.status).toBe('in_review');
      const second = await send(manual.app, 'POST', '/api/loans/request', request(bankId), { token });
      expect(second.statusCode).toBe(409);
      expect((await get(manual.app, '/api/loan_requests/open', token)).json().data).toHaveLength(1);

      const withdrawn = await send(manual.app, 'POST', `/api/loan_requests/${first.id}/withdraw`, undefined, { token });
      expect(withdrawn.json().data.status).toBe('withdrawn');
      expect((await send(manual.app, 'POST', `/api/loan_requests/${first.id}/withdraw`, undefined, { token })).statusCode).toBe(409);
      expect((await get(manual.app, '/api/loan_requests/withdrawn', token)).json().total).toBe(1);
    } finally {
      await manual.close();
    }
  });

  it('never shows one borrower another’s request or loan, and answers unknown lists and filters plainly', async () => {
    const owner = await completeBorrower();
    const loanId = await borrow(owner);
    const { token: stranger } = await registerUser(t.app);
    for (const url of [`/api/loan/${loanId}`, `/api/v1/loan/amortizations/${loanId}`, `/api/loan/${loanId}/settlement`]) {
      const response = await get(t.app, url, stranger);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await get(t.app, '/api/loan_requests', stranger)).json().total).toBe(0);
    expect((await get(t.app, '/api/loan_requests/lost', stranger)).statusCode).toBe(404);
    expect((await get(t.app, '/api/v1/accounts?filters[colour]=red', stranger)).statusCode).toBe(422);
    expect((await get(t.app, '/api/loan/abc', stranger)).statusCode).toBe(404);
  });
});

describe('servicing', () => {
  it('reminds three days before a payment once, then records a missed payment once with the late fee', async () => {
    const { token: firstToken, bankId, email, password } = await completeBorrower();
    const loanId = await borrow({ token: firstToken, bankId }, { amount: 120_000, term: 12 });
    const service = new LoanService({ db: t.database.db, products: new ProductsRepository(t.database.db), pricing: t.config.pricing, affordability: t.config.affordability, clock: t.clock, underwriting: 'auto', notify: (userId, type, data) => t.app.notifications.notify(userId, type, data).then(() => undefined) });
    const first = (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, firstToken)).json().data[0];
    const start = t.clock.now().getTime();
    const until = (date: string) => Date.parse(`${date}T09:00:00Z`) - t.clock.now().getTime();

    t.clock.advance(until(first.due_date) - 2 * 86_400_000);
    // Every borrower of this app whose payment falls then is reminded, this one among them; only once.
    expect((await service.service()).reminded).toBeGreaterThanOrEqual(1);
    expect((await service.service()).reminded).toBe(0);

    t.clock.advance(3 * 86_400_000);
    expect((await service.service()).missed).toBeGreaterThanOrEqual(1);
    expect((await service.service()).missed).toBe(0);
    // A month on, the first sign-in has expired: sign in again, as the borrower would.
    const token = (await send(t.app, 'POST', '/api/login', { email, password })).json().data.token;
    const loan = (await get(t.app, `/api/loan/${loanId}`, token)).json().data;
    expect(loan.next_due).toMatchObject({ number: 1, amount: first.payment + 1_200, status: 'overdue' });
    const inbox = (await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data.map((n: { type: string }) => n.type.split('\\').pop());
    expect(inbox).toEqual(expect.arrayContaining(['InstalmentDueSoon', 'InstalmentMissed']));
    t.clock.advance(start - t.clock.now().getTime());
  });

  it('a payment due on Christmas Day is late only after the next working day: no late fee over the holiday', async () => {
    const start = t.clock.now().getTime();
    const at = (date: string) => t.clock.advance(Date.parse(`${date}T09:00:00Z`) - t.clock.now().getTime());
    at('2026-11-25'); // a month before Christmas Day 2026, a Friday; Boxing Day's holiday moves to Monday 28th
    const { token, bankId, email, password } = await completeBorrower();
    const loanId = await borrow({ token, bankId }, { amount: 120_000, term: 12 });
    const first = (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, token)).json().data[0];
    expect(first.due_date).toBe('2026-12-25');
    const service = new LoanService({ db: t.database.db, products: new ProductsRepository(t.database.db), pricing: t.config.pricing, affordability: t.config.affordability, clock: t.clock, underwriting: 'auto', notify: async () => undefined, bankHolidays: bankHolidaysOf('GB-ENG') });
    // A month on, the first sign-in has expired: the borrower signs in again each time they look.
    const nextDue = async () => {
      const fresh = (await send(t.app, 'POST', '/api/login', { email, password })).json().data.token;
      return (await get(t.app, `/api/loan/${loanId}`, fresh)).json().data.next_due;
    };

    for (const day of ['2026-12-26', '2026-12-28', '2026-12-29']) {
      at(day);
      await service.service();
      expect(await nextDue(), day).toMatchObject({ number: 1, amount: first.payment, status: 'due' });
    }
    at('2026-12-30');
    await service.service();
    expect(await nextDue()).toMatchObject({ number: 1, amount: first.payment + 1_200, status: 'overdue' });
    t.clock.advance(start - t.clock.now().getTime());
  });
});
