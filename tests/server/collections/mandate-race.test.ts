import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../support/test-database';
import { get, send } from '../support/http-client';
import { completeBorrower } from '../support/borrower';
import { lenderOn } from '../support/lender-harness';
import { signForLoan } from '../support/paid-out';
import { secondInstance, type SecondInstance } from '../support/second-instance';
import { createTestApp, type TestApp } from '../support/test-app';
import { moveTo } from '../letters/letters-support';
import { signIn } from '../loans/repayment/support';

/**
 * Changing the Direct Debit's account is an "at most one" write (issue 26, ADR 0046): whatever
 * number of changes arrive at once, the borrower has one mandate in force afterwards, on one of the
 * accounts asked for, and the collection already announced stays on the mandate it was announced on. Twenty callers spread
 * over two API instances on one database (on PostgreSQL, two pools), as a double-clicking borrower on
 * two tabs behind a load balancer would be.
 */
const PARALLEL = 20;
/** Accounts the borrower adds to choose from, each a UK account a Direct Debit can be taken from. */
const ACCOUNTS = [
  { account_number: '20417785', routing_code: '30-95-41', bank_name: 'Pennine Bank' },
  { account_number: '31528896', routing_code: '40-11-62', bank_name: 'Fenland Building Society' },
  { account_number: '42639907', routing_code: '20-32-06', bank_name: 'Severn Mutual' },
  { account_number: '53740018', routing_code: '09-01-28', bank_name: 'Moorland Savings' },
];

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

/** How many mandate instructions of `code` (0N lodge, 0C cancel) the bureau's files hold so far. */
function instructions(code: '0N' | '0C'): number {
  const dir = t.config.collections.outboxDir;
  const names = readdirSync(dir).filter((name) => !name.endsWith('.part'));
  return names.flatMap((name) => readFileSync(join(dir, name), 'utf8').trimEnd().split('\n').slice(1)).filter((line) => line.startsWith(`${code},`)).length;
}

describe(`changing the Direct Debit's account under concurrency on ${testEngine}, two instances`, () => {
  it(`${PARALLEL} changes at once to different accounts leave exactly one mandate in force, on an account sent, collecting the loan`, async () => {
    // A loan paid out on Sunday 29 November 2026; its first collection is noticed on 22 December (due the 29th).
    moveTo(t, '2026-11-29');
    const borrower = await completeBorrower(t.app, t.database, 'approved');
    const request = await send(t.app, 'POST', '/api/loans/request', { product_alias: 'personal-loan', amount: 120_000, term: 24, purpose: 'car', bank_id: borrower.bankId, consent: true }, { token: borrower.token });
    expect(request.statusCode, request.body).toBe(201);
    const loanId = await signForLoan(t.app, t.database, borrower.token, request.json().data.id);
    moveTo(t, '2026-12-22');
    const run = await lenderOn(t)('service');
    expect(run.code, run.printed).toBe(0);
    // Three weeks on, she signs in again.
    const token = await signIn(t, borrower);
    const userId = (await get(t.app, '/api/v1/users/me', token)).json().data.id as number;
    const loan = { loanId, token, userId };
    const waiting = await t.database.db.selectFrom('collections').select(['id', 'status']).where('loan_id', '=', loan.loanId).execute();
    expect(waiting).toEqual([{ id: expect.any(Number), status: 'noticed' }]);

    const bankIds: number[] = [];
    for (const account of ACCOUNTS) {
      const added = await send(t.app, 'POST', '/api/banks', { ...account, account_holder: 'Ada Lovelace', currency: 'GBP' }, { token: loan.token });
      expect(added.statusCode, added.body).toBe(201);
      bankIds.push(added.json().data.id);
    }
    const before = { lodged: instructions('0N'), cancelled: instructions('0C') };

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, caller) => send(appFor(caller), 'PUT', '/api/v1/direct-debit/mandate', { bank_id: bankIds[caller % bankIds.length] }, { token: loan.token })),
    );

    // Every caller hears a clean answer: the mandate, or a 409 saying why, never a 500.
    for (const answer of answers) {
      expect([200, 409], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    const granted = answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().data);
    expect(granted.length).toBeGreaterThan(0);

    // Exactly one mandate in force, the loan's, on one of the accounts sent (in use; the bank may refuse it for its lodgement period).
    const mandates = await t.database.db.selectFrom('direct_debit_mandates').selectAll().where('user_id', '=', loan.userId).orderBy('id').execute();
    const live = mandates.filter((mandate) => mandate.status === 'pending' || mandate.status === 'active');
    expect(live).toHaveLength(1);
    expect(live[0].status).toBe('active');
    expect(ACCOUNTS.map((account) => account.account_number)).toContain(live[0].account_number);
    // The first mandate still takes the collection the borrower was told of (ADR 0046, 2026-11-26); those made and replaced in the race are cancelled.
    const [first, ...rest] = mandates;
    expect(first.status).toBe('ending');
    expect(rest.filter((mandate) => mandate.id !== live[0].id).every((mandate) => mandate.status === 'cancelled' && mandate.cancelled_at !== null)).toBe(true);

    // What the borrower reads is that mandate, from either instance; the last answer given named it too.
    for (const app of [t.app, other.app]) {
      const shown = (await get(app, '/api/v1/direct-debit', loan.token)).json().data.mandate;
      expect(shown).toMatchObject({ reference: live[0].reference, status: 'pending', account_last4: live[0].account_number.slice(-4), on_previous_account: [{ due_on: '2026-12-29', mandate_reference: first.reference }] });
    }
    expect(granted.map((mandate) => mandate.reference)).toContain(live[0].reference);

    // The collection already announced is taken on the mandate it was announced on.
    const collection = await t.database.db.selectFrom('collections').select(['mandate_id', 'status']).where('id', '=', waiting[0].id).executeTakeFirstOrThrow();
    expect(collection).toEqual({ mandate_id: first.id, status: 'noticed' });

    // The bank hears of each instruction once: one lodged per mandate made, one cancellation per mandate ended (the first's waits for its collection).
    const made = mandates.length - 1;
    expect(made).toBeGreaterThan(0);
    expect({ lodged: instructions('0N') - before.lodged, cancelled: instructions('0C') - before.cancelled }).toEqual({ lodged: made, cancelled: made - 1 });
  });
});
