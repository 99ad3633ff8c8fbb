import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir, signedUpBorrower } from '../../support/account-security';
import { get, send } from '../../support/http-client';
import { latestCode, latestLink, latestMessage, outboxMessages, settledOutboxSize } from '../../support/outbox';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const newAddress = () => `moved.${process.pid}.${++counter}@example.com`;
const newMobile = () => `+4477009${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
const tokenOf = (link: string) => new URL(link).hash.replace('#confirm-email=', '');

async function askEmailChange(borrower: { token: string; password: string }, email: string) {
  const before = await settledOutboxSize(outboxDir(t));
  const response = await send(t.app, 'POST', '/api/v1/account/email-change', { email, current_password: borrower.password }, { token: borrower.token });
  return { response, before };
}

describe('changing the e-mail address', () => {
  it('sends a link to the new address and a notice to the old; nothing changes until the link is used; then both hear, and other sessions end', async () => {
    const borrower = await signedUpBorrower(t);
    const other = (await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password })).json().data.token;
    const email = newAddress();
    const { response, before } = await askEmailChange(borrower, email);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ message: `We have sent a link to ${email}. Open it to finish changing your e-mail address.`, data: { email, expires_in: 3600 } });

    const notice = await latestMessage(outboxDir(t), borrower.email, 'security-alert:EmailChangeRequested', before);
    expect(notice.text).toContain(`Someone asked to change your e-mail address to ${email} on 22 November 2026, 10:00 (UK time).`);
    expect(notice.text).toContain('reset your password straight away: that stops the change');
    expect((await get(t.app, '/api/v1/users/me', borrower.token)).json().data.email).toBe(borrower.email);

    const link = await latestLink(outboxDir(t), email, before, 'email-change');
    expect(link).toMatch(/\/dashboard\/account-settings\/settings#confirm-email=/);
    const after = await settledOutboxSize(outboxDir(t));
    const confirmed = await send(t.app, 'POST', '/api/v1/account/email-change/confirm', { token: tokenOf(link) }, { token: borrower.token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ email });
    expect(confirmed.json().data.email_verified_at).not.toBeNull();

    for (const to of [email, borrower.email]) {
      const done = await latestMessage(outboxDir(t), to, 'security-alert:EmailChanged', after);
      expect(done.text).toContain(`Your e-mail address was changed from ${borrower.email} to ${email}`);
    }
    expect((await get(t.app, '/api/v1/users/me', other)).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/login', { email, password: borrower.password })).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/login', { email: borrower.email, password: borrower.password })).statusCode).toBe(422);
    // The link works once.
    expect((await send(t.app, 'POST', '/api/v1/account/email-change/confirm', { token: tokenOf(link) }, { token: borrower.token })).statusCode).toBe(422);
  });

  it("another borrower cannot use someone's link, and a wrong password, a bad address or the same address are refused with field messages", async () => {
    const borrower = await signedUpBorrower(t);
    const stranger = await signedUpBorrower(t);
    const email = newAddress();
    const { before } = await askEmailChange(borrower, email);
    const link = await latestLink(outboxDir(t), email, before, 'email-change');
    const stolen = await send(t.app, 'POST', '/api/v1/account/email-change/confirm', { token: tokenOf(link) }, { token: stranger.token });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.token[0]).toMatch(/expired, has been used, or is for another account/);
    expect((await get(t.app, '/api/v1/users/me', stranger.token)).json().data.email).toBe(stranger.email);
    // The owner's link still works after the stranger's try.
    expect((await send(t.app, 'POST', '/api/v1/account/email-change/confirm', { token: tokenOf(link) }, { token: borrower.token })).statusCode).toBe(200);

    const wrong = await send(t.app, 'POST', '/api/v1/account/email-change', { email: newAddress(), current_password: 'not-my-password' }, { token: stranger.token });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['The current password is incorrect.']);
    const bad = await send(t.app, 'POST', '/api/v1/account/email-change', { email: 'not an address', current_password: stranger.password }, { token: stranger.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email[0]).toMatch(/Enter an e-mail address/);
    const same = await send(t.app, 'POST', '/api/v1/account/email-change', { email: stranger.email.toUpperCase(), current_password: stranger.password }, { token: stranger.token });
    expect(same.json().errors.email).toEqual(['This is already your e-mail address.']);
    const junk = await send(t.app, 'POST', '/api/v1/account/email-change', '[1,2', { token: stranger.token });
    expect(junk.statusCode).toBeLessThan(500);
  });

  it('answers the same for an address that has an account, whose owner is told and gets no link', async () => {
    const borrower = await signedUpBorrower(t);
    const owner = await signedUpBorrower(t);
    const { response, before } = await askEmailChange(borrower, owner.email);
    expect(response.statusCode).toBe(202);
    const told = await latestMessage(outboxDir(t), owner.email, 'email-change-address-in-use', before);
    expect(told.text).toContain('This address already has an account with us, so nothing has changed.');
    await settledOutboxSize(outboxDir(t));
    expect(outboxMessages(outboxDir(t)).slice(before).some((m) => m.purpose === 'email-change')).toBe(false);
  });

  it('a new link at most once a minute (429), needs sign-in (401) and the XSRF token (419)', async () => {
    const borrower = await signedUpBorrower(t);
    expect((await askEmailChange(borrower, newAddress())).response.statusCode).toBe(202);
    const again = (await askEmailChange(borrower, newAddress())).response;
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(61_000);
    expect((await askEmailChange(borrower, newAddress())).response.statusCode).toBe(202);
    expect((await send(t.app, 'POST', '/api/v1/account/email-change', { email: newAddress(), current_password: borrower.password })).statusCode).toBe(401);
    expect((await send(t.app, 'POST', '/api/v1/account/email-change', { email: newAddress(), current_password: borrower.password }, { token: borrower.token, xsrf: null })).statusCode).toBe(419);
  });

  it('resetting the password drops a pending change: its link stops working', async () => {
    const borrower = await signedUpBorrower(t);
    const email = newAddress();
    const { before } = await askEmailChange(borrower, email);
    const link = await latestLink(outboxDir(t), email, before, 'email-change');
    const mark = await settledOutboxSize(outboxDir(t));
    await send(t.app, 'POST', '/api/forgot-password', { email: borrower.email });
    const code = await latestCode(outboxDir(t), borrower.email, 'password-forgot', mark);
    const resetToken = (await send(t.app, 'POST', '/api/forgot-verify-otp', { email: borrower.email, otp: code })).json().data.reset_token;
    const password = 'Difference-Engine-1822';
    expect((await send(t.app, 'POST', '/api/reset-password', { email: borrower.email, reset_token: resetToken, password, password_confirmation: password })).statusCode).toBe(200);
    const token = (await send(t.app, 'POST', '/api/login', { email: borrower.email, password })).json().data.token;
    expect((await send(t.app, 'POST', '/api/v1/account/email-change/confirm', { token: tokenOf(link) }, { token })).statusCode).toBe(422);
  });
});

describe('changing the mobile number', () => {
  async function askPhoneChange(borrower: { token: string; password: string }, phone: string) {
    const before = await settledOutboxSize(outboxDir(t));
    const response = await send(t.app, 'POST', '/api/v1/account/phone-change', { phone, current_password: borrower.password }, { token: borrower.token });
    return { response, before };
  }
  const confirm = (token: string, phone: string, code: string) => send(t.app, 'POST', '/api/v1/account/phone-change/confirm', { phone, code }, { token });

  it('texts a code to the new number and a notice to the old; the number changes only on the right code', async () => {
    const borrower = await signedUpBorrower(t);
    const phone = newMobile();
    const national = `0${phone.slice(3, 7)} ${phone.slice(7)}`;
    const { response, before } = await askPhoneChange(borrower, national);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().data.phone).toBe(phone);
    const code = await latestCode(outboxDir(t), phone, 'phone-change', before);
    const oldNotice = await latestMessage(outboxDir(t), borrower.phone, 'phone-change-requested', before);
    expect(oldNotice.text).toContain('someone asked to change the mobile number on your account');
    const mail = await latestMessage(outboxDir(t), borrower.email, 'security-alert:PhoneChangeRequested', before);
    expect(mail.text).toContain(`Someone asked to change your mobile number to ${national}`);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await confirm(borrower.token, phone, wrongCode);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(['This code is not correct. Check it and try again.']);
    expect((await get(t.app, '/api/v1/users/me', borrower.token)).json().data.phone).toBe(borrower.phone);
    const otherNumber = await confirm(borrower.token, newMobile(), code);
    expect(otherNumber.json().errors.phone).toEqual(['This code was sent to another number. Please ask for a new code.']);

    const after = await settledOutboxSize(outboxDir(t));
    const done = await confirm(borrower.token, phone, code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.phone).toBe(phone);
    expect((await get(t.app, '/api/v1/users/me', borrower.token)).statusCode).toBe(200);
    await latestMessage(outboxDir(t), borrower.phone, 'phone-changed', after);
    const changed = await latestMessage(outboxDir(t), borrower.email, 'security-alert:PhoneChanged', after);
    expect(changed.text).toContain(`Your mobile number was changed from`);
    expect((await confirm(borrower.token, phone, code)).statusCode).toBe(422);
  });

  it('an expired code, a spent code, and a second code within the minute are refused', async () => {
    const borrower = await signedUpBorrower(t);
    const phone = newMobile();
    const { before } = await askPhoneChange(borrower, phone);
    const code = await latestCode(outboxDir(t), phone, 'phone-change', before);
    expect((await askPhoneChange(borrower, phone)).response.statusCode).toBe(429);
    t.clock.advance(11 * 60_000);
    const expired = await confirm(borrower.token, phone, code);
    expect(expired.json().errors.code).toEqual(['This code has expired. Please ask for a new one.']);

    const { before: next } = await askPhoneChange(borrower, phone);
    const fresh = await latestCode(outboxDir(t), phone, 'phone-change', next);
    const wrongCode = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await confirm(borrower.token, phone, wrongCode);
    const spent = await confirm(borrower.token, phone, wrongCode);
    expect(spent.json().errors.code).toEqual(['Too many wrong codes. Please ask for a new one.']);
    expect((await confirm(borrower.token, phone, fresh)).statusCode).toBe(422);
  });

  it('refuses a landline, the same number and a wrong password; another borrower cannot use the code', async () => {
    const borrower = await signedUpBorrower(t);
    const landline = await send(t.app, 'POST', '/api/v1/account/phone-change', { phone: '0113 496 0000', current_password: borrower.password }, { token: borrower.token });
    expect(landline.statusCode).toBe(422);
    expect(landline.json().errors.phone[0]).toMatch(/UK mobile number/);
    expect((await askPhoneChange(borrower, borrower.phone)).response.json().errors.phone).toEqual(['This is already your mobile number.']);
    const wrong = await send(t.app, 'POST', '/api/v1/account/phone-change', { phone: newMobile(), current_password: 'nope-nope' }, { token: borrower.token });
    expect(wrong.json().errors.current_password).toEqual(['The current password is incorrect.']);

    const stranger = await signedUpBorrower(t);
    const phone = newMobile();
    const { before } = await askPhoneChange(borrower, phone);
    const code = await latestCode(outboxDir(t), phone, 'phone-change', before);
    expect((await confirm(stranger.token, phone, code)).statusCode).toBe(422);
    expect((await get(t.app, '/api/v1/users/me', stranger.token)).json().data.phone).toBe(stranger.phone);
  });
});
