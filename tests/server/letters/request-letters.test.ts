import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { pdfText } from '../../support/pdf-text';
import { dropAppendOnlyTriggers } from '../issued-documents/issued-documents-support';
import { get, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedLoan } from './letters-support';

/** A statement and a settlement statement on request (s.77B, s.97): their figures are the schedule's and the quote's. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedLoan>>;
let stranger: Awaited<ReturnType<typeof signedLoan>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedLoan(t);
  stranger = await signedLoan(t);
}, 120_000);
afterAll(() => t?.close());

const pounds = (minor: number) => formatMoney(minor, 'GBP', 'always');

async function pdfOf(token: string, letterId: number): Promise<string> {
  const response = await get(t.app, `/api/v1/letters/${letterId}/pdf`, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return (await pdfText(response.rawPayload)).text;
}

describe('letters on request', () => {
  it('a statement of account: paid to date + arrears + still to pay is the schedule to the penny, in the PDF as on the wire', async () => {
    const schedule = (await get(t.app, `/api/v1/loan/amortizations/${owner.loanId}`, owner.token)).json().data as { payment: number; fee?: number }[];
    const response = await send(t.app, 'POST', `/api/loan/${owner.loanId}/letters/statement`, {}, { token: owner.token });
    expect(response.statusCode, response.body).toBe(201);
    const letter = response.json().data;
    expect(letter).toMatchObject({ loan_id: owner.loanId, kind: 'statement-of-account', title: 'Statement of your account', ready: true, read_at: null, template_version: '2027-01' });
    const { paid_to_date, arrears, still_to_pay } = letter.summary;
    const scheduleTotal = schedule.reduce((sum, row) => sum + row.payment + (row.fee ?? 0), 0);
    expect(paid_to_date + arrears + still_to_pay).toBe(scheduleTotal);

    const text = await pdfOf(owner.token, letter.id);
    expect(text).toContain('Statement of your account');
    expect(text).toContain(pounds(paid_to_date));
    expect(text).toContain(pounds(still_to_pay));
    const read = (await get(t.app, `/api/loan/${owner.loanId}/letters`, owner.token)).json().data.find((l: { id: number }) => l.id === letter.id);
    expect(read.read_at).not.toBeNull();
  });

  it('a settlement statement: the total the page quotes for its settlement date, 28 days on, valid until then', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const in28 = new Date(Date.parse(`${today}T00:00:00Z`) + 28 * 86_400_000).toISOString().slice(0, 10);
    // No instalment falls due in the 28 days of a loan paid out today, so none is counted as paid.
    const quote = (await get(t.app, `/api/loan/${owner.loanId}/settlement?date=${in28}`, owner.token)).json().data;
    const response = await send(t.app, 'POST', `/api/loan/${owner.loanId}/letters/settlement-statement`, {}, { token: owner.token });
    expect(response.statusCode, response.body).toBe(201);
    const letter = response.json().data;
    expect(letter).toMatchObject({ kind: 'settlement-statement', ready: true, summary: { settlement_total: quote.total, valid_until: in28 } });
    const text = await pdfOf(owner.token, letter.id);
    expect(text).toContain(pounds(quote.total));
  });

  it('a settlement date that is not a date is a 422 under date; nothing is written', async () => {
    const before = (await get(t.app, `/api/loan/${owner.loanId}/letters`, owner.token)).json().data.length;
    const response = await send(t.app, 'POST', `/api/loan/${owner.loanId}/letters/settlement-statement`, { date: '2027-02-30' }, { token: owner.token });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ date: ['Enter a date like 2027-01-31.'] });
    expect((await get(t.app, `/api/loan/${owner.loanId}/letters`, owner.token)).json().data).toHaveLength(before);
  });

  it('every letter of the borrower, newest first, a Laravel page', async () => {
    const page = (await get(t.app, '/api/v1/letters?page=1', owner.token)).json();
    expect(page).toMatchObject({ current_page: 1, total: 2, per_page: 10 });
    expect(page.data.map((l: { kind: string }) => l.kind)).toEqual(['settlement-statement', 'statement-of-account']);
    expect(page.data[0].loan_reference).toMatch(/\S/);
  });

  it("another borrower's loan or letter is a 404", async () => {
    const own = (await get(t.app, `/api/loan/${owner.loanId}/letters`, owner.token)).json().data[0];
    expect((await get(t.app, `/api/v1/letters/${own.id}/pdf`, stranger.token)).statusCode).toBe(404);
    expect((await get(t.app, `/api/loan/${owner.loanId}/letters`, stranger.token)).statusCode).toBe(404);
    expect((await send(t.app, 'POST', `/api/loan/${owner.loanId}/letters/statement`, {}, { token: stranger.token })).statusCode).toBe(404);
    expect((await send(t.app, 'POST', `/api/loan/${owner.loanId}/letters/settlement-statement`, {}, { token: stranger.token })).statusCode).toBe(404);
    expect((await get(t.app, '/api/v1/letters', stranger.token)).json().total).toBe(0);
    expect((await get(t.app, '/api/v1/letters/999999/pdf', owner.token)).statusCode).toBe(404);
  });

  it('a stored PDF whose bytes no longer match the log is a 503, never served', async () => {
    const own = (await get(t.app, `/api/loan/${owner.loanId}/letters`, owner.token)).json().data[0];
    const row = await t.database.db.selectFrom('letters').select('issued_file_id').where('id', '=', own.id).executeTakeFirstOrThrow();
    await dropAppendOnlyTriggers(t);
    const stored = await t.database.db.selectFrom('issued_files').select('pdf').where('id', '=', row.issued_file_id!).executeTakeFirstOrThrow();
    const changed = new Uint8Array(stored.pdf);
    changed[changed.length - 10] ^= 1;
    await t.database.db.updateTable('issued_files').set({ pdf: changed }).where('id', '=', row.issued_file_id!).execute();
    const response = await get(t.app, `/api/v1/letters/${own.id}/pdf`, owner.token);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('We cannot show this letter right now. We have been alerted.');
  });
});
