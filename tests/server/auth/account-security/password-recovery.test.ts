import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir, signedUpBorrower } from '../../support/account-security';
import { get, send } from '../../support/http-client';
import { latestCode, outboxMessages, settledOutboxSize } from '../../support/outbox';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Difference-Engine-1822';

async function forgot(email: string) {
  const before = await settledOutboxSize(outboxDir(t));
  const response = await send(t.app, 'POST', '/api/forgot-password', { email });
  return { response, before };
}

async function resetTokenFor(email: string): Promise<string> {
  const { response, before } = await forgot(email);
  expect(response.statusCode, response.body).toBe(200);
  const code = await latestCode(outboxDir(t), email, 'password-forgot', before);
  const verified = await send(t.app, 'POST', '/api/forgot-verify-otp', { email, otp: code });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().data.reset_token;
}

const reset = (email: string, resetToken: string, password = NEW_PASSWORD) =>
  send(t.app, 'POST', '/api/reset-password', { email, reset_token: resetToken, password, password_confirmation: password });

describe('forgot password → code → reset', () => {
  it('answers the same whether or not the account exists, and e-mails only a real account', async () => {
    const borrower = await signedUpBorrower(t);
    const known = await forgot(borrower.email);
    const unknown = await forgot('nobody.here@example.com');
    expect(unknown.response.statusCode).toBe(known.response.statusCode);
    expect(unknown.response.json()).toEqual(known.response.json());
    expect(Object.keys(unknown.response.headers).sort()).toEqual(Object.keys(known.response.headers).sort());

    await latestCode(outboxDir(t), borrower.email, 'password-forgot', known.before);
    expect(outboxMessages(outboxDir(t)).some((m) => m.to === 'nobody.here@example.com')).toBe(false);

    // The cooldown holds for both, so a 429 gives nothing away either.
    const knownAgain = await send(t.app, 'POST', '/api/resend-forgot-otp', { email: borrower.email });
    const unknownAgain = await send(t.app, 'POST', '/api/resend-forgot-otp', { email: 'nobody.here@example.com' });
    expect([knownAgain.statusCode, unknownAgain.statusCode]).toEqual([429, 429]);
    // And a guessed code for an unknown address fails like a wrong one.
    const guess = await send(t.app, 'POST', '/api/forgot-verify-otp', { email: 'nobody.here@example.com', otp: '123456' });
    expect(guess.statusCode).toBe(422);
    expect(guess.json().errors.otp[0]).toMatch(/not correct/);
  });

  it('resets with the code, ends every session, and the new password signs in', async () => {
    const borrower = await signedUpBorrower(t);
    const second = (await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password })).json().data.token;
    const resetToken = await resetTokenFor(borrower.email);

    const response = await reset(borrower.email, resetToken);
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(t.app, '/api/v1/users/me', borrower.token)).statusCode).toBe(401);
    expect((await get(t.app, '/api/v1/users/me', second)).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password })).statusCode).toBe(422);
    expect((await send(t.app, 'POST', '/api/login', { email: borrower.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    // The reset token is single use.
    expect((await reset(borrower.email, resetToken, 'Yet-Another-Password-9')).json().errors.reset_token).toBeDefined();
  });

  it('refuses a common password and keeps the reset token usable for a better one', async () => {
    const borrower = await signedUpBorrower(t);
    const resetToken = await resetTokenFor(borrower.email);
    const common = await reset(borrower.email, resetToken, 'qwerty123');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password[0]).toMatch(/too common/);
    expect((await reset(borrower.email, resetToken)).statusCode).toBe(200);
  });

  it('the reset token lasts 15 minutes and belongs to its e-mail', async () => {
    const ada = await signedUpBorrower(t);
    const bob = await signedUpBorrower(t);
    const adaToken = await resetTokenFor(ada.email);
    expect((await reset(bob.email, adaToken)).statusCode).toBe(422);
    t.clock.advance(15 * 60_000 + 1);
    expect((await reset(ada.email, adaToken)).statusCode).toBe(422);
  });

  it('the code is single use, expires after 10 minutes, and 5 wrong tries spend it', async () => {
    const borrower = await signedUpBorrower(t);
    const { before } = await forgot(borrower.email);
    const code = await latestCode(outboxDir(t), borrower.email, 'password-forgot', before);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await send(t.app, 'POST', '/api/forgot-verify-otp', { email: borrower.email, otp: wrong });
    const spent = await send(t.app, 'POST', '/api/forgot-verify-otp', { email: borrower.email, otp: code });
    expect(spent.json().errors.otp[0]).toMatch(/Too many wrong codes/);

    t.clock.advance(60_000);
    const next = await forgot(borrower.email);
    const fresh = await latestCode(outboxDir(t), borrower.email, 'password-forgot', next.before);
    expect((await send(t.app, 'POST', '/api/forgot-verify-otp', { email: borrower.email, otp: fresh })).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/forgot-verify-otp', { email: borrower.email, otp: fresh })).statusCode).toBe(422);

    t.clock.advance(60_000);
    const late = await forgot(borrower.email);
    const lateCode = await latestCode(outboxDir(t), borrower.email, 'password-forgot', late.before);
    t.clock.advance(10 * 60_000 + 1);
    expect((await send(t.app, 'POST', '/api/forgot-verify-otp', { email: borrower.email, otp: lateCode })).json().errors.otp[0]).toMatch(/expired/);
  });
});

describe('change password', () => {
  const change = (token: string, body: Record<string, unknown>) => send(t.app, 'POST', '/api/change-password', body, { token });

  it('keeps this session, ends the others, and the new password signs in', async () => {
    const borrower = await signedUpBorrower(t);
    const other = (await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password })).json().data.token;
    const response = await change(borrower.token, { current_password: borrower.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect((await get(t.app, '/api/v1/users/me', borrower.token)).statusCode).toBe(200);
    expect((await get(t.app, '/api/v1/users/me', other)).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/login', { email: borrower.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong current password, the same password, a common one, and a mismatch', async () => {
    const borrower = await signedUpBorrower(t);
    const wrong = await change(borrower.token, { current_password: 'not-it-at-all', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.json().errors.current_password[0]).toMatch(/incorrect/);
    const same = await change(borrower.token, { current_password: borrower.password, password: borrower.password, password_confirmation: borrower.password });
    expect(same.json().errors.password[0]).toMatch(/different/);
    const common = await change(borrower.token, { current_password: borrower.password, password: 'iloveyou1', password_confirmation: 'iloveyou1' });
    expect(common.json().errors.password[0]).toMatch(/too common/);
    const mismatch = await change(borrower.token, { current_password: borrower.password, password: NEW_PASSWORD, password_confirmation: 'other' });
    expect(mismatch.json().errors.password_confirmation).toBeDefined();
    expect((await change('', { current_password: 'x', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(401);
  });
});
