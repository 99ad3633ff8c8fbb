import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, registerUser, send } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { ADDRESS, DETAILS, EMPLOYMENT } from './profile-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};

describe('the UK profile on the server', () => {
  it('refuses a National Insurance number with a prefix HMRC never issues, and a US SSN, with field messages', async () => {
    const { token } = await registerUser(t.app);
    const prefix = await send(t.app, 'POST', '/api/user_details', { ...DETAILS, national_id: 'TN 12 34 56 A' }, { token });
    expect(prefix.statusCode).toBe(422);
    expect(prefix.json().errors.national_id).toEqual(['Check the first two letters of your National Insurance number: no number starts with those.']);
    const ssn = await send(t.app, 'POST', '/api/user_details', { ...DETAILS, national_id: '078-05-1120' }, { token });
    expect(ssn.statusCode).toBe(422);
    expect(ssn.json().errors.national_id[0]).toMatch(/two letters, six numbers, then A, B, C or D/);
  });

  it('stores the number compact and in capitals, and takes details without gender or education', async () => {
    const { token } = await registerUser(t.app);
    const { gender: _g, education: _e, ...rest } = DETAILS;
    const created = await send(t.app, 'POST', '/api/user_details', { ...rest, national_id: 'ab 98 76 54 d' }, { token });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ national_id_masked: '•••• 654D', gender: null, education: null });
  });

  it('refuses income in another currency than the lender’s with a 422 that says so', async () => {
    const { token } = await registerUser(t.app);
    const response = await send(t.app, 'POST', '/api/user_employments', { ...EMPLOYMENT, income_currency: 'USD' }, { token });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ income_currency: ['We only deal in pounds sterling (GBP): enter the amounts in pounds.'] });
  });

  it('keeps a previous home with its dates, refuses one that ends before it starts, and counts the years of a dated home', async () => {
    const { token } = await registerUser(t.app);
    const home = await send(t.app, 'POST', '/api/addresses', { ...ADDRESS, lived_from: monthsAgo(14) }, { token });
    expect(home.statusCode).toBe(201);
    expect(home.json().data).toMatchObject({ kind: 'home', lived_from: monthsAgo(14), lived_until: null, years_at_address: 1 });

    const backwards = await send(t.app, 'POST', '/api/addresses', { ...ADDRESS, kind: 'previous', lived_from: monthsAgo(14), lived_until: monthsAgo(40) }, { token });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.lived_until).toEqual(['The date you moved out must be after the date you moved in.']);

    const missing = await send(t.app, 'POST', '/api/addresses', { ...ADDRESS, kind: 'previous', lived_from: monthsAgo(40) }, { token });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['lived_until']);

    const wrongKind = await send(t.app, 'POST', '/api/addresses', { ...ADDRESS, lived_until: monthsAgo(2) }, { token });
    expect(wrongKind.json().errors.lived_until).toEqual(['Only a previous home has a date you moved out.']);

    const previous = await send(t.app, 'POST', '/api/addresses', { ...ADDRESS, kind: 'previous', lived_from: monthsAgo(40), lived_until: monthsAgo(14) }, { token });
    expect(previous.statusCode).toBe(201);
    const list = await get(t.app, '/api/addresses', token);
    expect(list.json().data.map((a: { kind: string }) => a.kind).sort()).toEqual(['home', 'previous']);
  });
});

describe('a lender that requires gender and education', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ profileRequires: ['gender', 'education'] });
  });
  afterAll(() => strict.close());

  it('refuses details without them, naming each field', async () => {
    const { token } = await registerUser(strict.app);
    const { gender: _g, education: _e, ...rest } = DETAILS;
    const response = await send(strict.app, 'POST', '/api/user_details', rest, { token });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ gender: ['Choose your gender.'], education: ['Choose your highest education.'] });
  });
});
