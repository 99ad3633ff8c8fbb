import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { get, registerUser, registration, send, signUpTokenOf } from '../support/http-client';
import { latestLink, latestMessage, outboxMessages, settledOutboxSize } from '../support/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outbox = () => t.config.outbox.dir;

async function signUpLinkFor(email: string): Promise<string> {
  return signUpTokenOf(await latestLink(outbox(), email, 0, 'sign-up-confirmation'));
}

async function userCount(): Promise<number> {
  const row = await t.database.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a caller can see of an answer, with the address it echoes put aside. */
function visible(response: LightMyRequestResponse, email: string) {
  const headers = { ...response.headers };
  // These differ between any two answers, whoever asks.
  delete headers.date;
  delete headers['x-request-id'];
  return { status: response.statusCode, headers, cookies: response.cookies, body: response.body.split(email).join('<email>') };
}

describe('POST /api/register', () => {
  it('answers 202 "check your e-mail"; the link and the password chosen open the account and sign it in', async () => {
    const body = registration({ email: 'Grace.Hopper@Example.com', first_name: 'Grace', last_name: 'Hopper', phone: '07700 900 456' });
    const response = await send(t.app, 'POST', '/api/register', body);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: 'We have sent an e-mail to grace.hopper@example.com. Open the link in it to finish opening your account.',
      data: { email: 'grace.hopper@example.com', expires_in: 86_400, resend_after: 60 },
    });
    expect(response.cookies).toEqual([]);
    // Nothing is open yet: the password alone does not sign in.
    expect((await send(t.app, 'POST', '/api/login', { email: 'grace.hopper@example.com', password: body.password })).statusCode).toBe(422);

    const mail = await latestMessage(outbox(), 'grace.hopper@example.com', 'sign-up-confirmation');
    expect(mail.subject).toBe('Finish opening your Kestrel Credit account');
    expect(mail.text).toContain('/auth/sign-up#confirm=');
    const token = await signUpLinkFor('grace.hopper@example.com');

    const confirmed = await send(t.app, 'POST', '/api/register/confirm', { token, password: body.password });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { data } = confirmed.json();
    expect(data.token_type).toBe('Bearer');
    expect(data.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(data.user).toEqual({
      id: expect.any(Number),
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace.hopper@example.com',
      phone: '+447700900456',
      role: 'borrower',
      staff_role: null,
      // Opening the link proved the address.
      email_verified_at: '2026-11-22T10:00:00.000Z',
      phone_verified_at: null,
      two_factor_enabled: false,
      created_at: '2026-11-22T10:00:00.000Z',
    });
    const me = await get(t.app, '/api/v1/users/me', data.token);
    expect(me.json().data.email).toBe('grace.hopper@example.com');
    // The phone comes next: its first code is on its way.
    expect((await latestMessage(outbox(), '+447700900456', 'phone-verification')).text).toMatch(/\b\d{6}\b/);

    // The link works once.
    const again = await send(t.app, 'POST', '/api/register/confirm', { token, password: body.password });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This link has expired or has already been used. Please fill in the form to open your account again.'] });
  });

  it('answers a taken address exactly as a new one, warns its owner, and leaves the account as it was', async () => {
    const owner = await registerUser(t.app, { email: 'taken.address@example.com' });
    t.clock.advance(61_000); // past the minute between two e-mails to one address
    const before = (await get(t.app, '/api/v1/users/me', owner.token)).json();
    const users = await userCount();

    const attempt = registration({ email: 'TAKEN.Address@Example.COM', first_name: 'Mallory', password: 'Someone-Elses-1', password_confirmation: 'Someone-Elses-1' });
    const fresh = registration({ email: 'fresh.address@example.com', first_name: 'Mallory', password: 'Someone-Elses-1', password_confirmation: 'Someone-Elses-1' });
    const taken = await send(t.app, 'POST', '/api/register', attempt);
    const unused = await send(t.app, 'POST', '/api/register', fresh);

    expect(taken.statusCode).toBe(202);
    expect(visible(taken, 'taken.address@example.com')).toEqual(visible(unused, 'fresh.address@example.com'));

    const warning = await latestMessage(outbox(), 'taken.address@example.com', 'sign-up-attempt');
    expect(warning.subject).toBe('Someone tried to open a Kestrel Credit account with your e-mail address');
    expect(warning.text).toContain('You already have an account with us, so we have not opened another one.');
    expect(warning.text).toMatch(/https?:\/\/\S+\/auth\/sign-in/);
    expect(warning.text).toMatch(/https?:\/\/\S+\/auth\/forgot/);
    await settledOutboxSize(outbox());
    expect(outboxMessages(outbox()).filter((m) => m.to === 'taken.address@example.com' && m.purpose === 'sign-up-confirmation')).toHaveLength(1); // the owner's own, long ago

    // One account more — the fresh address's, once its link is opened — and none for the taken one.
    expect(await userCount()).toBe(users);
    const after = await get(t.app, '/api/v1/users/me', owner.token);
    expect(after.json()).toEqual(before);
    expect((await send(t.app, 'POST', '/api/login', { email: owner.email, password: owner.password })).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/login', { email: owner.email, password: 'Someone-Elses-1' })).statusCode).toBe(422);
  });

  it('sends one e-mail a minute per address, alike for a new and a taken address', async () => {
    const owner = await registerUser(t.app, { email: 'minute.owner@example.com' });
    for (const email of [owner.email, 'minute.fresh@example.com']) {
      await send(t.app, 'POST', '/api/register', registration({ email }));
      const soon = await send(t.app, 'POST', '/api/register', registration({ email }));
      expect(soon.statusCode).toBe(429);
      expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    }
    t.clock.advance(61_000);
    const first = await signUpLinkFor('minute.fresh@example.com');
    expect((await send(t.app, 'POST', '/api/register', registration({ email: 'minute.fresh@example.com' }))).statusCode).toBe(202);
    // The newer sign-up replaces the older: its link no longer opens anything.
    const stale = await send(t.app, 'POST', '/api/register/confirm', { token: first, password: 'Analytical-Engine-1843' });
    expect(stale.statusCode).toBe(422);
  });

  it('opens nothing without the password chosen, so nobody can open an account in someone else’s name', async () => {
    const body = registration({ email: 'victim@example.com' });
    await send(t.app, 'POST', '/api/register', body);
    const token = await signUpLinkFor('victim@example.com');

    const wrong = await send(t.app, 'POST', '/api/register/confirm', { token, password: 'not-the-one-chosen' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['This is not the password you chose when you filled in the form.'] });
    for (let i = 0; i < 3; i += 1) await send(t.app, 'POST', '/api/register/confirm', { token, password: 'not-the-one-chosen' });
    // The fifth wrong try spends the link.
    const last = await send(t.app, 'POST', '/api/register/confirm', { token, password: 'not-the-one-chosen' });
    expect(Object.keys(last.json().errors)).toEqual(['token']);
    expect((await send(t.app, 'POST', '/api/register/confirm', { token, password: body.password })).statusCode).toBe(422);
  });

  it('answers 422 on the token for a link that is not one of ours', async () => {
    const response = await send(t.app, 'POST', '/api/register/confirm', { token: 'made-up', password: 'whatever-it-is' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['token']);
  });

  it('answers 422 with every invalid field and the "(and N more errors)" summary', async () => {
    const response = await send(t.app, 'POST', '/api/register', {
      first_name: '',
      last_name: 'Lovelace',
      email: 'not-an-email',
      phone: '0113 496 0000', // a landline: no texts reach it
      password: 'short',
      password_confirmation: 'different',
      terms: false,
    });

    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'first_name', 'password', 'password_confirmation', 'phone', 'terms']);
    expect(body.errors.password_confirmation).toEqual(['The passwords do not match.']);
    expect(body.errors.terms).toEqual(['Please accept the terms to open an account.']);
    for (const messages of Object.values(body.errors)) {
      expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    const total = Object.values(body.errors as Record<string, string[]>).flat().length;
    const first = Object.values(body.errors as Record<string, string[]>)[0][0];
    expect(body.message).toBe(`${first} (and ${total - 1} more errors)`);
  });

  it('answers 422 with the required fields when the body is missing', async () => {
    const response = await send(t.app, 'POST', '/api/register');

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation', 'terms']),
    );
  });

  it('refuses fields nobody declared instead of silently dropping them', async () => {
    const response = await send(t.app, 'POST', '/api/register', registration({ role: 'staff' }));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Role is not an accepted field.', errors: { role: ['Role is not an accepted field.'] } });
  });

  it('answers 422, not 500, when the body is JSON but not an object', async () => {
    const response = await send(t.app, 'POST', '/api/register', '[1,2,3]');

    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The request body must be an object.');
  });
});
