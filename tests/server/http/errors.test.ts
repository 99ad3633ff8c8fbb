import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, send } from '../support/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 16 * 1024 });
});
afterAll(() => t.close());

describe('bad input never becomes a 500', () => {
  it('answers 400 with a JSON message to malformed JSON', async () => {
    const response = await send(t.app, 'POST', '/api/register', '{"email": "a@b.c",', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 400 to a prototype-poisoning body', async () => {
    const response = await send(t.app, 'POST', '/api/login', '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await send(t.app, 'POST', '/api/login', 'email=a@b.co&password=x', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported media type: send application/json.' });
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await send(t.app, 'POST', '/api/login', { email: 'a@b.co', password: 'x'.repeat(20 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers 404 {"message":"Not Found."} to an unknown API route, whatever the method', async () => {
    expect((await get(t.app, '/api/v1/nothing')).json()).toEqual({ message: 'Not Found.' });
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/nothing', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not Found.' });
  });

  it('answers a JSON 404, not an HTML page, to a browser asking for a page when no SPA is built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/main', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found.' });
  });

  it('answers 422 to wrong JSON types instead of failing on them', async () => {
    const response = await send(t.app, 'POST', '/api/login', { email: 42, password: ['x'], remember: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password', 'remember']);
  });

  it('answers 500 {"message":"Server Error."} to an unexpected failure, revealing nothing', async () => {
    const broken = await createTestApp();
    await broken.database.destroy();
    try {
      const response = await get(broken.app, '/api/v1/users/me', `1|${'a'.repeat(40)}`);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Server Error.' });
    } finally {
      await broken.app.close();
    }
  });
});
