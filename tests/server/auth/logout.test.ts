import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, registerUser, send } from '../support/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/logout', () => {
  it('revokes the token used: 204, then the same token gets 401', async () => {
    const { token } = await registerUser(t.app);

    const response = await send(t.app, 'POST', '/api/logout', undefined, { token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const after = await get(t.app, '/api/v1/users/me', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('accepts the empty JSON body a client sends with Content-Type: application/json', async () => {
    const { token } = await registerUser(t.app);

    const response = await send(t.app, 'POST', '/api/logout', '', { token, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(204);
  });

  it('leaves the user’s other sessions signed in', async () => {
    const first = await registerUser(t.app);
    const second = (await send(t.app, 'POST', '/api/login', { email: first.email, password: first.password })).json().data.token;

    await send(t.app, 'POST', '/api/logout', undefined, { token: first.token });
    expect((await get(t.app, '/api/v1/users/me', second)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await send(t.app, 'POST', '/api/logout');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
