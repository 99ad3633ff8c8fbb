import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../support/account-security';
import { get, registerUser, send, signUpTokenOf } from '../../support/http-client';
import { latestCode, latestLink, latestMessage, outboxMessages, settledOutboxSize } from '../../support/outbox';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
function applicant() {
  n += 1;
  return { email: `grace.${process.pid}.${n}@example.com`, phone: `+4477009${String(60000 + n).padStart(5, '0')}` };
}

/** Step 1 as a person does it: the form, then the link in the e-mail; answers the link's token. */
async function requestLink(who: { email: string; phone: string }): Promise<string> {
  const before = await settledOutboxSize(outboxDir(t));
  const response = await send(t.app, 'POST', '/api/v2/register', { ...who, terms: true });
  expect(response.statusCode, response.body).toBe(202);
  return signUpTokenOf(await latestLink(outboxDir(t), who.email, before, 'registration-email'));
}

const confirmEmail = (token: string) => send(t.app, 'POST', '/api/v2/register/confirm-email', { token });

/** Step 1 up to the texted code. */
async function start(who: { email: string; phone: string }) {
  const token = await requestLink(who);
  const before = await settledOutboxSize(outboxDir(t));
  const response = await confirmEmail(token);
  expect(response.statusCode, response.body).toBe(200);
  const code = await latestCode(outboxDir(t), who.phone, 'registration-phone', before);
  return { data: response.json().data, code };
}

const verifyPhone = (registration_token: string, otp: string) => send(t.app, 'POST', '/api/verify-phone-otp', { registration_token, otp });
const setPassword = (registration_token: string, password = 'Compiler-Grace-1952') =>
  send(t.app, 'POST', '/api/v2/register/set-password', { registration_token, password, password_confirmation: password });
const basics = (registration_token: string, overrides: Record<string, unknown> = {}) =>
  send(t.app, 'POST', '/api/v2/register/basics', { registration_token, first_name: 'Grace', last_name: 'Hopper', date_of_birth: '1990-12-09', ...overrides });

describe('v2 registration', () => {
  it('goes e-mail + phone → phone code → password → basics, and signs the new borrower in', async () => {
    const who = applicant();
    const { data, code } = await start(who);
    expect(data).toMatchObject({ next_step: 'verify-phone', email: who.email, resend_after: 60, phone_hint: expect.stringMatching(/^\+44•+\d{3}$/) });

    const verified = await verifyPhone(data.registration_token, code);
    expect(verified.json().data).toMatchObject({ next_step: 'set-password', resend_after: null });
    expect((await setPassword(data.registration_token)).json().data.next_step).toBe('basics');

    const done = await basics(data.registration_token);
    expect(done.statusCode, done.body).toBe(201);
    const { token, user } = done.json().data;
    // The e-mailed link proved the address, the code the phone.
    expect(user).toMatchObject({ email: who.email, phone: who.phone, first_name: 'Grace', phone_verified_at: expect.any(String), email_verified_at: expect.any(String) });
    expect((await get(t.app, '/api/v1/users/me', token)).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/login', { email: who.email, password: 'Compiler-Grace-1952' })).statusCode).toBe(200);
    // The registration is gone: its token no longer works.
    expect((await basics(data.registration_token)).json().errors.registration_token).toBeDefined();
    const dob = await t.database.db.selectFrom('users').select('date_of_birth').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(dob.date_of_birth).toBe('1990-12-09');
  });

  it('resumes: a person who lost the token starts again with e-mail + phone and continues where they left', async () => {
    const who = applicant();
    const first = await start(who);
    await verifyPhone(first.data.registration_token, first.code);
    await setPassword(first.data.registration_token);

    t.clock.advance(60_000);
    const again = await start(who);
    expect(again.data.next_step).toBe('verify-phone');
    expect(again.data.registration_token).not.toBe(first.data.registration_token);
    // The old token stopped working; the phone must be proven again before anything continues.
    expect((await basics(first.data.registration_token)).json().errors.registration_token).toBeDefined();
    expect((await basics(again.data.registration_token)).statusCode).toBe(409);

    const resumed = await verifyPhone(again.data.registration_token, again.code);
    expect(resumed.json().data.next_step).toBe('basics');
    expect((await basics(again.data.registration_token)).statusCode).toBe(201);
  });

  it('answers 202 "check your e-mail" and sends nothing to the phone until the link is opened', async () => {
    const who = applicant();
    const response = await send(t.app, 'POST', '/api/v2/register', { ...who, terms: true });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: `We have sent an e-mail to ${who.email}. Open the link in it to carry on opening your account.`,
      data: { email: who.email, expires_in: 86_400, resend_after: 60 },
    });
    const mail = await latestMessage(outboxDir(t), who.email, 'registration-email');
    expect(mail.text).toContain('/auth/sign-up1#confirm=');
    await settledOutboxSize(outboxDir(t));
    expect(outboxMessages(outboxDir(t)).filter((m) => m.to === who.phone)).toEqual([]);
  });

  it('the link works once, and only a real one works', async () => {
    const token = await requestLink(applicant());
    expect((await confirmEmail(token)).statusCode).toBe(200);
    expect(Object.keys((await confirmEmail(token)).json().errors)).toEqual(['token']);
    expect(Object.keys((await confirmEmail('made-up')).json().errors)).toEqual(['token']);
  });

  it('the owner of the address may give another number when starting again; it is verified anew', async () => {
    const who = applicant();
    const first = await start(who);
    await verifyPhone(first.data.registration_token, first.code);
    t.clock.advance(60_000);
    const swapped = await start({ email: who.email, phone: '+447700999999' });
    expect(swapped.data.next_step).toBe('verify-phone');
    expect(swapped.data.phone_hint).toBe('+44•••••••999');
  });

  it('keeps the steps in order and the rules of each', async () => {
    const who = applicant();
    const { data, code } = await start(who);
    expect((await setPassword(data.registration_token)).statusCode).toBe(409);
    await verifyPhone(data.registration_token, code);
    expect((await basics(data.registration_token)).statusCode).toBe(409);
    expect((await setPassword(data.registration_token, 'password1')).json().errors.password[0]).toMatch(/too common/);
    await setPassword(data.registration_token);
    const young = new Date(t.clock.now().getTime() - 17 * 365 * 86_400_000).toISOString().slice(0, 10);
    expect((await basics(data.registration_token, { date_of_birth: young })).json().errors.date_of_birth).toBeDefined();
    expect((await basics(data.registration_token, { date_of_birth: '1990-02-30' })).json().errors.date_of_birth).toBeDefined();
  });

  it('resends within the cooldown only, and restarting cannot dodge it', async () => {
    const who = applicant();
    const { data } = await start(who);
    const early = await send(t.app, 'POST', '/api/resend-verify-otp', { registration_token: data.registration_token });
    expect(early.statusCode).toBe(429);
    t.clock.advance(60_000);
    expect((await send(t.app, 'POST', '/api/resend-verify-otp', { registration_token: data.registration_token })).statusCode).toBe(200);
    expect((await confirmEmail(await requestLink(who))).statusCode).toBe(429);
  });

  it('answers a taken address exactly as a new one, warns its owner, and starts nothing for it', async () => {
    const owner = await registerUser(t.app, { email: `taken.v2.${process.pid}@example.com`, phone: '+447700900321' });
    t.clock.advance(60_000);
    const fresh = `fresh.v2.${process.pid}@example.com`;
    const before = await settledOutboxSize(outboxDir(t));
    const taken = await send(t.app, 'POST', '/api/v2/register', { email: owner.email.toUpperCase(), phone: '+447700900777', terms: true });
    const unused = await send(t.app, 'POST', '/api/v2/register', { email: fresh, phone: '+447700900777', terms: true });

    expect(taken.statusCode).toBe(202);
    expect(taken.statusCode).toBe(unused.statusCode);
    expect(taken.body.split(owner.email).join('<email>')).toBe(unused.body.split(fresh).join('<email>'));
    expect(taken.cookies).toEqual(unused.cookies);

    const warning = await latestMessage(outboxDir(t), owner.email, 'sign-up-attempt', before);
    expect(warning.text).toContain('You already have an account with us');
    await settledOutboxSize(outboxDir(t));
    expect(outboxMessages(outboxDir(t)).slice(before).filter((m) => m.to === owner.email && m.purpose === 'registration-email')).toEqual([]);
    const pending = await t.database.db.selectFrom('pending_registrations').select('id').where('email', '=', owner.email).execute();
    expect(pending).toEqual([]);
  });

  it('the registration token expires after 24 hours; starting again still resumes', async () => {
    const who = applicant();
    const { data, code } = await start(who);
    await verifyPhone(data.registration_token, code);
    t.clock.advance(24 * 60 * 60_000 + 1);
    expect((await setPassword(data.registration_token)).json().errors.registration_token[0]).toMatch(/expired/);
    const again = await start(who);
    expect((await verifyPhone(again.data.registration_token, again.code)).json().data.next_step).toBe('set-password');
  });
});
