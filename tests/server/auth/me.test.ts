import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, registerUser } from '../support/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNAUTHENTICATED = { message: 'Unauthenticated.' };

describe('GET /api/v1/users/me', () => {
  it('returns the signed-in user as a resource, without secrets', async () => {
    const { token, email } = await registerUser(t.app, { first_name: 'Katherine', last_name: 'Johnson' });
    const response = await get(t.app, '/api/v1/users/me', token);

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ first_name: 'Katherine', last_name: 'Johnson', email, role: 'borrower', two_factor_enabled: false, staff_role: null });
    expect(Object.keys(data).sort()).toEqual(
      ['created_at', 'email', 'email_verified_at', 'first_name', 'id', 'last_name', 'phone', 'phone_verified_at', 'role', 'staff_role', 'two_factor_enabled'],
    );
  });

  it('answers 401 without a token', async () => {
    const response = await get(t.app, '/api/v1/users/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it.each([
    ['not a token', 'garbage'],
    ['no secret', '1|'],
    ['a non-numeric id', 'abc|' + 'a'.repeat(40)],
    ['an unknown id', '999999|' + 'a'.repeat(40)],
  ])('answers 401 for %s', async (_label, token) => {
    const response = await get(t.app, '/api/v1/users/me', token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('answers 401 when the secret does not match the id', async () => {
    const { token } = await registerUser(t.app);
    const [id] = token.split('|');
    const response = await get(t.app, '/api/v1/users/me', `${id}|${'B'.repeat(40)}`);
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for a non-Bearer Authorization scheme', async () => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Basic ${token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 once the token has expired', async () => {
    const { token } = await registerUser(t.app);
    t.clock.advance(13 * 60 * 60 * 1000);
    const response = await get(t.app, '/api/v1/users/me', token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });
});
