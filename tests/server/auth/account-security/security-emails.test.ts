import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowerWithTwoFactor, outboxDir, signedUpBorrower, totpCode } from '../../support/account-security';
import { get, send } from '../../support/http-client';
import { latestCode, latestMessage, outboxMessages, settledOutboxSize } from '../../support/outbox';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_PASSWORD = 'Difference-Engine-1822';
const headers = { 'user-agent': FIREFOX_WINDOWS };

/** The security e-mails of `purpose` to `email` that arrived after the first `after` messages. */
async function alertsTo(email: string, purpose: string, after: number) {
  await latestMessage(outboxDir(t), email, purpose, after);
  await settledOutboxSize(outboxDir(t));
  return outboxMessages(outboxDir(t)).slice(after).filter((m) => m.to === email && m.purpose === purpose);
}

async function inboxOf(token: string) {
  return (await get(t.app, '/api/v1/notifications/unread-notifications', token)).json().data as Array<{ type: string; data: Record<string, unknown> }>;
}

describe('security e-mails', () => {
  it('a password change e-mails once: what, when, which browser, and what to do if it was not you; the inbox says the same', async () => {
    const borrower = await signedUpBorrower(t);
    const before = await settledOutboxSize(outboxDir(t));
    const changed = await send(t.app, 'POST', '/api/change-password', { current_password: borrower.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, { token: borrower.token, headers });
    expect(changed.statusCode, changed.body).toBe(200);

    const mails = await alertsTo(borrower.email, 'security-alert:PasswordChanged', before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Password changed');
    expect(mails[0].text).toContain('Your password was changed on 22 November 2026, 10:00 (UK time) in Firefox on Windows.');
    expect(mails[0].text).toContain('If this was not you, reset your password straight away and contact us.');
    expect(mails[0].text).toMatch(/Reset your password:\nhttp:\/\/\S+\/auth\/forgot/);

    const [entry] = await inboxOf(borrower.token);
    expect(entry).toMatchObject({ type: 'App\\Notifications\\PasswordChanged', data: { browser: 'Firefox on Windows', occurred_at: t.clock.now().toISOString() } });
  });

  it('a password reset e-mails once, after every session has ended', async () => {
    const borrower = await signedUpBorrower(t);
    let before = await settledOutboxSize(outboxDir(t));
    await send(t.app, 'POST', '/api/forgot-password', { email: borrower.email });
    const code = await latestCode(outboxDir(t), borrower.email, 'password-forgot', before);
    const resetToken = (await send(t.app, 'POST', '/api/forgot-verify-otp', { email: borrower.email, otp: code })).json().data.reset_token;
    before = await settledOutboxSize(outboxDir(t));
    const reset = await send(t.app, 'POST', '/api/reset-password', { email: borrower.email, reset_token: resetToken, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, { headers });
    expect(reset.statusCode, reset.body).toBe(200);

    const mails = await alertsTo(borrower.email, 'security-alert:PasswordReset', before);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Your password was reset on 22 November 2026, 10:00 (UK time) in Firefox on Windows. Every device was signed out.');
    const token = (await send(t.app, 'POST', '/api/login', { email: borrower.email, password: NEW_PASSWORD }, { headers })).json().data.token;
    expect((await inboxOf(token)).map((n) => n.type)).toContain('App\\Notifications\\PasswordReset');
  });

  it('turning two-step sign-in on and off each e-mails once', async () => {
    let before = await settledOutboxSize(outboxDir(t));
    const borrower = await borrowerWithTwoFactor(t);
    const on = await alertsTo(borrower.email, 'security-alert:TwoFactorEnabled', before);
    expect(on).toHaveLength(1);
    expect(on[0].subject).toBe('Two-factor authentication on');
    expect(on[0].text).toContain('Two-step sign-in was switched on for your account on 22 November 2026, 10:00 (UK time).');

    before = await settledOutboxSize(outboxDir(t));
    const off = await send(t.app, 'POST', '/api/v1/2fa/disable', { code: totpCode(t, borrower.secret) }, { token: borrower.token, headers });
    expect(off.statusCode, off.body).toBe(200);
    const offMails = await alertsTo(borrower.email, 'security-alert:TwoFactorDisabled', before);
    expect(offMails).toHaveLength(1);
    expect(offMails[0].text).toContain('Two-step sign-in was switched off for your account on 22 November 2026, 10:00 (UK time) in Firefox on Windows.');
    expect(offMails[0].text).toContain('If this was not you, reset your password straight away and contact us.');
    expect((await inboxOf(borrower.token)).map((n) => n.type)).toContain('App\\Notifications\\TwoFactorDisabled');
  });

  it('a sign-in from a new browser e-mails once with the browser and the time', async () => {
    const borrower = await signedUpBorrower(t);
    // The first browser on record for the account is remembered without a notice; the next is new.
    await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password }, { headers });
    const before = await settledOutboxSize(outboxDir(t));
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect((await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password }, { headers: { 'user-agent': iphone } })).statusCode).toBe(200);
    const mails = await alertsTo(borrower.email, 'security-alert:NewBrowserSignIn', before);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Someone signed in to your account from Safari on iOS (IP address 127.0.0.1) on 22 November 2026, 10:00 (UK time).');
  });
});
