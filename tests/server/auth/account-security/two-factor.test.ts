import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithTwoFactor, signedUpBorrower, totpCode } from '../../support/account-security';
import { get, send } from '../../support/http-client';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remember?: boolean) =>
  send(t.app, 'POST', '/api/login', { email, password, ...(remember === undefined ? {} : { remember }) });
const validate = (challenge: string, code: string) => send(t.app, 'POST', '/api/v1/2fa/validate', { challenge, code });

describe('two-factor enrolment', () => {
  it('enable answers the secret, an otpauth URI and a QR image; 2FA stays off until a code confirms it', async () => {
    const borrower = await signedUpBorrower(t);
    const response = await send(t.app, 'POST', '/api/v1/2fa/enable', {}, { token: borrower.token });
    expect(response.statusCode).toBe(200);
    const { secret, otpauth_url, qr_code_url } = response.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Kestrel%20Credit:/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(qr_code_url).toMatch(/^data:image\/png;base64,/);
    expect((await get(t.app, '/api/v1/users/me', borrower.token)).json().data.two_factor_enabled).toBe(false);

    // The secret is sealed at rest.
    const row = await t.database.db.selectFrom('users').select('two_factor_secret').where('id', '=', borrower.id).executeTakeFirstOrThrow();
    expect(row.two_factor_secret).not.toContain(secret);

    const wrong = await send(t.app, 'POST', '/api/v1/2fa/verify', { code: totpCode(t, secret, 5) }, { token: borrower.token });
    expect(wrong.statusCode).toBe(422);

    const confirmed = await send(t.app, 'POST', '/api/v1/2fa/verify', { code: totpCode(t, secret) }, { token: borrower.token });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes, user } = confirmed.json().data;
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(user.two_factor_enabled).toBe(true);
    const stored = await t.database.db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', borrower.id).execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recovery_codes[0]);

    expect((await send(t.app, 'POST', '/api/v1/2fa/enable', {}, { token: borrower.token })).statusCode).toBe(409);
  });

  it('verify without enable first is a 409', async () => {
    const borrower = await signedUpBorrower(t);
    expect((await send(t.app, 'POST', '/api/v1/2fa/verify', { code: '123456' }, { token: borrower.token })).statusCode).toBe(409);
  });
});

describe('sign-in with 2FA', () => {
  it('the password alone gives a challenge, not a token; the challenge and a code give the token', async () => {
    const borrower = await borrowerWithTwoFactor(t);
    const first = await login(borrower.email, borrower.password, true);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toEqual({ two_factor: true, challenge: expect.any(String), expires_in: 300 });
    expect(data.token).toBeUndefined();

    const done = await validate(data.challenge, totpCode(t, borrower.secret));
    expect(done.statusCode, done.body).toBe(200);
    const { token, user } = done.json().data;
    expect(user.email).toBe(borrower.email);
    expect((await get(t.app, '/api/v1/users/me', token)).statusCode).toBe(200);
    // remember carried through the challenge: a 30-day token.
    const tokenRow = await t.database.db.selectFrom('personal_access_tokens').select('expires_at').where('id', '=', Number(token.split('|')[0])).executeTakeFirstOrThrow();
    expect(Date.parse(String(tokenRow.expires_at instanceof Date ? tokenRow.expires_at.toISOString() : tokenRow.expires_at)) - t.clock.now().getTime()).toBe(t.config.rememberTokenTtlMs);

    // The challenge is single use.
    t.clock.advance(30_000);
    expect((await validate(data.challenge, totpCode(t, borrower.secret))).json().errors.challenge).toBeDefined();
  });

  it('a TOTP code cannot be replayed within its window', async () => {
    const borrower = await borrowerWithTwoFactor(t);
    const code = totpCode(t, borrower.secret);
    const a = (await login(borrower.email, borrower.password)).json().data.challenge;
    expect((await validate(a, code)).statusCode).toBe(200);
    const b = (await login(borrower.email, borrower.password)).json().data.challenge;
    const replay = await validate(b, code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.code).toBeDefined();
    t.clock.advance(30_000);
    expect((await validate(b, totpCode(t, borrower.secret))).statusCode).toBe(200);
  });

  it('a recovery code works once', async () => {
    const borrower = await borrowerWithTwoFactor(t);
    const [recovery] = borrower.recoveryCodes;
    const a = (await login(borrower.email, borrower.password)).json().data.challenge;
    expect((await validate(a, recovery.toUpperCase())).statusCode).toBe(200);
    const b = (await login(borrower.email, borrower.password)).json().data.challenge;
    expect((await validate(b, recovery)).statusCode).toBe(422);
  });

  it('5 wrong codes spend the challenge; the challenge expires after 5 minutes', async () => {
    const borrower = await borrowerWithTwoFactor(t);
    const challenge = (await login(borrower.email, borrower.password)).json().data.challenge;
    const wrong = totpCode(t, borrower.secret, 10);
    for (let i = 0; i < 4; i++) expect((await validate(challenge, wrong)).json().errors.code).toBeDefined();
    expect((await validate(challenge, wrong)).json().errors.challenge).toBeDefined();
    expect((await validate(challenge, totpCode(t, borrower.secret))).json().errors.challenge).toBeDefined();

    const late = (await login(borrower.email, borrower.password)).json().data.challenge;
    t.clock.advance(5 * 60_000 + 1);
    expect((await validate(late, totpCode(t, borrower.secret))).json().errors.challenge[0]).toMatch(/expired/);
    expect((await validate('forged-challenge', '123456')).statusCode).toBe(422);
  });

  it('disable needs a current code (or a recovery code), then the password alone signs in again', async () => {
    const borrower = await borrowerWithTwoFactor(t);
    const wrong = await send(t.app, 'POST', '/api/v1/2fa/disable', { code: totpCode(t, borrower.secret, 9) }, { token: borrower.token });
    expect(wrong.statusCode).toBe(422);
    const off = await send(t.app, 'POST', '/api/v1/2fa/disable', { code: totpCode(t, borrower.secret) }, { token: borrower.token });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.two_factor_enabled).toBe(false);
    expect((await login(borrower.email, borrower.password)).json().data.token).toMatch(/^\d+\|/);
    expect((await send(t.app, 'POST', '/api/v1/2fa/disable', { code: '123456' }, { token: borrower.token })).statusCode).toBe(409);
  });

  it('disable accepts a recovery code', async () => {
    const borrower = await borrowerWithTwoFactor(t);
    const off = await send(t.app, 'POST', '/api/v1/2fa/disable', { code: borrower.recoveryCodes[3] }, { token: borrower.token });
    expect(off.statusCode).toBe(200);
  });
});

describe('switching 2FA ends every other session', () => {
  it('turning it on signs out the other devices (their tokens predate the second factor); this one stays', async () => {
    const borrower = await signedUpBorrower(t);
    const laptop = (await login(borrower.email, borrower.password)).json().data.token as string;
    const tablet = (await login(borrower.email, borrower.password)).json().data.token as string;

    const { secret } = (await send(t.app, 'POST', '/api/v1/2fa/enable', {}, { token: borrower.token })).json().data;
    const on = await send(t.app, 'POST', '/api/v1/2fa/verify', { code: totpCode(t, secret) }, { token: borrower.token });
    expect(on.statusCode).toBe(200);

    for (const other of [laptop, tablet]) {
      const me = await get(t.app, '/api/v1/users/me', other);
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: 'Unauthenticated.' });
    }
    expect((await get(t.app, '/api/v1/users/me', borrower.token)).statusCode).toBe(200);
  });

  it('turning it off signs out the other devices too; this one stays', async () => {
    const borrower = await borrowerWithTwoFactor(t);
    const challenge = (await login(borrower.email, borrower.password)).json().data.challenge;
    const phone = (await validate(challenge, totpCode(t, borrower.secret))).json().data.token as string;
    t.clock.advance(30_000);

    const off = await send(t.app, 'POST', '/api/v1/2fa/disable', { code: totpCode(t, borrower.secret) }, { token: borrower.token });
    expect(off.statusCode).toBe(200);

    expect((await get(t.app, '/api/v1/users/me', phone)).statusCode).toBe(401);
    expect((await get(t.app, '/api/v1/users/me', borrower.token)).statusCode).toBe(200);
  });

  it('a wrong code changes nothing and signs nobody out', async () => {
    const borrower = await borrowerWithTwoFactor(t);
    const challenge = (await login(borrower.email, borrower.password)).json().data.challenge;
    const phone = (await validate(challenge, totpCode(t, borrower.secret))).json().data.token as string;
    const wrong = await send(t.app, 'POST', '/api/v1/2fa/disable', { code: totpCode(t, borrower.secret, 9) }, { token: borrower.token });
    expect(wrong.statusCode).toBe(422);
    expect((await get(t.app, '/api/v1/users/me', phone)).statusCode).toBe(200);
  });
});
