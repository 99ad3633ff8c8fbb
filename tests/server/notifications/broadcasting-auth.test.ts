import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signChannel, signUser, verifyAuth } from '../../../src-server/realtime/pusher-signatures';
import { createTestApp, type TestApp } from '../support/test-app';
import { fetchXsrfToken, get, registerUser, send } from '../support/http-client';

let t: TestApp;
let ada: { token: string; id: number };
let grace: { token: string; id: number };

async function signUp(): Promise<{ token: string; id: number }> {
  const { token } = await registerUser(t.app);
  return { token, id: (await get(t.app, '/api/v1/users/me', token)).json().data.id };
}

/** A form post as pusher-js's default transport sends it, with our client's headers. */
async function postForm(url: string, form: Record<string, string>, token?: string) {
  const xsrf = await fetchXsrfToken(t.app);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
    cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`,
    'x-xsrf-token': xsrf,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return t.app.inject({ method: 'POST', url, headers, payload: new URLSearchParams(form).toString() });
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp();
  grace = await signUp();
});
afterAll(() => t.close());

describe('POST /broadcasting/auth', () => {
  it('signs the user’s own channel from a form body, as pusher-js posts it', async () => {
    const channel = `private-App.Models.User.${ada.id}`;
    const response = await postForm('/broadcasting/auth', { socket_id: '123.456', channel_name: channel }, ada.token);
    expect(response.statusCode, response.body).toBe(200);
    const { auth } = response.json();
    expect(auth).toBe(signChannel(t.config.pusher, '123.456', channel));
    expect(verifyAuth(t.config.pusher, auth, `123.456:${channel}`)).toBe(true);
  });

  it('signs it from a JSON body too', async () => {
    const channel = `private-App.Models.User.${ada.id}`;
    const response = await send(t.app, 'POST', '/broadcasting/auth', { socket_id: '1.2', channel_name: channel }, { token: ada.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auth: signChannel(t.config.pusher, '1.2', channel) });
  });

  it.each([
    ['another user’s channel', () => `private-App.Models.User.${grace.id}`],
    ['a look-alike of the own channel', () => `private-App.Models.User.${ada.id}0`],
    ['an unknown private channel', () => 'private-loans.1'],
    ['a public channel', () => 'news'],
    ['a presence channel', () => `presence-App.Models.User.${ada.id}`],
    ['an encrypted channel', () => `private-encrypted-App.Models.User.${ada.id}`],
  ])('answers 403 for %s', async (_label, channel) => {
    const response = await postForm('/broadcasting/auth', { socket_id: '123.456', channel_name: channel() }, ada.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('answers 401 without a token or with a bad one', async () => {
    const form = { socket_id: '123.456', channel_name: `private-App.Models.User.${ada.id}` };
    expect((await postForm('/broadcasting/auth', form)).statusCode).toBe(401);
    expect((await postForm('/broadcasting/auth', form, `${ada.token}x`)).statusCode).toBe(401);
  });

  it('answers 419 without the XSRF header, as for any write', async () => {
    const response = await send(t.app, 'POST', '/broadcasting/auth', { socket_id: '1.2', channel_name: `private-App.Models.User.${ada.id}` }, { token: ada.token, xsrf: null });
    expect(response.statusCode).toBe(419);
  });

  it.each([
    ['no socket_id', { channel_name: 'private-App.Models.User.1' }, 'socket_id'],
    ['a malformed socket_id', { socket_id: '1234', channel_name: 'private-App.Models.User.1' }, 'socket_id'],
    ['no channel_name', { socket_id: '1.2' }, 'channel_name'],
    ['a channel name with spaces', { socket_id: '1.2', channel_name: 'private-a b' }, 'channel_name'],
  ])('answers 422 for %s, never 500', async (_label, form, field) => {
    const response = await postForm('/broadcasting/auth', form as Record<string, string>, ada.token);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('answers 422 for a JSON body that is not an object', async () => {
    const response = await send(t.app, 'POST', '/broadcasting/auth', '[1,2]', { token: ada.token });
    expect(response.statusCode).toBe(422);
  });
});

describe('POST /broadcasting/user-auth', () => {
  it('signs the current user’s id for pusher:signin', async () => {
    const response = await postForm('/broadcasting/user-auth', { socket_id: '123.456' }, ada.token);
    expect(response.statusCode).toBe(200);
    const { auth, user_data: userData } = response.json();
    expect(JSON.parse(userData)).toEqual({ id: String(ada.id) });
    expect(auth).toBe(signUser(t.config.pusher, '123.456', userData));
  });

  it('answers 401 without a token and 422 without a socket id', async () => {
    expect((await postForm('/broadcasting/user-auth', { socket_id: '1.2' })).statusCode).toBe(401);
    expect((await postForm('/broadcasting/user-auth', {}, ada.token)).statusCode).toBe(422);
  });
});
