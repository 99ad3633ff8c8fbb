import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckEligibility, GetLoan, ListAccounts, ListLoanRequests, ListLoans, QuoteSettlement, RequestLoan, WithdrawLoanRequest } from '../../src-domain/loans/loan.use-cases';
import { LoadProfile } from '../../src-domain/profile/load-profile.use-case';
import { Conflict, NotFound, ValidationFailed } from '../../src-domain/shared/errors';
import { GetOffer, OpenOfferDocument, RequestSigningCode, SignOffer } from '../../src-domain/agreements/agreement.use-cases';
import type { SignOfferDto } from '../../src-domain/agreements/sign-offer.dto';
import { DEMO_BORROWER } from '../../src-server/seed/demo-borrower.seed';
import { latestMessage, outboxSize } from '../server/support/outbox';
import { SEEDED_SERVER_START_MS, startSeededServer, type SeededServer } from './support/seeded-server';

/**
 * The loan use-cases, through the real HTTP policy and got, against the real server with the demo
 * borrower `npm start` seeds: the client reads every loan call the server answers, refusals included.
 */
let seeded: SeededServer;
let outboxDir: string;

beforeAll(async () => {
  seeded = await startSeededServer('loans-contract');
  outboxDir = seeded.server.config.outbox.dir;
}, SEEDED_SERVER_START_MS);
afterAll(() => seeded?.close());

const signedInDemo = () => seeded.signedInDemo();

describe('loans over the wire', { timeout: 30_000 }, () => {
  it('checks, applies (decided at once: an offer), signs the offer (paid out then), and reads the loan, its schedule, its settlement and its account', async () => {
    const demo = await signedInDemo();
    const bankId = (await demo.get(LoadProfile).execute()).banks[0].id;

    // £200, as the e2e asks: the demo borrower's open offer counts against her pay, and leaves room for it.
    const answer = await demo.get(CheckEligibility).execute({ product_alias: 'payday-loan', amount: 20_000, term: 30 });
    expect(answer).toMatchObject({ eligible: true, reasons: [], awaitingDocuments: [] });
    expect(answer.quote?.totalRepayableMinor).toBeGreaterThan(20_000);

    const loansBefore = (await demo.get(ListLoans).execute({ page: 1, status: null })).total;
    const applied = await demo.get(RequestLoan).execute({ product_alias: 'payday-loan', amount: 20_000, term: 30, purpose: 'unexpected_bill', bank_id: bankId, consent: true });
    expect(applied).toMatchObject({ productAlias: 'payday-loan', amountMinor: 20_000, status: 'approved', loanId: null, offer: { status: 'open' }, quote: { totalRepayableMinor: answer.quote!.totalRepayableMinor } });
    expect(applied.history.map((h) => h.status)).toEqual(['submitted', 'approved']);
    expect((await demo.get(ListLoans).execute({ page: 1, status: null })).total).toBe(loansBefore);

    // Signing as the demo borrower does on the offer page: the pre-contract information, the agreement's hash, the texted code.
    const offerId = applied.offer!.id;
    await demo.get(OpenOfferDocument).execute({ offerId, kind: 'pre-contract' });
    const offer = await demo.get(GetOffer).execute(offerId);
    expect(offer).toMatchObject({ requestId: applied.id, status: 'open', locks: [], figures: { amountMinor: 20_000, totalPayableMinor: answer.quote!.totalRepayableMinor } });
    const before = outboxSize(outboxDir);
    await demo.get(RequestSigningCode).execute(offerId);
    const sms = await latestMessage(outboxDir, DEMO_BORROWER.phone, 'agreement-signing', before);
    const code = /(?<![-\d])(\d{6})(?!\d)/.exec(sms.text)![1]; // the code, not the reference's digits (KC-000123)
    const signed = await demo.get(SignOffer).execute({ offerId, input: { full_name: 'Dana Demo', agree: true, code, agreement_sha256: offer.signing.agreementSha256 } as SignOfferDto });
    expect(signed.offer).toMatchObject({ status: 'signed', loanId: signed.loanId });

    const request = (await demo.get(ListLoanRequests).execute({ status: 'disbursed', page: 1 })).items.find((r) => r.id === applied.id)!;
    expect(request).toMatchObject({ status: 'disbursed', loanId: signed.loanId, offer: { status: 'signed' } });
    expect(request.history.map((h) => h.status)).toEqual(['submitted', 'approved', 'disbursed']);

    const { loan, schedule } = await demo.get(GetLoan).execute(request.loanId!);
    expect(loan).toMatchObject({ id: request.loanId, principalMinor: 20_000, status: 'active' });
    expect(schedule).toHaveLength(1);
    expect(schedule[0].paymentMinor).toBe(answer.quote!.totalRepayableMinor);
    // The newest first: the loan just paid out heads the first page, of all loans and of those being repaid.
    const listed = await demo.get(ListLoans).execute({ page: 1, status: null });
    expect(listed).toMatchObject({ page: 1, total: loansBefore + 1 });
    expect(listed.items[0]).toEqual(loan);
    expect((await demo.get(ListLoans).execute({ page: 1, status: 'open' })).items.map((l) => l.id)).toContain(loan.id);
    // The late loans (the overview's warnings): every one listed is late, and the loan just paid out is not.
    const late = await demo.get(ListLoans).execute({ page: 1, status: 'late' });
    expect(late.page).toBe(1);
    expect(late.items.map((l) => l.id)).not.toContain(loan.id);
    expect(late.items.every((l) => l.status === 'active' && l.nextDue?.status === 'overdue')).toBe(true);

    const settlement = await demo.get(QuoteSettlement).execute({ loanId: loan.id, date: loan.startDate });
    expect(settlement).toEqual({ asOf: loan.startDate, outstandingPrincipalMinor: 20_000, accruedInterestMinor: 0, feesDueMinor: 0, totalMinor: 20_000 });

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
