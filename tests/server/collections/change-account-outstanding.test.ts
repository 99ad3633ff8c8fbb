import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, send } from '../support/http-client';
import { lenderOn } from '../support/lender-harness';
import { createTestApp, type TestApp } from '../support/test-app';
import { completeBorrower } from '../support/borrower';
import { signForLoan } from '../support/paid-out';
import { moveTo, todayOf } from '../letters/letters-support';
import { signIn } from '../loans/repayment/support';

/**
 * Changing the Direct Debit's account while a collection is with the bank (issue 26, ADR 0046
 * 2026-11-26): the collection is taken on the mandate it was submitted on, the old mandate's
 * cancellation goes to the bank only after it settles, the new mandate reads "being set up" through
 * its lodgement period, and a return because we cancelled a mandate never makes a fee or arrears.
 */
let t: TestApp;
let loan: { token: string; userId: number; loanId: number; email: string; password: string };
let service: ReturnType<typeof lenderOn>;

beforeAll(async () => {
  t = await createTestApp();
  moveTo(t, '2026-11-29');
  const borrower = await completeBorrower(t.app, t.database, 'approved');
  const request = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 120_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
  expect(request.statusCode, request.body).toBe(201);
  const loanId = await signForLoan(t.app, t.database, borrower.token, request.json().data.id);
  const userId = (await get(t.app, '/api/v1/users/me', borrower.token)).json().data.id as number;
  loan = { token: borrower.token, userId, loanId, email: borrower.email, password: borrower.password };
  service = lenderOn(t);
}, 60_000);
afterAll(() => t?.close());

const rows = () => t.database.db.selectFrom('amortizations').selectAll().where('loan_id', '=', loan.loanId).orderBy('number').execute();
const collections = () => t.database.db.selectFrom('collections').selectAll().where('loan_id', '=', loan.loanId).orderBy('id').execute();
const mandates = () => t.database.db.selectFrom('direct_debit_mandates').selectAll().where('user_id', '=', loan.userId).orderBy('id').execute();

/** The references the bureau's files cancel (0C) or lodge (0N), in order. */
function instructed(code: '0N' | '0C'): string[] {
  const dir = t.config.collections.outboxDir;
  return readdirSync(dir)
    .filter((name) => !name.endsWith('.part'))
    .sort()
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').trimEnd().split('\n').slice(1))
    .filter((line) => line.startsWith(`${code},`))
    .map((line) => line.split(',')[4]);
}

async function serviceDaily(until: string): Promise<void> {
  while (todayOf(t) < until) {
    t.clock.advance(86_400_000);
    const run = await service('service');
    expect(run.code, run.printed).toBe(0);
  }
}

/** The card's mandate, read as the borrower signed in again. */
async function directDebitNow(): Promise<Record<string, unknown> & { status: string; on_previous_account: unknown[] }> {
  loan.token = await signIn(t, loan);
  const answer = await get(t.app, '/api/v1/direct-debit', loan.token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.mandate;
}

async function changeAccount(accountNumber: string, sortCode: string): Promise<{ statusCode: number; data: Record<string, unknown> }> {
  // Weeks on, she signs in again.
  loan.token = await signIn(t, loan);
  const added = await send(t.app, 'POST', '/api/banks', { account_number: accountNumber, routing_code: sortCode, bank_name: 'Pennine Bank', account_holder: 'Ada Lovelace', currency: 'GBP' }, { token: loan.token });
  expect(added.statusCode, added.body).toBe(201);
  const moved = await send(t.app, 'PUT', '/api/v1/direct-debit/mandate', { bank_id: added.json().data.id }, { token: loan.token });
  return { statusCode: moved.statusCode, data: moved.json().data };
}

describe('changing account with a collection already with the bank', () => {
  let oldReference: string;
  let newReference: string;

  it('keeps the submitted collection on the old mandate and tells the borrower so; the old mandate is not cancelled yet', async () => {
    // 23 December: the 29 December collection goes to the bureau (two working days before, over Christmas).
    await serviceDaily('2026-12-23');
    const [submitted] = await collections();
    expect(submitted).toMatchObject({ due_on: '2026-12-29', status: 'submitted' });
    oldReference = (await mandates())[0].reference;
    const cancelsBefore = instructed('0C').length;

    const moved = await changeAccount('20417785', '30-95-41');
    expect(moved.statusCode).toBe(200);
    newReference = moved.data.reference as string;
    expect(moved.data).toMatchObject({
      account_last4: '7785',
      status: 'pending',
      on_previous_account: [{ amount_minor: submitted.amount, due_on: '2026-12-29', mandate_reference: oldReference, account_last4: (await mandates())[0].account_number_last4 }],
    });
    expect((await collections())[0]).toMatchObject({ id: submitted.id, mandate_id: (await mandates())[0].id, status: 'submitted' });
    expect((await mandates()).map((m) => m.status)).toEqual(['ending', 'active']);
    expect(instructed('0C')).toHaveLength(cancelsBefore);
    expect(instructed('0N')).toContain(newReference);

    // The card reads the same.
    const shown = (await directDebitNow());
    expect(shown).toMatchObject({ reference: newReference, status: 'pending', on_previous_account: [{ due_on: '2026-12-29' }] });
  });

  it('reads "being set up" until three working days after the lodgement, then active', async () => {
    // Lodged Wednesday 23 December: 24, 29, 30 December are the working days (25, 28 are bank holidays).
    await serviceDaily('2026-12-29');
    expect((await directDebitNow()).status).toBe('pending');
  });

  it('collects on the old mandate on its date, and only then sends the old mandate’s cancellation', async () => {
    expect((await collections())[0].status).toBe('collected');
    expect((await mandates()).map((m) => m.status)).toEqual(['cancelled', 'active']);
    expect(instructed('0C').filter((reference) => reference === oldReference)).toHaveLength(1);
    const shown = (await directDebitNow());
    expect(shown.on_previous_account).toEqual([]);
    await serviceDaily('2026-12-30');
    expect((await directDebitNow())).toMatchObject({ reference: newReference, status: 'active' });
    // A second run sends nothing more.
    expect(instructed('0C').filter((reference) => reference === oldReference)).toHaveLength(1);
  });

  it('a return "instruction cancelled" on the mandate we cancelled makes no fee and no arrears', async () => {
    const [collected] = await collections();
    const instalment = (await rows())[0];
    expect(instalment.paid_amount).toBe(instalment.payment);
    writeFileSync(
      join(t.config.collections.inboxDir, 'arudd-20270104.csv'),
      ['report_id,reference,amount_pence,due_date,returned_on,reason_code', `ARUDD-9,${oldReference},${collected.amount},2026-12-29,2027-01-04,1`, ''].join('\n'),
    );
    await serviceDaily('2027-01-08');
    expect((await collections())[0]).toMatchObject({ id: collected.id, status: 'returned', return_reason_code: '1' });
    const after = (await rows())[0];
    expect(after).toMatchObject({ paid_amount: instalment.payment, fee: 0, missed_at: null });
  });
});

describe('changing account with nothing with the bank', () => {
  it('cancels the old mandate at once', async () => {
    const before = (await mandates()).filter((m) => m.status === 'active');
    const moved = await changeAccount('31528896', '40-11-62');
    expect(moved.statusCode).toBe(200);
    expect(moved.data).toMatchObject({ account_last4: '8896', on_previous_account: [] });
    const after = await mandates();
    expect(after.find((m) => m.id === before[0].id)?.status).toBe('cancelled');
    expect(instructed('0C')).toContain(before[0].reference);
  });
});
