import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CODE_CEILING } from '../../../src-server/services/account-security/daily-code-ceiling';
import { borrowerWithTwoFactor, outboxDir, totpCode } from '../support/account-security';
import { fetchXsrfToken, registerUser } from '../support/http-client';
import { latestCode, outboxMessages, settledOutboxSize } from '../support/outbox';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function postFrom(app: TestApp, ip: string, url: string, body: unknown) {
  const xsrf = await fetchXsrfToken(app.app);
  const headers = { accept: 'application/json', 'content-type': 'application/json', cookie: `XSRF-TOKEN=${encodeURIComponent(xsrf)}`, 'x-xsrf-token': xsrf };
  return app.app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body), remoteAddress: ip });
}

describe('daily ceiling on wrong one-time codes (issue 12)', () => {
  it('refuses even the right recovery code with 429 once the day’s wrong codes are spent across resends', async () => {
    t = await createTestApp();
    const { email } = await registerUser(t.app);
    let ip = 1;
    let code = '';
    for (let wrong = 0; wrong < DEFAULT_CODE_CEILING.max; ) {
      // A new code each round, after the resend cooldown, from a new address: what an attacker can do.
      t.clock.advance(61_000);
      const before = await settledOutboxSize(outboxDir(t));
      expect((await postFrom(t, `10.8.0.${ip++}`, '/api/forgot-password', { email })).statusCode).toBe(200);
      code = await latestCode(outboxDir(t), email, 'password-forgot', before);
      const guess = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5 && wrong < DEFAULT_CODE_CEILING.max; i++, wrong++) {
        expect((await postFrom(t, `10.8.1.${ip}`, '/api/forgot-verify-otp', { email, otp: guess })).statusCode).toBe(422);
      }
    }
    t.clock.advance(61_000);
    const before = await settledOutboxSize(outboxDir(t));
    await postFrom(t, '10.8.2.1', '/api/forgot-password', { email });
    code = await latestCode(outboxDir(t), email, 'password-forgot', before);
    const refused = await postFrom(t, '10.8.2.2', '/api/forgot-verify-otp', { email, otp: code });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60 * 60);
    // The owner is told, once.
    const told = outboxMessages(outboxDir(t)).filter((m) => m.to === email && m.purpose === 'code-ceiling-reached');
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe('We have paused code checks on your Kestrel Credit account');
    expect(told[0].text).toContain('Nobody got in');

    // The next day the owner's code works again.
    t.clock.advance(DEFAULT_CODE_CEILING.windowMs);
    const fresh = await settledOutboxSize(outboxDir(t));
    await postFrom(t, '10.8.3.1', '/api/forgot-password', { email });
    code = await latestCode(outboxDir(t), email, 'password-forgot', fresh);
    expect((await postFrom(t, '10.8.3.1', '/api/forgot-verify-otp', { email, otp: code })).statusCode).toBe(200);
  });

  it('counts wrong authenticator codes at sign-in too: after the day’s ceiling even the right code waits, and the owner is told', async () => {
    t = await createTestApp();
    const borrower = await borrowerWithTwoFactor(t);
    let ip = 1;
    const challenge = async () => {
      const login = await postFrom(t!, `10.9.0.${ip++}`, '/api/login', { email: borrower.email, password: borrower.password });
      expect(login.statusCode, login.body).toBe(200);
      return login.json().data.challenge as string;
    };
    for (let wrong = 0; wrong < DEFAULT_CODE_CEILING.max; ) {
      // Past the per-minute check limit, as a patient attacker with the password would be.
      t.clock.advance(61_000);
      const current = await challenge();
      const right = totpCode(t, borrower.secret);
      const guess = right === '000000' ? '000001' : '000000';
      for (let i = 0; i < 4 && wrong < DEFAULT_CODE_CEILING.max; i++, wrong++) {
        expect((await postFrom(t, `10.9.1.${ip}`, '/api/v1/2fa/validate', { challenge: current, code: guess })).statusCode).toBe(422);
      }
    }
    t.clock.advance(61_000);
    const refused = await postFrom(t, '10.9.2.1', '/api/v1/2fa/validate', { challenge: await challenge(), code: totpCode(t, borrower.secret) });
    expect(refused.statusCode).toBe(429);
    expect(outboxMessages(outboxDir(t)).filter((m) => m.to === borrower.email && m.purpose === 'code-ceiling-reached')).toHaveLength(1);

    t.clock.advance(DEFAULT_CODE_CEILING.windowMs);
    const next = await postFrom(t, '10.9.3.1', '/api/v1/2fa/validate', { challenge: await challenge(), code: totpCode(t, borrower.secret) });
    expect(next.statusCode, next.body).toBe(200);
  });
});
