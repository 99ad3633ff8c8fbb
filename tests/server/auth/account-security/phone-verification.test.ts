import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '../../../../src-domain/notifications/notification-type';
import { outboxDir, signedUpBorrower } from '../../support/account-security';
import { get, send } from '../../support/http-client';
import { latestCode, latestMessage, outboxMessages, settledOutboxSize } from '../../support/outbox';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (token: string, otp: string) => send(t.app, 'POST', '/api/verify-phone-otp', { otp }, { token });
const resend = (token: string) => send(t.app, 'POST', '/api/resend-verify-otp', {}, { token });

describe('phone verification (signed in)', () => {
  it('texts 6 random digits at sign-up, and the right code verifies the phone once', async () => {
    const borrower = await signedUpBorrower(t);
    const sms = await latestMessage(outboxDir(t), borrower.phone, 'phone-verification');
    expect(sms.channel).toBe('sms');
    expect(borrower.code).toMatch(/^\d{6}$/);

    const response = await verify(borrower.token, borrower.code);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ phone: borrower.phone, phone_verified_at: t.clock.now().toISOString() });
    const unread = (await get(t.app, '/api/v1/notifications/unread-notifications', borrower.token)).json();
    expect(JSON.stringify(unread)).toContain(NotificationType.PhoneVerified.replaceAll('\\', '\\\\'));
  });

  it('refuses a wrong code with a 422 on otp, and stores only a hash', async () => {
    const borrower = await signedUpBorrower(t);
    const wrong = borrower.code === '000000' ? '000001' : '000000';
    const response = await verify(borrower.token, wrong);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.otp[0]).toMatch(/not correct/);
    const rows = await t.database.db.selectFrom('one_time_codes').select(['code_hash']).execute();
    expect(rows.some((row) => row.code_hash.includes(borrower.code))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash.trim()))).toBe(true);
  });

  it('refuses the code after 10 minutes', async () => {
    const borrower = await signedUpBorrower(t);
    t.clock.advance(10 * 60_000 + 1);
    const response = await verify(borrower.token, borrower.code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.otp[0]).toMatch(/expired/);
  });

  it('after 5 wrong tries even the right code needs replacing', async () => {
    const borrower = await signedUpBorrower(t);
    const wrong = borrower.code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await verify(borrower.token, wrong)).statusCode).toBe(422);
    const response = await verify(borrower.token, borrower.code);
    expect(response.json().errors.otp[0]).toMatch(/Too many wrong codes/);

    t.clock.advance(61_000);
    const before = await settledOutboxSize(outboxDir(t));
    expect((await resend(borrower.token)).statusCode).toBe(200);
    const fresh = await latestCode(outboxDir(t), borrower.phone, 'phone-verification', before);
    expect((await verify(borrower.token, fresh)).statusCode).toBe(200);
  });

  it('resends at most once a minute (429 with Retry-After), and a new code replaces the old one', async () => {
    const borrower = await signedUpBorrower(t);
    const early = await resend(borrower.token);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);

    t.clock.advance(60_000);
    const before = await settledOutboxSize(outboxDir(t));
    const again = await resend(borrower.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ data: { resend_after: 60, expires_in: 600 } });
    const fresh = await latestCode(outboxDir(t), borrower.phone, 'phone-verification', before);
    if (fresh !== borrower.code) expect((await verify(borrower.token, borrower.code)).statusCode).toBe(422);
    expect((await verify(borrower.token, fresh)).statusCode).toBe(200);
  });

  it('a code works only for the user it was sent to', async () => {
    const ada = await signedUpBorrower(t);
    const bob = await signedUpBorrower(t);
    if (ada.code === bob.code) return; // one in a million: nothing to tell apart
    expect((await verify(bob.token, ada.code)).statusCode).toBe(422);
    expect((await verify(ada.token, ada.code)).statusCode).toBe(200);
  });

  it('a code works only for its purpose: a password-reset code does not verify a phone', async () => {
    const borrower = await signedUpBorrower(t);
    t.clock.advance(60_000);
    await send(t.app, 'POST', '/api/forgot-password', { email: borrower.email });
    const resetCode = await latestCode(outboxDir(t), borrower.email, 'password-forgot');
    if (resetCode === borrower.code) return;
    expect((await verify(borrower.token, resetCode)).statusCode).toBe(422);
  });

  it('answers 409 to a resend once the phone is verified, and 401 without a session', async () => {
    const borrower = await signedUpBorrower(t);
    await verify(borrower.token, borrower.code);
    t.clock.advance(60_000);
    expect((await resend(borrower.token)).statusCode).toBe(409);
    expect((await send(t.app, 'POST', '/api/send-verify-email', {})).statusCode).toBe(401);
  });

  it('never answers 500 to a malformed body', async () => {
    const borrower = await signedUpBorrower(t);
    for (const body of [{ otp: 123456 }, { otp: '12345a' }, [], 'x', { otp: '123456', extra: 1 }]) {
      const response = await send(t.app, 'POST', '/api/verify-phone-otp', body, { token: borrower.token });
      expect([400, 422]).toContain(response.statusCode);
    }
    expect(outboxMessages(outboxDir(t)).length).toBeGreaterThan(0);
  });
});
