import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { NotFound, Unexpected, ValidationFailed } from '../../../../src-domain/shared/errors';
import { LaravelDirectDebitGateway } from '../../../../src-infra/api/direct-debit/laravel-direct-debit.gateway';
import { BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const MANDATE = {
  reference: 'KCDD-000042', status: 'pending', account_holder: 'Ada Lovelace', bank_name: 'Barclays', sort_code: '20-00-00', account_last4: '5678', lodged_at: null,
};
const GUARANTEE = {
  version: '2026-12',
  blocks: [
    { kind: 'heading', level: 1, text: 'The Direct Debit Guarantee' },
    { kind: 'list', items: ['This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.'] },
  ],
};

describe.each(TRANSPORTS)('LaravelDirectDebitGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.cookies.set('XSRF-TOKEN', 'xsrf');
    return new LaravelDirectDebitGateway(client.http);
  }

  it('reads the collection method, the mandate in the domain’s words and the Guarantee’s blocks', async () => {
    nock(BASE_URL).get('/api/v1/direct-debit').reply(200, { data: { method: 'direct_debit', mandate: MANDATE, guarantee: GUARANTEE } });
    expect(await gateway().setup()).toEqual({
      method: 'direct_debit',
      mandate: { reference: 'KCDD-000042', status: 'pending', accountHolder: 'Ada Lovelace', bankName: 'Barclays', sortCode: '20-00-00', accountLast4: '5678', lodgedAt: null, onPreviousAccount: [] },
      guarantee: GUARANTEE,
    });
  });

  it('reads a payment already with the bank on the replaced mandate, in the domain’s words', async () => {
    const withBank = { amount_minor: 21_862, due_on: '2026-11-29', mandate_reference: 'KCDD-000041', account_last4: '1234' };
    nock(BASE_URL).get('/api/v1/direct-debit').reply(200, { data: { method: 'direct_debit', mandate: { ...MANDATE, on_previous_account: [withBank] }, guarantee: GUARANTEE } });
    expect((await gateway().setup()).mandate?.onPreviousAccount).toEqual([{ amountMinor: 21_862, dueOn: '2026-11-29', mandateReference: 'KCDD-000041', accountLast4: '1234' }]);
  });

  it('reads a lender that collects by transfer, with no mandate', async () => {
    nock(BASE_URL).get('/api/v1/direct-debit').reply(200, { data: { method: 'transfer', mandate: null, guarantee: { version: '2026-12', blocks: [] } } });
    expect(await gateway().setup()).toMatchObject({ method: 'transfer', mandate: null });
  });

  it('refuses an answer it cannot read (an unknown method or status) rather than guess', async () => {
    nock(BASE_URL).get('/api/v1/direct-debit').reply(200, { data: { method: 'cheque', mandate: null, guarantee: GUARANTEE } });
    expect(await rejectionOf(gateway().setup())).toBeInstanceOf(Unexpected);
    nock(BASE_URL).get('/api/v1/direct-debit').reply(200, { data: { method: 'direct_debit', mandate: { ...MANDATE, status: 'paused' }, guarantee: GUARANTEE } });
    expect(await rejectionOf(gateway().setup())).toBeInstanceOf(Unexpected);
  });

  it('sets up the mandate on a profile account with a PUT of its id, and answers the new mandate', async () => {
    let sent: unknown = null;
    nock(BASE_URL)
      .put('/api/v1/direct-debit/mandate', (body) => {
        sent = body;
        return true;
      })
      .reply(200, { data: { ...MANDATE, reference: 'KCDD-000043', lodged_at: '2026-12-26T10:10:00.000Z' } });
    const mandate = await gateway().setUpMandate({ bank_id: 7 });
    expect(sent).toEqual({ bank_id: 7 });
    expect(mandate).toMatchObject({ reference: 'KCDD-000043', accountLast4: '5678', lodgedAt: '2026-12-26T10:10:00.000Z' });
  });

  it('turns a 422 on bank_id into its field message, and a 404 into NotFound', async () => {
    nock(BASE_URL).put('/api/v1/direct-debit/mandate').reply(422, { message: 'Choose one of your own bank accounts.', errors: { bank_id: ['Choose one of your own bank accounts.'] } });
    const refused = await rejectionOf(gateway().setUpMandate({ bank_id: 99 }));
    expect(refused).toBeInstanceOf(ValidationFailed);
    expect((refused as ValidationFailed).fields).toEqual({ bank_id: ['Choose one of your own bank accounts.'] });
    nock(BASE_URL).get('/api/v1/direct-debit').reply(404, { message: 'Not found.' });
    expect(await rejectionOf(gateway().setup())).toBeInstanceOf(NotFound);
  });
});
