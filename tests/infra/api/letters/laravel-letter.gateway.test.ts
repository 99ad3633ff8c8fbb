import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { NotFound, Unavailable, Unexpected, ValidationFailed } from '../../../../src-domain/shared/errors';
import { LaravelLetterGateway } from '../../../../src-infra/api/letters/laravel-letter.gateway';
import { ADA, BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const ANNUAL_STATEMENT = {
  id: 31, loan_id: 77, loan_reference: 'KC00000077', kind: 'annual-statement', title: 'Annual statement', issued_at: '2027-12-20T09:00:00.000Z', due_by: '2028-01-11',
  template_version: '2026-12', read_at: null, ready: true, summary: { paid_to_date: 203_628, arrears: 0, still_to_pay: 407_256 },
};
const SETTLEMENT_STATEMENT = {
  id: 32, loan_id: 77, loan_reference: 'KC00000077', kind: 'settlement-statement', title: 'Settlement statement', issued_at: '2027-12-21T10:00:00.000Z', due_by: '2027-12-21',
  template_version: '2026-12', read_at: '2027-12-21T10:01:00.000Z', ready: false, summary: { settlement_total: 352_118, valid_until: '2028-01-18', paid_to_date: null },
};

describe.each(TRANSPORTS)('LaravelLetterGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.cookies.set('XSRF-TOKEN', 'xsrf');
    client.sessions.write({ token: '1|secret', user: ADA, role: 'borrower' });
    return new LaravelLetterGateway(client.http);
  }

  it('reads a page of every loan’s letters, their figures in minor units, only the figures the kind carries', async () => {
    nock(BASE_URL)
      .get('/api/v1/letters')
      .query({ page: '2' })
      .reply(200, { data: [SETTLEMENT_STATEMENT, ANNUAL_STATEMENT], current_page: 2, last_page: 3, total: 42 });
    const page = await gateway().letters(2);
    expect(page).toMatchObject({ page: 2, lastPage: 3, total: 42 });
    expect(page.items[1]).toEqual({
      id: 31, loanId: 77, loanReference: 'KC00000077', kind: 'annual-statement', title: 'Annual statement', issuedAt: '2027-12-20T09:00:00.000Z', dueBy: '2028-01-11',
      templateVersion: '2026-12', readAt: null, ready: true, summary: { paidToDateMinor: 203_628, arrearsMinor: 0, stillToPayMinor: 407_256 },
    });
    expect(page.items[0]).toMatchObject({ kind: 'settlement-statement', readAt: '2027-12-21T10:01:00.000Z', ready: false });
    expect(page.items[0].summary).toEqual({ settlementTotalMinor: 352_118, validUntil: '2028-01-18' });
  });

  it('reads one loan’s letters, and refuses a letter of a kind it does not know rather than guess', async () => {
    nock(BASE_URL).get('/api/loan/77/letters').reply(200, { data: [ANNUAL_STATEMENT] });
    expect((await gateway().loanLetters(77)).map((letter) => letter.title)).toEqual(['Annual statement']);
    nock(BASE_URL).get('/api/loan/77/letters').reply(200, { data: [{ ...ANNUAL_STATEMENT, kind: 'birthday-card' }] });
    expect(await rejectionOf(gateway().loanLetters(77))).toBeInstanceOf(Unexpected);
    nock(BASE_URL).get('/api/loan/77/letters').reply(200, { data: [{ ...ANNUAL_STATEMENT, summary: { paid_to_date: '2036.28' } }] });
    expect(await rejectionOf(gateway().loanLetters(77))).toBeInstanceOf(Unexpected);
  });

  it('asks for a statement of account with a key, so a retried POST makes one letter', async () => {
    let key: unknown;
    nock(BASE_URL)
      .post('/api/loan/77/letters/statement')
      .reply(function () {
        key = this.req.headers['idempotency-key'];
        return [201, { data: { ...ANNUAL_STATEMENT, id: 33, kind: 'statement-of-account', title: 'Statement of your account' } }];
      });
    expect(await gateway().requestStatement(77)).toMatchObject({ id: 33, kind: 'statement-of-account', title: 'Statement of your account' });
    expect(key).toMatch(/^[\x21-\x7e]{8,255}$/);
  });

  it('asks for a settlement statement for a day, or for today with an empty body', async () => {
    const bodies: unknown[] = [];
    nock(BASE_URL)
      .post('/api/loan/77/letters/settlement-statement', (body) => (bodies.push(body), true))
      .times(2)
      .reply(201, { data: SETTLEMENT_STATEMENT });
    expect(await gateway().requestSettlementStatement(77, { date: '2027-12-31' })).toMatchObject({ id: 32, summary: { settlementTotalMinor: 352_118 } });
    await gateway().requestSettlementStatement(77, {});
    expect(bodies).toEqual([{ date: '2027-12-31' }, {}]);
  });

  it('turns a refused date (422) into the field’s message, and another borrower’s loan into NotFound', async () => {
    nock(BASE_URL).post('/api/loan/77/letters/settlement-statement').reply(422, { message: 'Choose a date within a year of today.', errors: { date: ['Choose a date within a year of today.'] } });
    const refused = await rejectionOf(gateway().requestSettlementStatement(77, { date: '2031-01-01' }));
    expect(refused).toBeInstanceOf(ValidationFailed);
    expect((refused as ValidationFailed).fields).toEqual({ date: ['Choose a date within a year of today.'] });
    nock(BASE_URL).post('/api/loan/9/letters/statement').reply(404, { message: 'Not Found.' });
    expect(await rejectionOf(gateway().requestStatement(9))).toBeInstanceOf(NotFound);
  });

  it('fetches a letter’s PDF as bytes with the bearer token, and a PDF that failed its check (503) as Unavailable', async () => {
    nock(BASE_URL, { reqheaders: { authorization: 'Bearer 1|secret' } })
      .get('/api/v1/letters/31/pdf')
      .reply(200, '%PDF-1.7 statement', { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="annual-statement-KC00000077.pdf"' });
    const pdf = await gateway().pdf(31);
    expect(new TextDecoder().decode(pdf.bytes)).toBe('%PDF-1.7 statement');
    expect(pdf.type).toBe('application/pdf');
    nock(BASE_URL).get('/api/v1/letters/31/pdf').times(5).reply(503, { message: 'This letter cannot be shown just now.' });
    expect(await rejectionOf(gateway().pdf(31))).toBeInstanceOf(Unavailable);
  });
});
