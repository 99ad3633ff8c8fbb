import { FilesystemDocumentStorage } from '../../../src-server/services/filesystem-document.storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BORROWER, seedDemoBorrower } from '../../../src-server/seed/demo-borrower.seed';
import { PasswordService } from '../../../src-server/services/password.service';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, send } from '../support/http-client';
import { oneLine, pdfText } from '../../support/pdf-text';
import { addDays, addMonths, formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { createHash } from 'node:crypto';
import { formatMoney } from '../../../src-domain/loans/money-format';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoBorrower(t.database, new PasswordService({ ln: 12, r: 8, p: 1 }), new FilesystemDocumentStorage(t.config.uploadDir), t.clock)).toBe(true);
  token = (await send(t.app, 'POST', '/api/login', { email: DEMO_BORROWER.email, password: DEMO_BORROWER.password })).json().data.token;
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
/** The day `days` before the test clock's today, as the seed's history counts them. */
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS).toISOString().slice(0, 10);

describe('the demo borrower', () => {
  it('has a history on every loan page: a boiler loan settled early, a car loan three payments in, a declined request, one under review and an offer to sign', async () => {
    const loans = (await get(t.app, '/api/loan/user_loans', token)).json().data;
    expect(loans.map((l: { product_alias: string; status: string; instalments_paid: number }) => [l.product_alias, l.status, l.instalments_paid])).toEqual([
      ['personal-loan', 'active', 3],
      ['personal-loan', 'settled', 12],
    ]);
    const requests = (await get(t.app, '/api/loan_requests', token)).json();
    expect(requests.data.map((r: { product_alias: string; status: string }) => `${r.product_alias}:${r.status}`)).toEqual([
      'debt-consolidation-loan:approved',
      'personal-loan:in_review',
      'debt-consolidation-loan:declined',
      'personal-loan:disbursed',
      'personal-loan:disbursed',
    ]);
    expect(requests.data[2].decision_reason).toMatch(/^With your car loan, the repayments would take more/);
    expect((await get(t.app, '/api/v1/accounts', token)).json().total).toBe(2);
  });

  it('signed each loan in the portal on the day it was paid out: the record, and the executed agreement the real renderer made that day', async () => {
    const loans = (await get(t.app, '/api/loan/user_loans', token)).json().data as { id: number; start_date: string }[];
    expect(loans.map((l) => l.start_date)).toEqual([daysAgo(120), daysAgo(455)]);
    for (const { id, start_date: paidOut } of loans) {
      const loan = (await get(t.app, `/api/loan/${id}`, token)).json().data;
      expect(loan.agreement).toEqual({ signed_at: expect.stringMatching(new RegExp(`^${paidOut}T`)), template_version: '2026-12', copy_received_at: loan.agreement.signed_at });
      const record = await t.database.db.selectFrom('signed_agreements').selectAll().where('loan_id', '=', id).executeTakeFirstOrThrow();
      expect(record).toMatchObject({ ip_address: '203.0.113.42', user_agent: expect.stringContaining('iPhone'), typed_name: 'Dana Demo', code_check: 'sms-otp ok to +44 ••••• ••• 123', shown_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

      const pdf = await get(t.app, `/api/loan/${id}/agreement.pdf`, token);
      expect(pdf.statusCode).toBe(200);
      expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(record.pdf_sha256);
      const text = oneLine((await pdfText(pdf.rawPayload)).text);
      expect(text).toContain('Fixed Sum Loan Agreement regulated by the Consumer Credit Act 1974');
      expect(text).toContain('Dana Demo');
      expect(text).toContain(formatCalendarDate(paidOut));
    }
  });

  it('has a statement of her car loan and a settlement statement to read, issued on the days she asked, their PDFs in the issued-documents log', async () => {
    const carLoan = (await get(t.app, '/api/loan/user_loans', token)).json().data[0] as { id: number; account_number: string; total_repayable: number };
    const letters = (await get(t.app, `/api/loan/${carLoan.id}/letters`, token)).json().data;
    expect(letters.map((l: { kind: string; issued_at: string; ready: boolean; read_at: string | null }) => [l.kind, l.issued_at.slice(0, 10), l.ready, l.read_at])).toEqual([
      ['settlement-statement', daysAgo(6), true, null],
      ['statement-of-account', daysAgo(21), true, null],
    ]);
    expect((await get(t.app, '/api/v1/letters', token)).json().total).toBe(3);

    const [settlement, statement] = letters;
    // Three repayments paid, nothing overdue: paid + still to pay is what the agreement says is payable.
    expect(statement.summary.arrears).toBe(0);
    expect(statement.summary.paid_to_date + statement.summary.still_to_pay).toBe(carLoan.total_repayable);
    const statementText = oneLine((await pdfText((await get(t.app, `/api/v1/letters/${statement.id}/pdf`, token)).rawPayload)).text);
    expect(statementText).toContain('Statement of your account');
    expect(statementText).toContain('Dana Demo');
    expect(statementText).toContain(formatCalendarDate(daysAgo(21)));
    for (const figure of [statement.summary.paid_to_date, statement.summary.still_to_pay]) expect(statementText).toContain(formatMoney(figure, 'GBP', 'always'));

    // Worked out for the day she asked and honoured 28 days: still good today.
    expect(settlement.summary.valid_until).toBe(daysAgo(6 - 28));
    const settlementPdf = await get(t.app, `/api/v1/letters/${settlement.id}/pdf`, token);
    expect(settlementPdf.statusCode).toBe(200);
    const logged = await t.database.db.selectFrom('issued_documents').select('file_sha256').where('kind', '=', 'settlement-statement').executeTakeFirstOrThrow();
    expect(createHash('sha256').update(settlementPdf.rawPayload).digest('hex')).toBe(logged.file_sha256);
    const settlementText = oneLine((await pdfText(settlementPdf.rawPayload)).text);
    expect(settlementText).toContain('Settlement statement');
    expect(settlementText).toContain(formatMoney(settlement.summary.settlement_total, 'GBP', 'always'));
    expect(settlementText).toContain(formatCalendarDate(settlement.summary.valid_until));
    // Opening it is reading it.
    expect((await get(t.app, `/api/loan/${carLoan.id}/letters`, token)).json().data[0].read_at).not.toBeNull();
  });

  it('has the annual statement the servicing run sent after her boiler loan\'s first anniversary (s.77A), its figures reconciling', async () => {
    const boilerLoan = (await get(t.app, '/api/loan/user_loans', token)).json().data[1] as { id: number; start_date: string; total_repayable: number };
    const letters = (await get(t.app, `/api/loan/${boilerLoan.id}/letters`, token)).json().data;
    expect(letters.map((l: { kind: string; ready: boolean }) => [l.kind, l.ready])).toEqual([['annual-statement', true]]);
    const [annual] = letters;
    const anniversary = addMonths(boilerLoan.start_date, 12);
    // Issued by the run on the day after the period ended, well within its 30 days.
    expect(annual.issued_at.slice(0, 10)).toBe(addDays(anniversary, 1));
    expect(annual.summary.arrears).toBe(0);
    // Settled since: every instalment reads as paid on her schedule, nothing overdue.
    const schedule = (await get(t.app, `/api/v1/loan/amortizations/${boilerLoan.id}`, token)).json().data as { status: string }[];
    expect(schedule.map((row) => row.status)).toEqual(Array(24).fill('paid'));
    expect(annual.summary.paid_to_date + annual.summary.still_to_pay).toBe(boilerLoan.total_repayable);
    const text = oneLine((await pdfText((await get(t.app, `/api/v1/letters/${annual.id}/pdf`, token)).rawPayload)).text);
    expect(text).toContain('Annual statement');
    expect(text).toContain('Dana Demo');
    expect(text).toContain(`Period of this statement ${formatCalendarDate(addDays(boilerLoan.start_date, 1))} to ${formatCalendarDate(anniversary)}`);
    expect(text).toContain(`Total amount payable under the agreement ${formatMoney(boilerLoan.total_repayable, 'GBP', 'always')}`);
    expect(text).toContain(`Repayments paid to date ${formatMoney(annual.summary.paid_to_date, 'GBP', 'always')}`);
    expect(text).toContain(`Still to pay, including anything overdue ${formatMoney(annual.summary.still_to_pay, 'GBP', 'always')}`);
  });

  it('has one offer waiting for her signature, with only the pre-contract information to open first', async () => {
    const request = (await get(t.app, '/api/loan_requests', token)).json().data[0];
    expect(request).toMatchObject({ product_alias: 'debt-consolidation-loan', amount: 300_000, term: 60, loan_id: null, offer: { status: 'open' } });
    const offer = (await get(t.app, `/api/v1/offers/${request.offer.id}`, token)).json().data;
    expect(offer).toMatchObject({ status: 'open', pre_contract_opened_at: null, loan_id: null, signing: { phone_masked: '+44 ••••• ••• 123' } });
    // Her passport is confirmed as hers and her mobile number is verified: only the reading is left.
    expect(offer.locks.map((lock: { code: string }) => lock.code)).toEqual(['pre_contract']);
    expect(Date.parse(offer.expires_at) - t.clock.now().getTime()).toBe(13 * DAY_MS);
  });

  it('has checked documents to download, her passport confirmed as hers, and a rejected one with its reason', async () => {
    const documents = (await get(t.app, '/api/documents', token)).json();
    expect(documents.data.map((d: { document_type: string; status: string }) => `${d.document_type}:${d.status}`).sort()).toEqual(
      ['bank-statement:approved', 'bank-statement:rejected', 'passport:approved', 'payslip:approved', 'proof-of-address:approved'],
    );
    expect(documents.data.find((d: { document_type: string }) => d.document_type === 'passport').identity_confirmed).toBe(true);
    const rejected = documents.data.find((d: { status: string }) => d.status === 'rejected');
    expect(rejected.review_reason).toBe('Only the first page: we need the full month.');
    const file = await get(t.app, `/api/documents/${documents.data[0].id}/file`, token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(t.app, '/api/v1/users/me', token)).json().data.phone_verified_at).not.toBeNull();
  });

  it('can still ask for a £200 short-term loan: the profile is complete and her offer leaves room for it', async () => {
    const answer = (await send(t.app, 'POST', '/api/v1/loan/check_eligibility', { product_alias: 'payday-loan', amount: 20_000, term: 30 }, { token })).json().data;
    expect(answer).toMatchObject({ eligible: true, reasons: [] });
  });
});
