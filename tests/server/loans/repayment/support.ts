import { expect } from 'vitest';
import { ProductsRepository } from '../../../../src-server/db/products/products.repository';
import { LoanService } from '../../../../src-server/http/loans/loan.service';
import { InterestLedger, inDateOrder } from '../../../../src-domain/loans/repayment/interest-ledger';
import type { RepaymentTerms } from '../../../../src-domain/loans/repayment/repayment-terms';
import { completeBorrower } from '../../support/borrower';
import { get, send } from '../../support/http-client';
import { signForLoan } from '../../support/paid-out';
import type { TestApp } from '../../support/test-app';

export const DAY_MS = 86_400_000;

/** The loan service as the operator's `lender pay` drives it, on the test's database and clock. */
export function operatorLoans(t: TestApp): LoanService {
  return new LoanService({ db: t.database.db, products: new ProductsRepository(t.database.db), pricing: t.config.pricing, affordability: t.config.affordability, clock: t.clock, underwriting: 'auto', notify: async () => undefined });
}

/** A borrower with a loan paid out today, as the borrower gets one: apply, offer, sign. */
export async function borrowerWithLoan(t: TestApp, overrides: Record<string, unknown> = {}): Promise<{ token: string; loanId: number; email: string; password: string }> {
  const borrower = await completeBorrower(t.app, t.database);
  const filed = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 300_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true, ...overrides }, { token: borrower.token });
  expect(filed.statusCode, filed.body).toBe(201);
  return { token: borrower.token, email: borrower.email, password: borrower.password, loanId: await signForLoan(t.app, t.database, borrower.token, filed.json().data.id) };
}

/** Signs in again, as a borrower does when the clock has moved on past the last sign-in. */
export async function signIn(t: TestApp, borrower: { email: string; password: string }): Promise<string> {
  const response = await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token;
}

/** Moves the fake clock to 10:00 UTC on `date`. */
export function moveTo(t: TestApp, date: string): void {
  t.clock.advance(Date.parse(`${date}T10:00:00Z`) - t.clock.now().getTime());
}

export interface ScheduleRow {
  number: number;
  due_date: string;
  payment: number;
  fee: number;
  paid_amount: number;
  status: string;
}

export async function scheduleOf(t: TestApp, token: string, loanId: number): Promise<ScheduleRow[]> {
  return (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, token)).json().data;
}

/**
 * The loan's terms as the borrower's own resources state them (the loan and its schedule), built
 * here independently of the server's mapper, so a replay of the stored payments checks the server.
 */
export async function termsFromResources(t: TestApp, token: string, loanId: number): Promise<RepaymentTerms> {
  const loan = (await get(t.app, `/api/loan/${loanId}`, token)).json().data;
  const rows = await scheduleOf(t, token, loanId);
  return { principalMinor: loan.financed_principal, annualRate: loan.annual_rate, dayCount: 'monthly', startDate: loan.start_date, aprPercent: loan.apr, instalments: rows.map((row) => ({ dueDate: row.due_date, paymentMinor: row.payment })) };
}

/** The stored payments of a loan, replayed on a fresh ledger: each stored allocation must be the replay's. */
export async function expectStoredAllocationsReplay(t: TestApp, token: string, loanId: number): Promise<void> {
  const stored = await t.database.db.selectFrom('loan_payments').selectAll().where('loan_id', '=', loanId).where('reversed_on', 'is', null).orderBy('id').execute();
  const ledger = new InterestLedger(await termsFromResources(t, token, loanId));
  for (const { row } of inDateOrder(stored.map((row) => ({ date: row.received_on, row })))) {
    const split = ledger.pay({ date: row.received_on, amountMinor: row.amount, partPayment: row.kind === 'part_payment' });
    expect({ fees: row.fees_part, interest: row.interest_part, principal: row.principal_part, refund: row.refund_part }, `payment ${row.id}`).toEqual({ fees: split.feesMinor, interest: split.interestMinor, principal: split.principalMinor, refund: split.refundMinor });
  }
}
