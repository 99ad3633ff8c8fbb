import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckEligibility, GetLoan, ListAccounts, ListLoanRequests, ListLoans, QuoteSettlement, RequestLoan, WithdrawLoanRequest } from '../../src-domain/loans/loan.use-cases';
import { LoadProfile } from '../../src-domain/profile/load-profile.use-case';
import { Conflict, NotFound, ValidationFailed } from '../../src-domain/shared/errors';
import { startSeededServer, type SeededServer } from './support/seeded-server';

/**
 * The loan use-cases, through the real HTTP policy and got, against the real server with the demo
 * borrower `npm start` seeds: the client reads every loan call the server answers, refusals included.
 */
let seeded: SeededServer;

beforeAll(async () => {
  seeded = await startSeededServer('loans-contract');
});
afterAll(() => seeded?.close());

const signedInDemo = () => seeded.signedInDemo();

describe('loans over the wire', { timeout: 30_000 }, () => {
  it('checks, applies (decided and paid out at once), and reads the loan, its schedule, its settlement and its account', async () => {
    const demo = await signedInDemo();
    const bankId = (await demo.get(LoadProfile).execute()).banks[0].id;

    const answer = await demo.get(CheckEligibility).execute({ product_alias: 'payday-loan', amount: 25_000, term: 30 });
    expect(answer).toMatchObject({ eligible: true, reasons: [], awaitingDocuments: [] });
    expect(answer.quote?.totalRepayableMinor).toBeGreaterThan(25_000);

    const request = await demo.get(RequestLoan).execute({ product_alias: 'payday-loan', amount: 25_000, term: 30, purpose: 'unexpected_bill', bank_id: bankId, consent: true });
    expect(request).toMatchObject({ productAlias: 'payday-loan', amountMinor: 25_000, status: 'disbursed', quote: { totalRepayableMinor: answer.quote!.totalRepayableMinor } });
    expect(request.history.map((h) => h.status)).toEqual(['submitted', 'approved', 'disbursed']);

    const { loan, schedule } = await demo.get(GetLoan).execute(request.loanId!);
    expect(loan).toMatchObject({ id: request.loanId, principalMinor: 25_000, status: 'active' });
    expect(schedule).toHaveLength(1);
    expect(schedule[0].paymentMinor).toBe(answer.quote!.totalRepayableMinor);
    expect((await demo.get(ListLoans).execute()).map((l) => l.id)).toContain(loan.id);

    const settlement = await demo.get(QuoteSettlement).execute({ loanId: loan.id, date: loan.startDate });
    expect(settlement).toEqual({ asOf: loan.startDate, outstandingPrincipalMinor: 25_000, accruedInterestMinor: 0, feesDueMinor: 0, totalMinor: 25_000 });

    const accounts = await demo.get(ListAccounts).execute({ page: 1, status: 'open' });
    expect(accounts.items.map((a) => a.loanId)).toContain(loan.id);
    expect(accounts.items.every((a) => a.status === 'open')).toBe(true);
  });

  it('lists requests by status, withdraws one waiting for a decision, and reads each refusal as its domain error', async () => {
    const demo = await signedInDemo();
    const open = await demo.get(ListLoanRequests).execute({ status: 'open', page: 1 });
    expect(open.items.map((r) => r.status)).toEqual(['in_review']);
    const withdrawn = await demo.get(WithdrawLoanRequest).execute(open.items[0].id);
    expect(withdrawn.status).toBe('withdrawn');
    expect((await demo.get(ListLoanRequests).execute({ status: 'withdrawn', page: 1 })).total).toBe(1);

    await expect(demo.get(WithdrawLoanRequest).execute(withdrawn.id)).rejects.toBeInstanceOf(Conflict);
    await expect(demo.get(GetLoan).execute(999_999)).rejects.toBeInstanceOf(NotFound);
    const tooMuch = await demo.get(RequestLoan).execute({ product_alias: 'personal-loan', amount: 2_500_000, term: 12, purpose: 'car', bank_id: 999_999, consent: true }).catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(ValidationFailed);
    expect((tooMuch as ValidationFailed).fields).toEqual({ bank_id: ['Choose one of your bank accounts.'] });
  });
});
