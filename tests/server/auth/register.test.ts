import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, registration, send } from '../support/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/register', () => {
  it('creates a borrower, signs them in and answers 201 with a bearer token and the user', async () => {
    const body = registration({ email: 'Grace.Hopper@Example.com', first_name: 'Grace', last_name: 'Hopper' });
    const response = await send(t.app, 'POST', '/api/register', body);

    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.token_type).toBe('Bearer');
    expect(data.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(data.user).toEqual({
      id: expect.any(Number),
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace.hopper@example.com',
      phone: '+447700900123',
      role: 'borrower',
      email_verified_at: null,
      phone_verified_at: null,
      two_factor_enabled: false,
      created_at: '2026-11-22T10:00:00.000Z',
    });
    const me = await get(t.app, '/api/v1/users/me', data.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('grace.hopper@example.com');
  });

  it('refuses an e-mail already registered, in any letter case, with Laravel’s 422', async () => {
    await send(t.app, 'POST', '/api/register', registration({ email: 'taken@example.com' }));
    const response = await send(t.app, 'POST', '/api/register', registration({ email: 'TAKEN@Example.COM' }));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('takes a UK mobile as people type it and keeps it as E.164', async () => {
    const response = await send(t.app, 'POST', '/api/register', { ...registration(), phone: '07700 900 456' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.user.phone).toBe('+447700900456');
  });

  it('answers 422 with every invalid field and the "(and N more errors)" summary', async () => {
    const response = await send(t.app, 'POST', '/api/register', {
      first_name: '',
      last_name: 'Lovelace',
      email: 'not-an-email',
      phone: '0113 496 0000', // a landline: no texts reach it
      password: 'short',
      password_confirmation: 'different',
      terms: false,
    });

    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'first_name', 'password', 'password_confirmation', 'phone', 'terms']);
    expect(body.errors.password_confirmation).toEqual(['The passwords do not match.']);
    expect(body.errors.terms).toEqual(['Please accept the terms to open an account.']);
    for (const messages of Object.values(body.errors)) {
      expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    const total = Object.values(body.errors as Record<string, string[]>).flat().length;
    const first = Object.values(body.errors as Record<string, string[]>)[0][0];
    expect(body.message).toBe(`${first} (and ${total - 1} more errors)`);
  });

  it('answers 422 with the required fields when the body is missing', async () => {
    const response = await send(t.app, 'POST', '/api/register');

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation', 'terms']),
    );
  });

  it('refuses fields nobody declared instead of silently dropping them', async () => {
    const response = await send(t.app, 'POST', '/api/register', registration({ role: 'staff' }));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Role is not an accepted field.', errors: { role: ['Role is not an accepted field.'] } });
  });

  it('answers 422, not 500, when the body is JSON but not an object', async () => {
    const response = await send(t.app, 'POST', '/api/register', '[1,2,3]');

    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The request body must be an object.');
  });
});
