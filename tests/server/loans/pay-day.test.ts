import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBorrower } from '../support/borrower';
import { get, send } from '../support/http-client';
import { offerOfRequest, signForLoan } from '../support/paid-out';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Pay-day due dates end to end (issue 26, ADR 0045), on the fake clock (Sunday 22 November 2026) and
 * England's bank holidays: the quote, the request, the offer, the signature and the loan's schedule.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const personalLoan = (bankId: number, payDay: unknown) => ({ product_alias: 'personal-loan', amount: 300_000, term: 12, purpose: 'car', bank_id: bankId, consent: true, pay_day: payDay });

async function applyAndSign(body: Record<string, unknown>): Promise<{ token: string; loanId: number; offer: Record<string, unknown> }> {
  const borrower = await completeBorrower(t.app, t.database);
  const filed = await send(t.app, 'POST', '/api/loans/request', { ...body, bank_id: borrower.bankId }, { token: borrower.token });
  expect(filed.statusCode, filed.body).toBe(201);
  const offerId = await offerOfRequest(t.app, borrower.token, filed.json().data.id);
  const offer = (await get(t.app, `/api/v1/offers/${offerId}`, borrower.token)).json().data;
  const loanId = await signForLoan(t.app, t.database, borrower.token, filed.json().data.id);
  return { token: borrower.token, loanId, offer };
}

const scheduleOf = async (token: string, loanId: number) => (await get(t.app, `/api/v1/loan/amortizations/${loanId}`, token)).json().data as { due_date: string; payment: number }[];

describe('an instalment loan on the borrower’s pay day', () => {
  it('paid on the 28th: the eligibility check proposes Thursday 24 December 2026 (the 28th is a bank holiday, 14 days’ minimum from 22 November)', async () => {
    const { token } = await completeBorrower(t.app, t.database);
    const response = await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'personal-loan', amount: 300_000, term: 12, pay_day: '28' }, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.quote).toMatchObject({ first_due_date: '2026-12-24' });
  });

  it('applied for, offered and signed: the offer and the loan’s schedule fall on the pay dates — before Christmas, the 26th of February (the 28th a Sunday) and Thursday 25 March (Good Friday and Easter)', async () => {
    const { token, loanId, offer } = await applyAndSign(personalLoan(0, '28'));
    const figures = (offer as { figures: { first_due_date: string; final_due_date: string; instalment: number } }).figures;
    expect(figures.first_due_date).toBe('2026-12-24');
    const schedule = await scheduleOf(token, loanId);
    expect(schedule.map((row) => row.due_date)).toEqual([
      '2026-12-24', '2027-01-28', '2027-02-26', '2027-03-25', '2027-04-28', '2027-05-28',
      '2027-06-28', '2027-07-28', '2027-08-27', '2027-09-28', '2027-10-28', '2027-11-26',
    ]);
    expect(figures.final_due_date).toBe('2027-11-26');
    // The offer, the agreement and the schedule are one quote: the same level instalment.
    expect(schedule.slice(0, 11).every((row) => row.payment === figures.instalment)).toBe(true);
    expect((await get(t.app, `/api/loan/${loanId}`, token)).json().data.next_due).toMatchObject({ number: 1, due_date: '2026-12-24', amount: figures.instalment });
    // Kept with the loan, for a later date move to start from.
    expect((await t.database.db.selectFrom('loans').select('pay_day').where('id', '=', loanId).executeTakeFirstOrThrow()).pay_day).toBe('28');
  });

  it('the last working day, across month ends: 31 December, Friday 29 January (the 31st a Sunday), 26 February, 31 March', async () => {
    const quoted = await send(t.app, 'POST', '/api/loan-quote', { product_alias: 'personal-loan', amount: 300_000, term: 12, pay_day: 'last_working_day' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    // 30 November is only 8 days after 22 November: the first is December's.
    expect(quoted.json().data.first_due_date).toBe('2026-12-31');
    const { token, loanId } = await applyAndSign(personalLoan(0, 'last_working_day'));
    expect((await scheduleOf(token, loanId)).slice(0, 4).map((row) => row.due_date)).toEqual(['2026-12-31', '2027-01-29', '2027-02-26', '2027-03-31']);
  });

  it('without a pay day an API client keeps today’s monthly dates from the start', async () => {
    const quoted = await send(t.app, 'POST', '/api/loan-quote', { product_alias: 'personal-loan', amount: 300_000, term: 12 });
    expect(quoted.json().data.first_due_date).toBe('2026-12-22');
  });

  it('a pay day that is not one is a 422 under pay_day, on every door', async () => {
    const { token, bankId } = await completeBorrower(t.app, t.database);
    const message = ['Choose the day of the month you are paid, or the last working day.'];
    for (const payDay of ['0', '32', 28, 'last', '']) {
      const quoted = await send(t.app, 'POST', '/api/loan-quote', { product_alias: 'personal-loan', amount: 300_000, term: 12, pay_day: payDay });
      expect(quoted.statusCode, String(payDay)).toBe(422);
      expect(quoted.json().errors.pay_day).toEqual(message);
      const checked = await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'personal-loan', amount: 300_000, term: 12, pay_day: payDay }, { token });
      expect(checked.statusCode).toBe(422);
      const filed = await send(t.app, 'POST', '/api/loans/request', personalLoan(bankId, payDay), { token });
      expect(filed.statusCode).toBe(422);
      expect(filed.json().errors.pay_day).toEqual(message);
    }
  });
});

describe('a short-term loan repaid on your pay day', () => {
  it('paid out on Thursday 10 December, paid on the 28th: repaid on Thursday 24 December 2026, never Boxing Day or the 28th', async () => {
    t.clock.advance(18 * DAY_MS); // Thursday 10 December 2026
    const terms = { product_alias: 'payday-loan', amount: 20_000, term: 30, pay_day: '28' };
    const quoted = (await send(t.app, 'POST', '/api/loan-quote', terms)).json().data;
    // 14 days at 0.8 % a day: £200 × 2.92 × 14 ÷ 365 = £22.40.
    expect(quoted).toMatchObject({ first_due_date: '2026-12-24', final_due_date: '2026-12-24', term: 14, total_repayable: 22_240 });
    const { token, loanId } = await applyAndSign({ ...terms, purpose: 'unexpected_bill', consent: true });
    const schedule = await scheduleOf(token, loanId);
    expect(schedule).toHaveLength(1);
    expect(schedule[0]).toMatchObject({ due_date: '2026-12-24', payment: 22_240 });
  });

  it('a pay day further off than the loan lends for is refused under pay_day, saying which dates fit', async () => {
    // From 10 December the 16th is 6 days away, under the 14: 15 January 2027 is 36 days, one more than 35.
    const quoted = await send(t.app, 'POST', '/api/loan-quote', { product_alias: 'payday-loan', amount: 20_000, term: 30, pay_day: '16' });
    expect(quoted.statusCode).toBe(422);
    expect(quoted.json().errors.pay_day).toEqual([
      'This loan is repaid 7 to 35 days after it is paid out, and your pay day falls on 15 January 2027, 36 days away. Choose a pay day that falls between 24 December 2026 and 14 January 2027.',
    ]);
  });
});
