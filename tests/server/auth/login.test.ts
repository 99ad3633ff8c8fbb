import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, registerUser } from '../support/http-client';

const MISMATCH = {
  message: 'These credentials do not match our records.',
  errors: { email: ['These credentials do not match our records.'] },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test signs in from its own address so the per-IP limits of one test never leak into another. */
let ip = 0;
const nextIp = () => ({ remoteAddress: `10.0.0.${++ip}` });

async function login(body: unknown) {
  const xsrf = (await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).cookies[0].value;
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    ...nextIp(),
    headers: { accept: 'application/json', 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': decodeURIComponent(xsrf) },
    payload: JSON.stringify(body),
  });
}

describe('POST /api/login', () => {
  it('signs in with the e-mail in any case and answers 200 with a token and the user', async () => {
    const user = await registerUser(t.app);
    const response = await login({ email: user.email.toUpperCase(), password: user.password });

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token_type).toBe('Bearer');
    expect(data.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(data.user.email).toBe(user.email);
    expect((await get(t.app, '/api/v1/users/me', data.token)).statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown e-mail the very same 422', async () => {
    const user = await registerUser(t.app);
    const wrongPassword = await login({ email: user.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'whatever-password' });

    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(MISMATCH);
    expect(unknownEmail.json()).toEqual(MISMATCH);
  });

  it('answers 422 with field messages for a malformed body', async () => {
    const response = await login({ email: 'nope', remember: 'yes' });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password', 'remember']);
  });

  it('keeps a plain session for 12 hours', async () => {
    const user = await registerUser(t.app);
    const { token } = (await login({ email: user.email, password: user.password })).json().data;

    t.clock.advance(12 * 60 * 60 * 1000 - 1000);
    expect((await get(t.app, '/api/v1/users/me', token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await get(t.app, '/api/v1/users/me', token)).statusCode).toBe(401);
  });

  it('keeps a remembered session for 30 days', async () => {
    const user = await registerUser(t.app);
    const { token } = (await login({ email: user.email, password: user.password, remember: true })).json().data;

    t.clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await get(t.app, '/api/v1/users/me', token)).statusCode).toBe(200);
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await get(t.app, '/api/v1/users/me', token)).json()).toEqual({ message: 'Unauthenticated.' });
  });
});
