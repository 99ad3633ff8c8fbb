import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../src-domain/shared/calendar-date';
import { get, send } from '../../support/http-client';
import { lenderOn } from '../../support/lender-harness';
import { createTestApp, type TestApp } from '../../support/test-app';
import { borrowerWithLoan, expectStoredAllocationsReplay, moveTo, scheduleOf, signIn } from './support';

let t: TestApp;
let lender: ReturnType<typeof lenderOn>;
beforeAll(async () => {
  t = await createTestApp();
  lender = lenderOn(t);
});
afterAll(() => t.close());

describe('npm run lender -- pay <loan> <pounds> --part-payment <id> --date YYYY-MM-DD', () => {
  it('records the confirmed part payment as of the day the money arrived, with that day’s figures, and refuses another amount', async () => {
    const borrower = await borrowerWithLoan(t);
    const { loanId } = borrower;
    const [first] = await scheduleOf(t, borrower.token, loanId);
    moveTo(t, addDays(first.due_date, 3));
    let token = await signIn(t, borrower);
    expect((await lender('pay', String(loanId), String(first.payment / 100), '--date', first.due_date)).printed).toMatch(new RegExp(`^Applied £[\\d,.]+ received on ${first.due_date}; `));

    const preview = (await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments/preview`, { amount: 50_000, choice: 'smaller_instalment' }, { token })).json().data;
    const pending = (await send(t.app, 'POST', `/api/v1/loans/${loanId}/part-payments`, { amount: 50_000, choice: 'smaller_instalment', preview_hash: preview.preview_hash }, { token })).json().data;

    // The transfer lands two days later: the choice is applied on that day's figures, not the preview's.
    moveTo(t, addDays(first.due_date, 5));
    token = await signIn(t, borrower);
    const wrong = await lender('pay', String(loanId), '400', '--part-payment', String(pending.id));
    expect(wrong.code).not.toBe(0);
    expect(wrong.printed).toMatch(/confirmed for more/);
    const paid = await lender('pay', String(loanId), '500', '--part-payment', String(pending.id));
    expect(paid.printed).toMatch(new RegExp(`^Applied £500 as part payment ${pending.id} \\(the schedule reshaped as the borrower chose\\); `));

    const position = (await get(t.app, `/api/v1/loans/${loanId}/repayment`, token)).json().data;
    expect(position.pending_part_payment).toBeNull();
    expect(position.regular_payment).toBeLessThan(preview.before.regular_payment);
    // The later day's figures: the £500 lowered the balance two days after the preview's day, so the
    // loan's interest is the preview's plus about two days' interest on £500, give or take a penny an
    // instalment (the level instalment is found afresh in whole pence).
    const annualRate = Number((await get(t.app, `/api/loan/${loanId}`, token)).json().data.annual_rate);
    expect(position.total_interest).toBeGreaterThan(preview.after.total_interest);
    expect(position.total_interest - preview.after.total_interest).toBeLessThanOrEqual(Math.ceil((50_000 * annualRate * 2) / 365) + preview.after.count);
    const stored = await t.database.db.selectFrom('loan_payments').select(['kind', 'received_on', 'part_payment_choice', 'recorded_by']).where('loan_id', '=', loanId).orderBy('id').execute();
    expect(stored).toEqual([
      { kind: 'instalment', received_on: first.due_date, part_payment_choice: null, recorded_by: null },
      { kind: 'part_payment', received_on: addDays(first.due_date, 5), part_payment_choice: 'smaller_instalment', recorded_by: null },
    ]);
    await expectStoredAllocationsReplay(t, token, loanId);
  });
});
