import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../../src-server/db/database.factory';
import { ProductsRepository } from '../../../src-server/db/products/products.repository';
import { LoanService } from '../../../src-server/http/loans/loan.service';
import { testEngine } from '../../support/test-database';
import { completeBorrower, type Borrower } from '../support/borrower';
import { get, send } from '../support/http-client';
import { signForLoan } from '../support/paid-out';
import { secondInstance, type SecondInstance } from '../support/second-instance';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 22: every check-then-write that moves money or counts against a limit holds when twenty
 * callers arrive at once, spread over two API instances on one database (on PostgreSQL, two pools).
 * Each race runs five times on a fresh borrower. The losers get the answer a later caller would.
 */
const PARALLEL = 20;
const ROUNDS = 5;

let t: TestApp;
let other: SecondInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await secondInstance(t);
}, 60_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** Instance 1 for the even callers, instance 2 for the odd ones. */
const appFor = (caller: number) => (caller % 2 === 0 ? t.app : other.app);

/** The back office's loan service on either instance's database, recording what it tells borrowers. */
function operatorService(database: AppDatabase, told: string[], underwriting: 'auto' | 'manual' = 'auto'): LoanService {
  return new LoanService({
    db: database.db,
    products: new ProductsRepository(database.db),
    pricing: t.config.pricing,
    affordability: t.config.affordability,
    clock: t.clock,
    underwriting,
    notify: async (_userId, type) => void told.push(type.split('\\').pop()!),
  });
}

const shortTerm = (bankId: number, amount: number) => ({ product_alias: 'payday-loan', amount, term: 30, purpose: 'unexpected_bill', bank_id: bankId, consent: true });
const personal = (bankId: number, amount: number) => ({ product_alias: 'personal-loan', amount, term: 24, purpose: 'car', bank_id: bankId, consent: true });

/** The most the rules would lend this borrower now for the short-term loan. */
async function affordableShortTerm(borrower: Borrower): Promise<number> {
  const answer = await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'payday-loan', amount: 100_000, term: 30 }, { token: borrower.token });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.max_amount;
}

async function loansOf(borrower: Borrower, app = t.app): Promise<{ id: number; principal: number }[]> {
  return (await get(app, '/api/loan/user_loans', borrower.token)).json().data;
}

/** The borrower's requests with an offer (a decision to lend): what a race may make at most one of. */
async function offeredRequests(borrower: Borrower, app = t.app): Promise<{ id: number; status: string; offer: { id: number; status: string } | null }[]> {
  return (await get(app, '/api/loan_requests', borrower.token)).json().data.filter((r: { offer: unknown }) => r.offer !== null);
}

/** A personal loan of `amount`, decided at once and paid out when the borrower signs its offer: the loan's id. */
async function signedLoan(borrower: Borrower, amount: number): Promise<number> {
  const request = (await send(t.app, 'POST', '/api/loans/request', personal(borrower.bankId, amount), { token: borrower.token })).json().data;
  return signForLoan(t.app, t.database, borrower.token, request.id);
}

describe(`money under concurrency on ${testEngine}, two instances (issue 22)`, () => {
  it(`${PARALLEL} parallel applications: at most one request is created and offered, and its signature pays out within the affordability limit`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const borrower = await completeBorrower(t.app, t.database);
      const limit = await affordableShortTerm(borrower);
      // More than half the limit: one such loan is affordable, two are not.
      const amount = Math.ceil((limit * 0.6) / 1_000) * 1_000;
      expect(amount * 2).toBeGreaterThan(limit);

      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, caller) => send(appFor(caller), 'POST', '/api/loans/request', shortTerm(borrower.bankId, amount), { token: borrower.token })),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      // Everyone else hears what a sequential second caller hears: not affordable now (422) or already open (409).
      expect(statuses.filter((s) => s !== 201).every((s) => s === 422 || s === 409), statuses.join(' ')).toBe(true);
      // One offer, and no money until it is signed.
      expect(await offeredRequests(borrower)).toHaveLength(1);
      expect(await loansOf(borrower)).toHaveLength(0);
      const winner = answers.find((a) => a.statusCode === 201)!.json().data;
      await signForLoan(t.app, t.database, borrower.token, winner.id);
      const loans = await loansOf(borrower);
      expect(loans).toHaveLength(1);
      expect(loans.reduce((sum, loan) => sum + loan.principal, 0)).toBeLessThanOrEqual(limit);
      const requests = (await get(t.app, '/api/loan_requests', borrower.token)).json();
      expect(requests.total ?? requests.data.length).toBe(1);
    }
  });

  it(`${PARALLEL} parallel applications for two products: what is offered, and paid out at signing, never exceeds what the borrower can afford`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const borrower = await completeBorrower(t.app, t.database);
      const limit = await affordableShortTerm(borrower);
      const amount = Math.ceil((limit * 0.6) / 1_000) * 1_000;
      // Half the callers ask for the short-term loan and half for the largest personal loan the rules allow alone.
      const personalLimit = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'personal-loan', amount: 1_400_000, term: 24 }, { token: borrower.token })).json().data.max_amount;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, caller) =>
          send(appFor(caller), 'POST', '/api/loans/request', caller % 4 < 2 ? shortTerm(borrower.bankId, amount) : personal(borrower.bankId, Math.floor(personalLimit / 1_000) * 1_000), { token: borrower.token }),
        ),
      );
      expect(answers.every((a) => [201, 409, 422].includes(a.statusCode)), answers.map((a) => a.statusCode).join(' ')).toBe(true);
      // Each product's full limit was asked for, so only one offer can fit: whichever came first (an open offer counts).
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      const offered = await offeredRequests(borrower);
      expect(offered).toHaveLength(1);
      expect((await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'payday-loan', amount, term: 30 }, { token: borrower.token })).json().data.eligible).toBe(false);
      await signForLoan(t.app, t.database, borrower.token, offered[0].id);
      expect(await loansOf(borrower)).toHaveLength(1);
      // And after it, the rules themselves say there is no room left for the other.
      expect((await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'payday-loan', amount, term: 30 }, { token: borrower.token })).json().data.eligible).toBe(false);
    }
  });

  it(`${PARALLEL} parallel sends of one application with one Idempotency-Key: one request, every answer about it`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const borrower = await completeBorrower(t.app, t.database);
      const key = `race-${round}-${borrower.bankId}`;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, caller) => send(appFor(caller), 'POST', '/api/loans/request', personal(borrower.bankId, 120_000), { token: borrower.token, headers: { 'idempotency-key': key } })),
      );
      // The first is processed; a repeat while it runs hears 409 "still being processed", one after it gets the same answer again.
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409), answers.map((a) => a.statusCode).join(' ')).toBe(true);
      const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json().data.id));
      expect(ids.size).toBe(1);
      expect(await offeredRequests(borrower)).toHaveLength(1);
      await signForLoan(t.app, t.database, borrower.token, [...ids][0]);
      expect(await loansOf(borrower)).toHaveLength(1);
    }
  });

  it(`${PARALLEL} parallel withdrawals of one request: one withdraws it, the rest hear it is already decided`, async () => {
    const manual = await createTestApp({ underwriting: 'manual' });
    const manualOther = await secondInstance(manual);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const borrower = await completeBorrower(manual.app, manual.database);
        const request = (await send(manual.app, 'POST', '/api/loans/request', personal(borrower.bankId, 300_000), { token: borrower.token })).json().data;
        expect(request.status).toBe('in_review');
        const answers = await Promise.all(
          Array.from({ length: PARALLEL }, (_, caller) => send(caller % 2 ? manualOther.app : manual.app, 'POST', `/api/loan_requests/${request.id}/withdraw`, undefined, { token: borrower.token })),
        );
        expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
        expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(PARALLEL - 1);
        const after = (await get(manual.app, `/api/loan_requests/withdrawn`, borrower.token)).json().data[0];
        expect(after.history.filter((h: { status: string }) => h.status === 'withdrawn')).toHaveLength(1);
      }
    } finally {
      await manualOther.close();
      await manual.close();
    }
  });

  it(`${PARALLEL} parallel decisions on one request (approvals, a decline, a withdrawal): one outcome, at most one offer, and at most one loan once signed`, async () => {
    const manual = await createTestApp({ underwriting: 'manual' });
    const manualOther = await secondInstance(manual);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const borrower = await completeBorrower(manual.app, manual.database);
        const request = (await send(manual.app, 'POST', '/api/loans/request', personal(borrower.bankId, 300_000), { token: borrower.token })).json().data;
        const told: string[] = [];
        const services = [operatorService(manual.database, told, 'manual'), operatorService(manualOther.database, told, 'manual')];
        const outcomes = await Promise.allSettled(
          Array.from({ length: PARALLEL }, (_, caller) => {
            if (caller === 7) return services[1].decline(request.id, 'Declined in the race.');
            if (caller === 13) return send(manualOther.app, 'POST', `/api/loan_requests/${request.id}/withdraw`, undefined, { token: borrower.token }).then((a) => (a.statusCode === 200 ? 'withdrawn' : Promise.reject(new Error(String(a.statusCode)))));
            return services[caller % 2].approve(request.id, 'Approved in the race.');
          }),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        // No decision moves money: whatever won, nothing is lent before a signature.
        expect(await loansOf(borrower, manual.app)).toHaveLength(0);
        expect(told).not.toContain('LoanDisbursed');
        const offers = await manual.database.db.selectFrom('loan_offers').select(['id', 'status']).where('request_id', '=', request.id).execute();
        const final = (await get(manual.app, `/api/loan_requests`, borrower.token)).json().data[0];
        if (final.status === 'approved') {
          expect(offers).toEqual([{ id: final.offer.id, status: 'open' }]);
          expect(told.filter((n) => n === 'LoanRequestApproved')).toHaveLength(1);
          const loanId = await signForLoan(manual.app, manual.database, borrower.token, request.id);
          expect((await loansOf(borrower, manual.app)).map((l) => l.id)).toEqual([loanId]);
          const userId = (await get(manual.app, '/api/v1/users/me', borrower.token)).json().data.id;
          const disbursed = await manual.database.db.selectFrom('notifications').select('type').where('notifiable_id', '=', userId).where('type', 'like', '%LoanDisbursed').execute();
          expect(disbursed).toHaveLength(1);
        } else {
          expect(['declined', 'withdrawn']).toContain(final.status);
          expect(offers).toEqual([]);
          expect(told).not.toContain('LoanRequestApproved');
        }
      }
    } finally {
      await manualOther.close();
      await manual.close();
    }
  });

  it(`${PARALLEL} parallel repayments: every penny is counted once and the balance is exact`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const borrower = await completeBorrower(t.app, t.database);
      const loanId = await signedLoan(borrower, 120_000);
      const schedule: { payment: number; balance_after: number }[] = (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, borrower.token)).json().data;
      const told: string[] = [];
      const services = [operatorService(t.database, told), operatorService(other.database, told)];
      // Twenty payments of a third of an instalment: six and two thirds instalments in all.
      const part = Math.floor(schedule[0].payment / 3);
      const results = await Promise.all(Array.from({ length: PARALLEL }, (_, caller) => services[caller % 2].recordPayment(loanId, part)));
      expect(results.every((r) => r.appliedMinor === part)).toBe(true);
      const loan = (await get(t.app, `/api/loan/${loanId}`, borrower.token)).json().data;
      expect(loan.paid_total).toBe(PARALLEL * part);
      const fullyPaid = Math.floor((PARALLEL * part) / schedule[0].payment);
      expect(loan.instalments_paid).toBe(fullyPaid);
      // All of it arrived on the day of pay-out, before any interest ran: every penny came off the principal (issue 26).
      expect(loan.balance).toBe(loan.financed_principal - PARALLEL * part);
      expect(told.filter((n) => n === 'PaymentReceived')).toHaveLength(PARALLEL);
    }
  });

  it(`${PARALLEL} parallel settlements: the loan is settled once, for its settlement figure`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const borrower = await completeBorrower(t.app, t.database);
      const loanId = await signedLoan(borrower, 120_000);
      const today = t.clock.now().toISOString().slice(0, 10);
      const figure = (await get(t.app, `/api/loan/${loanId}/settlement?date=${today}`, borrower.token)).json().data.total;
      const told: string[] = [];
      const services = [operatorService(t.database, told), operatorService(other.database, told)];
      const outcomes = await Promise.allSettled(Array.from({ length: PARALLEL }, (_, caller) => services[caller % 2].settle(loanId, today)));
      const settled = outcomes.filter((o) => o.status === 'fulfilled');
      expect(settled).toHaveLength(1);
      for (const refused of outcomes.filter((o) => o.status === 'rejected')) expect((refused as PromiseRejectedResult).reason.message).toBe('This loan is already repaid.');
      const loan = (await get(t.app, `/api/loan/${loanId}`, borrower.token)).json().data;
      expect(loan).toMatchObject({ status: 'settled', balance: 0, paid_total: figure });
      expect(told.filter((n) => n === 'LoanSettled')).toHaveLength(1);
    }
  });

  it('repayments racing a settlement: the settlement takes what is left after the payments that came first, to the penny', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const borrower = await completeBorrower(t.app, t.database);
      const loanId = await signedLoan(borrower, 120_000);
      const schedule: { payment: number }[] = (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, borrower.token)).json().data;
      const today = t.clock.now().toISOString().slice(0, 10);
      const told: string[] = [];
      const services = [operatorService(t.database, told), operatorService(other.database, told)];
      const outcomes = await Promise.allSettled(
        Array.from({ length: PARALLEL }, (_, caller) => (caller === 10 ? services[0].settle(loanId, today) : services[caller % 2].recordPayment(loanId, schedule[0].payment))),
      );
      const loan = (await get(t.app, `/api/loan/${loanId}`, borrower.token)).json().data;
      expect(loan.status).toBe('settled');
      const paymentsApplied = outcomes.filter((o, caller) => caller !== 10 && o.status === 'fulfilled').length;
      const settlement = outcomes[10];
      expect(settlement.status).toBe('fulfilled');
      // What was paid is the payments before the settlement plus the settlement figure it was given then: nothing twice.
      expect(loan.paid_total).toBe(paymentsApplied * schedule[0].payment + (settlement as PromiseFulfilledResult<{ totalMinor: number }>).value.totalMinor);
      // Payments after the settlement were refused, as they would be one at a time.
      for (const refused of outcomes.filter((o) => o.status === 'rejected')) expect((refused as PromiseRejectedResult).reason.message).toBe('This loan is already repaid.');
    }
  });
});
