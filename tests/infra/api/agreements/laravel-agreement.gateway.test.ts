import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { Conflict, NotFound, Unexpected, ValidationFailed } from '../../../../src-domain/shared/errors';
import { LaravelAgreementGateway } from '../../../../src-infra/api/agreements/laravel-agreement.gateway';
import { toLoan, toLoanRequest } from '../../../../src-infra/api/loans/loan.mapper';
import { BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const SHA = 'c'.repeat(64);
const OFFER_RESOURCE = {
  id: 5, request_id: 12, reference: 'KC-000012', product_alias: 'personal-loan', product_name: 'Personal loan', status: 'open',
  made_at: '2026-12-26T10:00:00.000Z', expires_at: '2027-01-09T10:00:00.000Z', loan_id: null, signed_at: null,
  figures: {
    currency: 'GBP', amount: 500000, total_payable: 610884, total_cost: 110884, total_interest: 110884, fees: 0, instalment: 16969, instalments: 36, term: 36,
    term_unit: 'months', annual_rate: '0.1290', apr: '13.7', first_due_date: '2027-01-26', final_due_date: '2029-12-26', late_fee: 1200,
  },
  pre_contract_opened_at: null,
  locks: [
    { code: 'identity', message: 'Upload proof of identity.', action: { label: 'Upload proof of identity', path: '/dashboard/documents' } },
    { code: 'pre_contract', message: 'Open the pre-contract credit information first.', action: null },
  ],
  signing: { phone_masked: '+44 ••••• ••• 123', agreement_sha256: SHA, template_version: '2026-12' },
};

describe.each(TRANSPORTS)('LaravelAgreementGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.cookies.set('XSRF-TOKEN', 'xsrf');
    return new LaravelAgreementGateway(client.http);
  }

  it('reads an offer: its figures in minor units, its locks with their actions, what the signature is given to', async () => {
    nock(BASE_URL).get('/api/v1/offers/5').reply(200, { data: OFFER_RESOURCE });
    const offer = await gateway().offer(5);
    expect(offer).toMatchObject({ id: 5, requestId: 12, reference: 'KC-000012', status: 'open', expiresAt: '2027-01-09T10:00:00.000Z', loanId: null, preContractOpenedAt: null });
    expect(offer.figures).toEqual({
      currency: 'GBP', amountMinor: 500000, totalPayableMinor: 610884, totalCostMinor: 110884, totalInterestMinor: 110884, feesMinor: 0, instalmentMinor: 16969, instalments: 36,
      term: 36, termUnit: 'months', annualRate: '0.1290', apr: '13.7', firstDueDate: '2027-01-26', finalDueDate: '2029-12-26', lateFeeMinor: 1200,
    });
    expect(offer.locks).toEqual([
      { code: 'identity', message: 'Upload proof of identity.', action: { label: 'Upload proof of identity', path: '/dashboard/documents' } },
      { code: 'pre_contract', message: 'Open the pre-contract credit information first.', action: null },
    ]);
    expect(offer.signing).toEqual({ phoneMasked: '+44 ••••• ••• 123', agreementSha256: SHA, templateVersion: '2026-12' });
  });

  it('reads a document’s blocks, and refuses a block of a kind it does not know rather than guess', async () => {
    const blocks = [
      { kind: 'heading', level: 1, text: 'Pre-contract credit information' },
      { kind: 'paragraph', text: 'The **APR** is 13.7%.' },
      { kind: 'list', items: ['One', 'Two'] },
      { kind: 'table', rows: [['APR', '13.7%']] },
    ];
    nock(BASE_URL).get('/api/v1/offers/5/documents/pre-contract').reply(200, { data: { kind: 'pre-contract', title: 'Pre-contract credit information', version: '2026-12', sha256: SHA, blocks } });
    expect(await gateway().document(5, 'pre-contract')).toEqual({ kind: 'pre-contract', title: 'Pre-contract credit information', version: '2026-12', sha256: SHA, blocks });

    nock(BASE_URL).get('/api/v1/offers/5/documents/agreement').reply(200, { data: { kind: 'agreement', title: 'Agreement', version: '2026-12', sha256: SHA, blocks: [{ kind: 'image', src: 'x' }] } });
    expect(await rejectionOf(gateway().document(5, 'agreement'))).toBeInstanceOf(Unexpected);
  });

  it('fetches a document’s PDF and the executed agreement as bytes', async () => {
    nock(BASE_URL).get('/api/v1/offers/5/documents/agreement.pdf').reply(200, '%PDF-1.7', { 'Content-Type': 'application/pdf' });
    const pdf = await gateway().documentPdf(5, 'agreement');
    expect(new TextDecoder().decode(pdf.bytes)).toBe('%PDF-1.7');
    expect(pdf.type).toBe('application/pdf');
    nock(BASE_URL).get('/api/loan/77/agreement.pdf').reply(200, '%PDF-1.7 signed', { 'Content-Type': 'application/pdf' });
    expect(new TextDecoder().decode((await gateway().agreementPdf(77)).bytes)).toBe('%PDF-1.7 signed');
  });

  it('asks for a signing code, and turns a lock (409) into Conflict with the server’s words', async () => {
    nock(BASE_URL).post('/api/v1/offers/5/signing-code').reply(200, { data: { phone_masked: '+44 ••••• ••• 123', expires_in: 600, resend_after: 60 } });
    expect(await gateway().requestSigningCode(5)).toEqual({ phoneMasked: '+44 ••••• ••• 123', expiresInSeconds: 600, resendAfterSeconds: 60 });
    nock(BASE_URL).post('/api/v1/offers/5/signing-code').reply(409, { message: 'Open the pre-contract credit information first.' });
    const conflict = await rejectionOf(gateway().requestSigningCode(5));
    expect(conflict).toBeInstanceOf(Conflict);
    expect((conflict as Conflict).message).toBe('Open the pre-contract credit information first.');
  });

  it('signs with the four fields, once (a POST is never retried), and reads the offer and the new loan', async () => {
    let sent: unknown;
    nock(BASE_URL)
      .post('/api/v1/offers/5/sign', (body) => ((sent = body), true))
      .reply(200, { data: { offer: { ...OFFER_RESOURCE, status: 'signed', loan_id: 77, signed_at: '2026-12-26T14:03:00.000Z', locks: [] }, loan_id: 77 } });
    const signed = await gateway().sign(5, { full_name: 'Ada Lovelace', agree: true, code: '123456', agreement_sha256: SHA });
    expect(sent).toEqual({ full_name: 'Ada Lovelace', agree: true, code: '123456', agreement_sha256: SHA });
    expect(signed.loanId).toBe(77);
    expect(signed.offer).toMatchObject({ status: 'signed', loanId: 77, signedAt: '2026-12-26T14:03:00.000Z' });
  });

  it('turns a refused code (422) into the field’s message, and another borrower’s offer into NotFound', async () => {
    nock(BASE_URL).post('/api/v1/offers/5/sign').reply(422, { message: 'That code is not right.', errors: { code: ['That code is not right.'] } });
    const refused = await rejectionOf(gateway().sign(5, { full_name: 'Ada Lovelace', agree: true, code: '000000', agreement_sha256: SHA }));
    expect(refused).toBeInstanceOf(ValidationFailed);
    expect((refused as ValidationFailed).fields).toEqual({ code: ['That code is not right.'] });
    nock(BASE_URL).post('/api/v1/offers/9/decline').reply(404, { message: 'Not Found.' });
    expect(await rejectionOf(gateway().decline(9))).toBeInstanceOf(NotFound);
  });
});

describe('loan and request resources after issue 23', () => {
  const LOAN = {
    id: 77, reference: 'KC00000077', product_alias: 'personal-loan', product_name: 'Personal loan', currency: 'GBP', principal: 500000, term: 36, term_unit: 'months',
    annual_rate: '0.129', apr: '13.7', status: 'active', disbursed_at: '2026-12-12T14:03:00.000Z', start_date: '2026-12-12', balance: 500000, total_repayable: 610884,
    paid_total: 0, instalments_paid: 0, instalments_total: 36, next_due: null,
  };

  it('reads a loan’s agreement and withdrawal period, and a backend without them as none known', () => {
    const loan = toLoan({ ...LOAN, agreement: { signed_at: '2026-12-12T14:03:00.000Z', template_version: '2026-12', copy_received_at: null }, withdrawal: { starts_on: null, deadline: null } });
    expect(loan.agreement).toEqual({ signedAt: '2026-12-12T14:03:00.000Z', templateVersion: '2026-12', copyReceivedAt: null });
    expect(loan.withdrawal).toEqual({ startsOn: null, deadline: null });
    expect(toLoan(LOAN)).toMatchObject({ agreement: null, withdrawal: { startsOn: null, deadline: null } });
  });

  it('reads a request’s offer', () => {
    const request = toLoanRequest({
      id: 12, reference: 'KC-000012', product_alias: 'personal-loan', product_name: 'Personal loan', currency: 'GBP', amount: 500000, term: 36, term_unit: 'months',
      purpose: 'car', status: 'approved', decision_reason: null, quote: { regular_payment: 16969, total_repayable: 610884, apr: '13.7' }, loan_id: null, history: [],
      created_at: '2026-12-26T09:00:00.000Z', offer: { id: 5, status: 'open', expires_at: '2027-01-09T10:00:00.000Z' },
    });
    expect(request.offer).toEqual({ id: 5, status: 'open', expiresAt: '2027-01-09T10:00:00.000Z' });
  });
});
