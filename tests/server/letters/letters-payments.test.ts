import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { addDays, addMonths, formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { LoanPaymentsRepository } from '../../../src-server/db/loans/loan-payments.repository';
import { pdfText } from '../../support/pdf-text';
import { get, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { borrowerWithLoan, moveTo, operatorLoans, scheduleOf, signIn, type ScheduleRow } from '../loans/repayment/support';
import { letterPdf, servicingOn } from './letters-support';

/**
 * The letters tell the whole truth about payments (issue 26, ADR 0047): the statement of account and
 * the annual statement list every payment as the ledger split it, and the settlement statement is for
 * the regulations' settlement date, 28 days after the request, with the instalments before it counted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const pounds = (minor: number) => formatMoney(minor, 'GBP', 'always');
/** The PDF's words on one line, as a reader reads across a table's wrapped cells. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const todayOf = () => t.clock.now().toISOString().slice(0, 10);

async function statementText(token: string, loanId: number): Promise<{ letter: { id: number; template_version: string; summary: Record<string, number> }; text: string }> {
  const response = await send(t.app, 'POST', `/api/loan/${loanId}/letters/statement`, {}, { token });
  expect(response.statusCode, response.body).toBe(201);
  const letter = response.json().data;
  const pdf = await get(t.app, `/api/v1/letters/${letter.id}/pdf`, token);
  expect(pdf.statusCode).toBe(200);
  return { letter, text: flat((await pdfText(pdf.rawPayload)).text) };
}

// The settlement statements first: the date window of the requests is a year either side of today, and the annual statement moves the clock a year on.
describe('the settlement statement (s.97) is for 28 days after the request', () => {
  it('asked on day D: the figure for D+28 with the instalment due before it counted as paid; paid on its day, settle on D+28 takes exactly that figure', async () => {
    const borrower = await borrowerWithLoan(t);
    const [first] = await scheduleOf(t, borrower.token, borrower.loanId);
    const asked = addDays(first.due_date, -10);
    const settlementDate = addDays(asked, 28);
    moveTo(t, asked);
    const token = await signIn(t, borrower);
    const response = await send(t.app, 'POST', `/api/loan/${borrower.loanId}/letters/settlement-statement`, {}, { token });
    expect(response.statusCode, response.body).toBe(201);
    const letter = response.json().data;
    expect(letter).toMatchObject({ template_version: '2027-01', summary: { valid_until: settlementDate } });
    const statementTotal = letter.summary.settlement_total as number;
    const text = flat((await pdfText((await get(t.app, `/api/v1/letters/${letter.id}/pdf`, token)).rawPayload)).text);
    expect(text).toContain(`Amount to pay to settle in full on ${formatCalendarDate(settlementDate)} ${pounds(statementTotal)}`);
    expect(text).toContain(`This amount is valid until ${formatCalendarDate(settlementDate)}`);
    expect(text).toContain(`${formatCalendarDate(first.due_date)} ${pounds(first.payment)}`);
    expect(text).toContain('If a repayment listed above is not paid');
    // Today's quote ("Work out the amount") is still today's, and lower: fewer days of interest.
    const today = (await get(t.app, `/api/loan/${borrower.loanId}/settlement`, token)).json().data;
    expect(today.total).toBeGreaterThan(statementTotal);

    // The instalment is collected on its day; on D+28 the page's figure and `settle` take the statement's.
    moveTo(t, first.due_date);
    await operatorLoans(t).recordPayment(borrower.loanId, first.payment, undefined, { receivedOn: first.due_date });
    moveTo(t, settlementDate);
    const again = await signIn(t, borrower);
    expect((await get(t.app, `/api/loan/${borrower.loanId}/settlement?date=${settlementDate}`, again)).json().data.total).toBe(statementTotal);
    const settled = await operatorLoans(t).settle(borrower.loanId, settlementDate);
    expect(settled.totalMinor).toBe(statementTotal);
  }, 60_000);

  it('a later day the borrower chooses is kept; an earlier one is a 422 under date and nothing is written', async () => {
    const borrower = await borrowerWithLoan(t);
    const today = todayOf();
    const later = addDays(today, 40);
    const chosen = await send(t.app, 'POST', `/api/loan/${borrower.loanId}/letters/settlement-statement`, { date: later }, { token: borrower.token });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().data.summary.valid_until).toBe(later);

    const before = (await get(t.app, `/api/loan/${borrower.loanId}/letters`, borrower.token)).json().data.length;
    const early = await send(t.app, 'POST', `/api/loan/${borrower.loanId}/letters/settlement-statement`, { date: addDays(today, 27) }, { token: borrower.token });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.date[0]).toBe(`A settlement statement is for ${formatCalendarDate(addDays(today, 28))} or a later day you choose. For the amount to settle on an earlier day, use "Work out the amount" on your loan's page.`);
    expect((await get(t.app, `/api/loan/${borrower.loanId}/letters`, borrower.token)).json().data).toHaveLength(before);
  }, 60_000);
});

describe('a loan with a late payment, a part payment and a returned collection', () => {
  let borrower: Awaited<ReturnType<typeof borrowerWithLoan>>;
  let token: string;
  let schedule: ScheduleRow[];
  let userId: number;
  const collectionId = 970_001;

  beforeAll(async () => {
    borrower = await borrowerWithLoan(t);
    token = borrower.token;
    userId = (await get(t.app, '/api/v1/users/me', token)).json().data.id;
    schedule = await scheduleOf(t, token, borrower.loanId);
    const loans = operatorLoans(t);
    // The first instalment arrives five days late.
    moveTo(t, addDays(schedule[0].due_date, 5));
    await loans.recordPayment(borrower.loanId, schedule[0].payment);
    // A part payment of £500, "pay less each month", confirmed by the borrower and recorded the same day.
    token = await signIn(t, borrower);
    const preview = (await send(t.app, 'POST', `/api/v1/loans/${borrower.loanId}/part-payments/preview`, { amount: 50_000, choice: 'smaller_instalment' }, { token })).json().data;
    const confirmed = await send(t.app, 'POST', `/api/v1/loans/${borrower.loanId}/part-payments`, { amount: 50_000, choice: 'smaller_instalment', preview_hash: preview.preview_hash }, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    await loans.recordPayment(borrower.loanId, 50_000, undefined, { partPaymentId: confirmed.json().data.id });
    // The second instalment collected on its day by Direct Debit, then returned unpaid by the bank.
    const second = (await scheduleOf(t, token, borrower.loanId))[1];
    moveTo(t, second.due_date);
    await loans.recordPayment(borrower.loanId, second.payment, undefined, { collectionId, receivedOn: second.due_date });
    moveTo(t, addDays(second.due_date, 3));
    expect(await loans.reverseCollectionPayment(collectionId, todayOf())).toBe(true);
    token = await signIn(t, borrower);
  }, 120_000);

  it('the statement of account lists each payment with the split the ledger stored, totals and a balance equal to the loan page', async () => {
    const stored = await new LoanPaymentsRepository(t.database.db).paymentsOf(borrower.loanId);
    expect(stored.map((row) => [row.kind, row.reversed_on !== null])).toEqual([
      ['instalment', false],
      ['part_payment', false],
      ['instalment', true],
    ]);
    const { letter, text } = await statementText(token, borrower.loanId);
    expect(letter.template_version).toBe('2027-01');
    for (const row of stored) {
      expect(text).toContain(`${formatCalendarDate(row.received_on)} `);
      expect(text).toContain(`${pounds(row.amount)} (charges ${pounds(row.fees_part)}, interest ${pounds(row.interest_part)}, capital ${pounds(row.principal_part)})`);
    }
    expect(text).toContain(`Part payment, to pay less each month: ${pounds(50_000)}`);
    expect(text).toContain(`Returned unpaid by your bank on ${formatCalendarDate(todayOf())}, so it was reversed and is not counted`);

    const totals = (await new LoanPaymentsRepository(t.database.db).ledgerTotalsOf([borrower.loanId])).get(borrower.loanId)!;
    const standing = stored.filter((row) => row.reversed_on === null);
    const loan = (await get(t.app, `/api/loan/${borrower.loanId}`, token)).json().data;
    expect(loan.paid_total).toBe(totals.paidMinor);
    expect(text).toContain(`Paid in all ${pounds(totals.paidMinor)}`);
    expect(text).toContain(`Of which interest ${pounds(standing.reduce((sum, row) => sum + row.interest_part, 0))}`);
    expect(text).toContain(`Of which capital ${pounds(totals.principalPaidMinor)}`);
    expect(text).toContain(`Capital still owed on ${formatCalendarDate(todayOf())} ${pounds(loan.balance)}`);
  });

  it('the schedule part shows the schedule as rewritten by the part payment', async () => {
    const rewritten = await scheduleOf(t, token, borrower.loanId);
    expect(rewritten[2].payment).toBeLessThan(schedule[2].payment);
    const { text } = await statementText(token, borrower.loanId);
    expect(text).toContain(`3. Due ${formatCalendarDate(rewritten[2].due_date)} ${pounds(rewritten[2].payment)}`);
  });

  it('the annual statement lists its year’s payments with the same split, and the capital owed at the year’s end', async () => {
    const loan = (await get(t.app, `/api/loan/${borrower.loanId}`, token)).json().data;
    const yearEnd = addMonths(loan.start_date, 12);
    moveTo(t, addDays(yearEnd, 1));
    await servicingOn(t).letters.issueDue();
    const annual = (await t.database.db.selectFrom('letters').selectAll().where('loan_id', '=', borrower.loanId).where('kind', '=', 'annual-statement').execute())[0];
    expect(annual).toMatchObject({ period_end: yearEnd, template_version: '2027-01' });
    const text = flat((await pdfText(await letterPdf(t, userId, annual.id))).text);
    const stored = await new LoanPaymentsRepository(t.database.db).paymentsOf(borrower.loanId);
    for (const row of stored) expect(text).toContain(`${pounds(row.amount)} (charges ${pounds(row.fees_part)}, interest ${pounds(row.interest_part)}, capital ${pounds(row.principal_part)})`);
    const totals = (await new LoanPaymentsRepository(t.database.db).ledgerTotalsOf([borrower.loanId])).get(borrower.loanId)!;
    expect(text).toContain(`Paid during this period ${pounds(totals.paidMinor)}`);
    expect(text).toContain(`Capital still owed on ${formatCalendarDate(yearEnd)} ${pounds(loan.balance)}`);
  });
});
