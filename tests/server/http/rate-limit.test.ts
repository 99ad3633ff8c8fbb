import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { fetchXsrfToken, registerUser } from '../support/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function login(app: FastifyInstance, body: Record<string, unknown>, remoteAddress: string) {
  const xsrf = await fetchXsrfToken(app);
  return app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    payload: JSON.stringify(body),
  });
}

describe('login rate limits', () => {
  it('answers 429 with Retry-After on the 6th attempt for one e-mail from one IP', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(t.app, { email: user.email, password: 'wrong-password' }, '10.1.0.1')).statusCode).toBe(422);
    }
    const sixth = await login(t.app, { email: user.email, password: user.password }, '10.1.0.1');

    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: 'Too Many Attempts.' });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('does not lock the real user out from another IP, and frees the account after the window', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 1; attempt <= 6; attempt++) await login(t.app, { email: user.email, password: 'wrong-password' }, '10.2.0.66');
    expect((await login(t.app, { email: user.email, password: 'x' }, '10.2.0.66')).statusCode).toBe(429);

    expect((await login(t.app, { email: user.email, password: user.password }, '10.2.0.1')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await login(t.app, { email: user.email, password: user.password }, '10.2.0.66')).statusCode).toBe(200);
  });

  it('limits one IP to 30 attempts a minute across e-mails', async () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await login(t.app, { email: `spray${attempt}@example.com`, password: 'guess-1234' }, '10.3.0.1')).statusCode).toBe(422);
    }
    const response = await login(t.app, { email: 'spray31@example.com', password: 'guess-1234' }, '10.3.0.1');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await registerUser(t.app);
    for (let attempt = 1; attempt <= 4; attempt++) await login(t.app, { email: user.email, password: 'wrong-password' }, '10.4.0.1');
    expect((await login(t.app, { email: user.email, password: user.password }, '10.4.0.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(t.app, { email: user.email, password: 'wrong-password' }, '10.4.0.1')).statusCode).toBe(422);
    }
  });

  it('keeps the counters in the database, shared by every instance on it', async () => {
    const user = await registerUser(t.app);
    const { buildApp } = await import('../../../src-server/http/app');
    const second = await buildApp(t.config, { database: t.database, clock: t.clock });
    try {
      for (let attempt = 1; attempt <= 3; attempt++) await login(t.app, { email: user.email, password: 'wrong-password' }, '10.5.0.1');
      for (let attempt = 1; attempt <= 2; attempt++) await login(second, { email: user.email, password: 'wrong-password' }, '10.5.0.1');
      expect((await login(second, { email: user.email, password: user.password }, '10.5.0.1')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
