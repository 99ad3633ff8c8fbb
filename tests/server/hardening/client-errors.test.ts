import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchXsrfToken, registerUser } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { sendRaw } from './write-routes';

/** Issue 22: a 4xx only for what the request caused; our own bug stays a 500 that reveals nothing. */
let t: TestApp;
let auth: { token: string; xsrf: string };
beforeAll(async () => {
  t = await createTestApp({}, async (app) => {
    // Test-only routes: an upload route reading a file, and one with a bug of ours.
    await app.register(async (scope) => {
      await scope.register(multipart);
      scope.post('/test/upload', async (request) => ({ name: (await request.file())?.filename ?? null }));
    });
    app.post('/test/bug', async () => {
      throw new RangeError('Invalid time value');
    });
  });
  auth = { token: (await registerUser(t.app)).token, xsrf: await fetchXsrfToken(t.app) };
}, 60_000);
afterAll(async () => t?.close());

describe('which errors are the request’s fault', () => {
  it('a multipart body sent to a JSON route is 415, with the type to send', async () => {
    const response = await sendRaw(t.app, { method: 'POST', url: '/api/loan-quote' }, auth, '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported media type: send application/json.' });
  });

  it('JSON sent to a route that reads a file is 415 (not multipart’s 406), saying to send multipart/form-data', async () => {
    const response = await sendRaw(t.app, { method: 'POST', url: '/test/upload' }, auth, '{"file":"x"}', 'application/json');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported media type: send the file as multipart/form-data.' });
  });

  it('a RangeError of ours is still a 500 that says nothing more: it is not dressed up as the caller’s fault', async () => {
    const response = await sendRaw(t.app, { method: 'POST', url: '/test/bug' }, auth, '{}', 'application/json');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error.' });
  });
});
