import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchXsrfToken, registerUser } from '../support/http-client';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('refused requests stop reading (issue 12)', () => {
  it('answers a write without XSRF and a 10 GB body with 419 and closes the connection without reading it', async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const closed = new Promise<number>((resolve) => {
      const started = Date.now();
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => undefined);
    });
    socket.write('POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10737418240\r\n\r\n');
    // The answer comes before any byte of the body: read it first (once the server closes with
    // unread bytes, the kernel resets the connection and an unread answer would be lost).
    await expect.poll(() => answer, { timeout: 2_000 }).toMatch(/^HTTP\/1\.1 419/);
    expect(answer.toLowerCase()).toContain('connection: close');
    // Then pretend to be the 10 GB upload: the server must not keep reading it.
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = setInterval(() => {
      if (!socket.destroyed && socket.writable) {
        socket.write(chunk);
        sent += chunk.length;
      }
    }, 1);
    const elapsed = await closed;
    clearInterval(pump);
    expect(elapsed).toBeLessThan(2_000);
    expect(sent).toBeLessThan(200 * 1024 * 1024);
  });
});

describe('no caching of API answers (issue 12)', () => {
  it('marks token-carrying and personal answers no-store and no-cache', async () => {
    t = await createTestApp();
    const xsrf = await fetchXsrfToken(t.app);
    const { token } = await registerUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    expect(me.headers['cache-control']).toContain('no-store');
    expect(me.headers.pragma).toBe('no-cache');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf },
      payload: '{"email":"nobody@example.com","password":"x"}',
    });
    expect(login.headers['cache-control']).toContain('no-store');
  });

  it('refuses a sign-in body over its few-KB limit with 413', async () => {
    t = await createTestApp();
    const xsrf = await fetchXsrfToken(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(8 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });
});
