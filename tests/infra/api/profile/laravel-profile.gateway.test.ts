import nock from 'nock';
import { describe, expect, it } from 'vitest';
import type { AddressDto } from '../../../../src-domain/profile/address.dto';
import type { EmploymentDto } from '../../../../src-domain/profile/employment.dto';
import { NotFound, Unexpected, ValidationFailed } from '../../../../src-domain/shared/errors';
import { LaravelProfileGateway } from '../../../../src-infra/api/profile/laravel-profile.gateway';
import { BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const AT = '2026-11-22T10:00:00.000Z';
const DETAILS_RESOURCE = {
  id: 3, first_name: 'Ada', middle_name: null, last_name: 'Lovelace', date_of_birth: '1990-05-17', national_id_masked: '•••• 456C',
  gender: 'female', marital_status: 'married', dependants: 2, education: 'master', nationality: 'GB', phone: '+447700900123', created_at: AT, updated_at: AT,
};
const ADDRESS_RESOURCE = {
  id: 5, kind: 'home', line1: '12 Harrier Way', line2: null, city: 'Leeds', region: null, postal_code: 'LS1 4AP', country: 'GB',
  years_at_address: 4, residential_status: 'renting_private', is_primary: true, created_at: AT, updated_at: AT,
};
const BANK_RESOURCE = {
  id: 8, bank_name: 'Northern Bank', account_holder: 'Ada Lovelace', account_kind: 'domestic', account_number_masked: '•••• 6819',
  routing_code: '601613', currency: 'GBP', is_primary: true, created_at: AT, updated_at: AT,
};
const EMPLOYMENT_RESOURCE = {
  id: 9, employment_type: 'employed', employer_name: 'Analytical Engines Ltd', position: 'Engineer', start_date: '2019-09-01',
  monthly_gross_income: 235000, monthly_net_income: 182050, monthly_outgoings: 95000, income_currency: 'GBP', pay_frequency: 'monthly', next_pay_date: '2026-12-01',
  employer_phone: null, created_at: AT, updated_at: AT,
};
const ADDRESS: AddressDto = {
  kind: 'home', line1: '12 Harrier Way', line2: null, city: 'Leeds', region: null, postal_code: 'LS1 4AP', country: 'GB', years_at_address: 4, residential_status: 'renting_private',
};

describe.each(TRANSPORTS)('LaravelProfileGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.cookies.set('XSRF-TOKEN', 'xsrf');
    return new LaravelProfileGateway(client.http);
  }

  it('reads the details, and null before the first save', async () => {
    nock(BASE_URL).get('/api/user_details').reply(200, { data: DETAILS_RESOURCE });
    expect(await gateway().details()).toMatchObject({ id: 3, firstName: 'Ada', nationalIdMasked: '•••• 456C', phone: '+447700900123' });
    nock(BASE_URL).get('/api/user_details').reply(200, { data: null });
    expect(await gateway().details()).toBeNull();
  });

  it('creates with POST /api/user_details and updates with POST /api/update_user_detail/{id}, leaving out an unchanged national ID', async () => {
    const sent: unknown[] = [];
    nock(BASE_URL)
      .post('/api/user_details').reply((_u, body) => (sent.push(body), [201, { data: DETAILS_RESOURCE }]))
      .post('/api/update_user_detail/3').reply((_u, body) => (sent.push(body), [200, { data: DETAILS_RESOURCE }]));
    const dto = { first_name: 'Ada', middle_name: null, last_name: 'Lovelace', date_of_birth: '1990-05-17', gender: 'female', marital_status: 'married', dependants: 2, education: 'master', nationality: 'GB' } as const;
    await gateway().createDetails({ ...dto, national_id: 'AB123456C' });
    await gateway().updateDetails(3, { ...dto, national_id: undefined });
    expect(sent[0]).toMatchObject({ national_id: 'AB123456C' });
    expect(sent[1]).not.toHaveProperty('national_id');
  });

  it('lists, adds and updates addresses, sending only the declared fields', async () => {
    let sent: unknown;
    nock(BASE_URL)
      .get('/api/addresses').reply(200, { data: [ADDRESS_RESOURCE] })
      .post('/api/addresses').reply((_u, body) => ((sent = body), [201, { data: ADDRESS_RESOURCE }]))
      .put('/api/addresses/5').reply(200, { data: { ...ADDRESS_RESOURCE, city: 'York' } });
    const profile = gateway();
    expect((await profile.addresses())[0]).toMatchObject({ id: 5, postalCode: 'LS1 4AP', yearsAtAddress: 4, isPrimary: true });
    await profile.addAddress({ ...ADDRESS, user_id: 99 } as AddressDto);
    expect(sent).not.toHaveProperty('user_id');
    expect((await profile.updateAddress(5, ADDRESS)).city).toBe('York');
  });

  it('maps bank accounts (masked) and employments (Money in minor units)', async () => {
    nock(BASE_URL).get('/api/banks').reply(200, { data: [BANK_RESOURCE] }).get('/api/user_employments').reply(200, { data: [EMPLOYMENT_RESOURCE] });
    expect((await gateway().banks())[0]).toMatchObject({ accountNumberMasked: '•••• 6819', accountKind: 'domestic', routingCode: '601613' });
    expect((await gateway().employments())[0]).toMatchObject({
      monthlyGrossIncome: { amountMinor: 235000, currency: 'GBP' },
      monthlyNetIncome: { amountMinor: 182050, currency: 'GBP' },
      monthlyOutgoings: { amountMinor: 95000, currency: 'GBP' },
      nextPayDate: '2026-12-01',
    });
  });

  it('sends declared monthly outgoings, reads null as not declared, and refuses an amount that is not whole minor units', async () => {
    let sent: Record<string, unknown> = {};
    nock(BASE_URL)
      .post('/api/user_employments').reply((_u, body) => ((sent = body as Record<string, unknown>), [201, { data: EMPLOYMENT_RESOURCE }]))
      .put('/api/user_employments/9').reply((_u, body) => ((sent = body as Record<string, unknown>), [200, { data: { ...EMPLOYMENT_RESOURCE, monthly_outgoings: null } }]))
      .get('/api/user_employments').reply(200, { data: [{ ...EMPLOYMENT_RESOURCE, monthly_outgoings: '950.00' }] });
    const dto: EmploymentDto = {
      employment_type: 'employed', employer_name: 'Analytical Engines Ltd', position: 'Engineer', start_date: '2019-09-01', monthly_gross_income: 235000,
      monthly_net_income: 182050, monthly_outgoings: 95000, income_currency: 'GBP', pay_frequency: 'monthly', next_pay_date: '2026-12-01', employer_phone: null,
    };
    expect((await gateway().addEmployment(dto)).monthlyOutgoings).toEqual({ amountMinor: 95000, currency: 'GBP' });
    expect(sent.monthly_outgoings).toBe(95000);
    expect((await gateway().updateEmployment(9, { ...dto, monthly_outgoings: null })).monthlyOutgoings).toBeNull();
    expect(sent).toHaveProperty('monthly_outgoings', null);
    expect(await rejectionOf(gateway().employments())).toBeInstanceOf(Unexpected);
  });

  it('passes on 422 field errors and 404 for someone else’s id', async () => {
    nock(BASE_URL)
      .put('/api/banks/8').reply(422, { message: 'Enter an IBAN.', errors: { account_number: ['Enter an IBAN.'] } })
      .put('/api/user_employments/77').reply(404, { message: 'Not Found.' });
    const invalid = await rejectionOf(gateway().updateBank(8, { bank_name: 'B', account_holder: 'A', account_number: 'x', currency: 'GBP' }));
    expect(invalid).toBeInstanceOf(ValidationFailed);
    expect((invalid as ValidationFailed).fields).toEqual({ account_number: ['Enter an IBAN.'] });
    expect(await rejectionOf(gateway().updateEmployment(77, {} as never))).toBeInstanceOf(NotFound);
  });

  it('refuses a malformed answer instead of returning half an entity', async () => {
    nock(BASE_URL).get('/api/banks').reply(200, { data: [{ ...BANK_RESOURCE, account_number_masked: undefined }] }).get('/api/addresses').reply(200, { data: {} });
    expect(await rejectionOf(gateway().banks())).toBeInstanceOf(Unexpected);
    expect(await rejectionOf(gateway().addresses())).toBeInstanceOf(Unexpected);
  });
});
