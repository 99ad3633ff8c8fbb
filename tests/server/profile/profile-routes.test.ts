import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerUser, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { ADDRESS, BANK, DETAILS, EMPLOYMENT, IBAN_BANK } from './profile-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile routes', () => {
  it('GET /api/user_details is {data:null} before the first save, then the saved details with the account phone and a masked national ID', async () => {
    const { token } = await registerUser(t.app, { phone: '+447700900999' });
    expect((await get(t.app, '/api/user_details', token)).json()).toEqual({ data: null });

    const created = await send(t.app, 'POST', '/api/user_details', DETAILS, { token });
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({ first_name: 'Ada', middle_name: 'King', date_of_birth: '1990-05-17', national_id_masked: '•••• 456C', phone: '+447700900999' });
    expect(created.body).not.toContain('AB123456C');
    expect(created.body).not.toContain('AB 12 34 56 C');
    expect((await get(t.app, '/api/user_details', token)).json().data).toEqual(data);
  });

  it('POST /api/user_details twice is a 409 that says to update instead; the update keeps the national ID when it is left out', async () => {
    const { token } = await registerUser(t.app);
    const id = (await send(t.app, 'POST', '/api/user_details', DETAILS, { token })).json().data.id;
    const again = await send(t.app, 'POST', '/api/user_details', DETAILS, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/update them instead/);

    const { national_id: _kept, ...rest } = DETAILS;
    const updated = await send(t.app, 'POST', `/api/update_user_detail/${id}`, { ...rest, marital_status: 'divorced' }, { token });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ marital_status: 'divorced', national_id_masked: '•••• 456C' });
  });

  it('answers 422 with Laravel’s shape for a minor, bad enums and an undeclared field, and stores nothing', async () => {
    const { token } = await registerUser(t.app);
    const thisYear = new Date().getUTCFullYear();
    const response = await send(t.app, 'POST', '/api/user_details', { ...DETAILS, date_of_birth: `${thisYear - 10}-01-01`, gender: 'robot', role: 'staff' }, { token });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/\(and 2 more errors\)$/),
      errors: {
        date_of_birth: ['You must be at least 18 to borrow from us.'],
        gender: ['Choose your gender from the list.'],
        role: ['Role is not an accepted field.'],
      },
    });
    expect((await get(t.app, '/api/user_details', token)).json()).toEqual({ data: null });
  });

  it.each([
    ['POST', '/api/user_details'],
    ['POST', '/api/addresses'],
    ['POST', '/api/banks'],
    ['POST', '/api/user_employments'],
    ['POST', '/api/feedback'],
  ] as const)('%s %s with no body or a non-object body is 422, never 500', async (method, url) => {
    const { token } = await registerUser(t.app);
    expect((await send(t.app, method, url, undefined, { token })).statusCode).toBe(422);
    expect((await send(t.app, method, url, [1, 2], { token })).statusCode).toBe(422);
    expect((await send(t.app, method, url, '"text"', { token })).statusCode).toBe(422);
    expect((await send(t.app, method, url, '{"broken', { token })).statusCode).toBe(400);
  });

  it('addresses: the first is primary, a new primary unsets the old one, the primary cannot be switched off directly', async () => {
    const { token } = await registerUser(t.app);
    const first = (await send(t.app, 'POST', '/api/addresses', ADDRESS, { token })).json().data;
    expect(first).toMatchObject({ is_primary: true, postal_code: 'LS1 4AP', country: 'GB' });
    const second = await send(t.app, 'POST', '/api/addresses', { ...ADDRESS, kind: 'mailing', line1: 'PO Box 7', is_primary: true }, { token });
    expect(second.statusCode).toBe(201);
    const list = (await get(t.app, '/api/addresses', token)).json().data as Array<{ id: number; is_primary: boolean }>;
    expect(list.map((a) => [a.id, a.is_primary])).toEqual([
      [second.json().data.id, true],
      [first.id, false],
    ]);

    const off = await send(t.app, 'PUT', `/api/addresses/${second.json().data.id}`, { ...ADDRESS, is_primary: false }, { token });
    expect(off.statusCode).toBe(422);
    expect(Object.keys(off.json().errors)).toEqual(['is_primary']);
    const back = await send(t.app, 'PUT', `/api/addresses/${first.id}`, { ...ADDRESS, line2: 'Flat 2', is_primary: true }, { token });
    expect(back.json().data).toMatchObject({ is_primary: true, line2: 'Flat 2' });
    expect((await get(t.app, '/api/addresses', token)).json().data.filter((a: { is_primary: boolean }) => a.is_primary)).toHaveLength(1);
  });

  it('addresses: the postcode must fit the country', async () => {
    const { token } = await registerUser(t.app);
    const response = await send(t.app, 'POST', '/api/addresses', { ...ADDRESS, postal_code: '90210' }, { token });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ postal_code: ['Enter a postcode that fits the country, like LS1 4AP.'] });
  });

  it('banks: the number is stored in full but only ever answered masked; the update may leave it out', async () => {
    const { token } = await registerUser(t.app);
    const created = await send(t.app, 'POST', '/api/banks', BANK, { token });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ account_kind: 'domestic', account_number_masked: '•••• 6819', routing_code: '601613', is_primary: true });
    expect(created.json().data).not.toHaveProperty('account_number');
    const stored = await t.database.db.selectFrom('banks').select('account_number').executeTakeFirstOrThrow();
    expect(stored.account_number).toBe('31926819');

    const { account_number: _n, ...rest } = BANK;
    const updated = await send(t.app, 'PUT', `/api/banks/${created.json().data.id}`, { ...rest, bank_name: 'Northern Bank plc' }, { token });
    expect(updated.json().data).toMatchObject({ bank_name: 'Northern Bank plc', account_number_masked: '•••• 6819' });
    for (const response of [created, updated, await get(t.app, '/api/banks', token)]) expect(response.body).not.toContain('31926819');
  });

  it('banks: an IBAN needs a valid checksum, a domestic number needs its sort code, and the same account is not saved twice', async () => {
    const { token } = await registerUser(t.app);
    expect((await send(t.app, 'POST', '/api/banks', IBAN_BANK, { token })).json().data).toMatchObject({ account_kind: 'iban', account_number_masked: '•••• 3000' });
    const badIban = await send(t.app, 'POST', '/api/banks', { ...IBAN_BANK, account_number: 'DE89370400440532013001' }, { token });
    expect(badIban.json().errors).toEqual({ account_number: ['Enter an IBAN, or an account number of 6 to 17 digits.'] });
    expect(Object.keys((await send(t.app, 'POST', '/api/banks', { ...BANK, routing_code: null }, { token })).json().errors)).toEqual(['routing_code']);
    const twice = await send(t.app, 'POST', '/api/banks', { ...IBAN_BANK, account_number: 'de89370400440532013000' }, { token });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ account_number: ['This account is already saved.'] });
  });

  it('employments: incomes are minor units; take-home above gross and fractional pennies are refused', async () => {
    const { token } = await registerUser(t.app);
    const created = await send(t.app, 'POST', '/api/user_employments', EMPLOYMENT, { token });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ monthly_gross_income: 235_000, monthly_net_income: 182_050, income_currency: 'GBP' });
    const bad = await send(t.app, 'POST', '/api/user_employments', { ...EMPLOYMENT, monthly_gross_income: 2350.5, monthly_net_income: 300_000 }, { token });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['monthly_gross_income', 'monthly_net_income']);
    const retired = await send(t.app, 'POST', '/api/user_employments', { ...EMPLOYMENT, employment_type: 'retired', employer_name: null, position: null, start_date: null, next_pay_date: null }, { token });
    expect(retired.statusCode).toBe(201);
  });

  it('employments: declared monthly outgoings round-trip in minor units, null when not declared, and may exceed take-home pay', async () => {
    const { token } = await registerUser(t.app);
    const undeclared = await send(t.app, 'POST', '/api/user_employments', EMPLOYMENT, { token });
    expect(undeclared.statusCode).toBe(201);
    expect(undeclared.json().data).toHaveProperty('monthly_outgoings', null);

    const id = undeclared.json().data.id;
    const declared = await send(t.app, 'PUT', `/api/user_employments/${id}`, { ...EMPLOYMENT, monthly_outgoings: 95_000 }, { token });
    expect(declared.statusCode).toBe(200);
    expect(declared.json().data).toMatchObject({ monthly_outgoings: 95_000, income_currency: 'GBP' });
    expect((await get(t.app, '/api/user_employments', token)).json().data[0]).toMatchObject({ id, monthly_outgoings: 95_000 });

    // More than the £1,820.50 take-home is accepted: the eligibility check then says nothing is affordable.
    const above = await send(t.app, 'PUT', `/api/user_employments/${id}`, { ...EMPLOYMENT, monthly_outgoings: 200_000 }, { token });
    expect(above.json().data.monthly_outgoings).toBe(200_000);
    // Left out of a PUT (the whole record is replaced), or null: not declared.
    expect((await send(t.app, 'PUT', `/api/user_employments/${id}`, EMPLOYMENT, { token })).json().data.monthly_outgoings).toBeNull();
    const created = await send(t.app, 'POST', '/api/user_employments', { ...EMPLOYMENT, monthly_outgoings: 0 }, { token });
    expect(created.json().data.monthly_outgoings).toBe(0);

    for (const bad of [-1, 950.5, 1_000_000_001, '95000']) {
      const refused = await send(t.app, 'POST', '/api/user_employments', { ...EMPLOYMENT, monthly_outgoings: bad }, { token });
      expect(refused.statusCode, String(bad)).toBe(422);
      expect(Object.keys(refused.json().errors), String(bad)).toEqual(['monthly_outgoings']);
    }
    expect((await get(t.app, '/api/user_employments', token)).json().data.map((e: { monthly_outgoings: number | null }) => e.monthly_outgoings)).toEqual([0, null]);
  });

  it('every profile route needs a signed-in user', async () => {
    for (const url of ['/api/user_details', '/api/addresses', '/api/banks', '/api/user_employments']) {
      expect((await get(t.app, url)).statusCode).toBe(401);
    }
    expect((await send(t.app, 'POST', '/api/addresses', ADDRESS)).statusCode).toBe(401);
    expect((await send(t.app, 'PUT', '/api/banks/1', BANK)).statusCode).toBe(401);
  });
});
