import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_SECURITY } from '../../../../src-server/config/account-security.config';
import { signedUpBorrower } from '../../support/account-security';
import { fetchXsrfToken, registration, send } from '../../support/http-client';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** A JSON POST as the SPA sends it, from client address `ip`. */
async function postFrom(app: TestApp, ip: string, url: string, body: unknown, token?: string) {
  const xsrf = await fetchXsrfToken(app.app);
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf };
  if (token) headers.authorization = `Bearer ${token}`;
  return app.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body), remoteAddress: ip });
}

describe('rate limits of the account-security calls', () => {
  it('limits sign-ups per IP (v1 and v2 share the counter), with Retry-After, for a short while only', async () => {
    t = await createTestApp({ accountSecurity: DEFAULT_ACCOUNT_SECURITY });
    const { max, windowMs } = DEFAULT_ACCOUNT_SECURITY.limits.registrationsPerIp;
    for (let i = 0; i < max; i++) expect((await postFrom(t, '10.0.0.1', '/api/register', registration())).statusCode).toBe(202);
    const blocked = await postFrom(t, '10.0.0.1', '/api/v2/register', { email: 'late@example.com', phone: '+447700900555', terms: true });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
    // Another address is not affected; the same one is free again when the window ends.
    expect((await postFrom(t, '10.0.0.2', '/api/register', registration())).statusCode).toBe(202);
    t.clock.advance(windowMs);
    expect((await postFrom(t, '10.0.0.1', '/api/register', registration())).statusCode).toBe(202);
  });

  it('limits code checks per account across IPs, and the account is free again within a minute', async () => {
    t = await createTestApp();
    const borrower = await signedUpBorrower(t);
    const { max, windowMs } = DEFAULT_ACCOUNT_SECURITY.limits.codeChecksPerAccount;
    const wrong = borrower.code === '000000' ? '000001' : '000000';
    // Spread over many addresses, as a botnet would.
    for (let i = 0; i < max; i++) await postFrom(t, `10.1.0.${i + 1}`, '/api/verify-phone-otp', { otp: wrong }, borrower.token);
    const blocked = await postFrom(t, '10.1.1.1', '/api/verify-phone-otp', { otp: borrower.code }, borrower.token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    t.clock.advance(windowMs);
    // The code itself was spent by the wrong tries (5 at most), so the owner asks for a new one — and can.
    expect((await postFrom(t, '10.1.1.1', '/api/resend-verify-otp', {}, borrower.token)).statusCode).toBe(200);
  });

  it('limits code checks per IP', async () => {
    t = await createTestApp();
    const { max } = DEFAULT_ACCOUNT_SECURITY.limits.codeChecksPerIp;
    for (let i = 0; i < max; i++) await postFrom(t, '10.2.0.1', '/api/forgot-verify-otp', { email: `x${i}@example.com`, otp: '123456' });
    const blocked = await postFrom(t, '10.2.0.1', '/api/forgot-verify-otp', { email: 'y@example.com', otp: '123456' });
    expect(blocked.statusCode).toBe(429);
    expect((await postFrom(t, '10.2.0.2', '/api/forgot-verify-otp', { email: 'y@example.com', otp: '123456' })).statusCode).toBe(422);
  });

  it('limits sign-in attempts per account across IPs, for a minute at most', async () => {
    t = await createTestApp();
    const borrower = await signedUpBorrower(t);
    const { max, windowMs } = DEFAULT_ACCOUNT_SECURITY.limits.loginPerAccount;
    for (let i = 0; i < max; i++) await postFrom(t, `10.3.0.${i + 1}`, '/api/login', { email: borrower.email, password: 'wrong-password' });
    const blocked = await postFrom(t, '10.3.1.1', '/api/login', { email: borrower.email, password: borrower.password });
    expect(blocked.statusCode).toBe(429);
    t.clock.advance(windowMs);
    expect((await postFrom(t, '10.3.1.1', '/api/login', { email: borrower.email, password: borrower.password })).statusCode).toBe(200);
  });

  it('limits code sends per IP', async () => {
    t = await createTestApp();
    const { max } = DEFAULT_ACCOUNT_SECURITY.limits.codeSendsPerIp;
    for (let i = 0; i < max; i++) expect((await postFrom(t, '10.4.0.1', '/api/forgot-password', { email: `z${i}@example.com` })).statusCode).toBe(200);
    expect((await postFrom(t, '10.4.0.1', '/api/forgot-password', { email: 'z@example.com' })).statusCode).toBe(429);
    await send(t.app, 'POST', '/api/forgot-password', { email: 'z@example.com' }).then((r) => expect(r.statusCode).toBe(200));
  });
});
