import { describe, expect, it } from 'vitest';
import { LoadCurrentUser } from '../../../src-domain/auth/load-current-user.use-case';
import { Register } from '../../../src-domain/auth/register.use-case';
import { ConfirmSignUp } from '../../../src-domain/auth/sign-up/confirm-sign-up.use-case';
import { SignIn } from '../../../src-domain/auth/sign-in.use-case';
import { SignOut } from '../../../src-domain/auth/sign-out.use-case';
import { Unauthenticated, Unavailable, ValidationFailed } from '../../../src-domain/shared/errors';
import { aUser, InMemorySessionStore, ScriptedAuthGateway } from '../support/auth-fakes';

const application = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+447700900123',
  password: 'analytical-engine',
  password_confirmation: 'analytical-engine',
  terms: true,
};

describe('Register', () => {
  it('given a valid application, when registering, then an e-mail is on its way and nobody is signed in yet', async () => {
    const sent = { email: 'ada@example.com', expiresInSeconds: 86_400, resendAfterSeconds: 60 };
    const gateway = new ScriptedAuthGateway({ register: async () => sent });

    expect(await new Register(gateway).execute(application)).toEqual(sent);
    expect(gateway.calls).toEqual(['register']);
  });

  it('given several broken fields, when registering, then every field is named and nothing is sent', async () => {
    const gateway = new ScriptedAuthGateway();
    const error = await new Register(gateway)
      .execute({ ...application, first_name: '', email: 'not-an-email', phone: '07700', password: 'short', password_confirmation: 'short', terms: false })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).fields).toEqual({
      first_name: ['Enter your first name.'],
      email: ['Enter an e-mail address like name@example.com.'],
      phone: ['Enter a UK mobile number, like 07700 900123, or a number abroad starting with its country code.'],
      password: ['Password is not valid.'],
      terms: ['Please accept the terms to open an account.'],
    });
    expect(gateway.calls).toEqual([]);
  });

  it('refuses fields nobody declared (no mass assignment)', async () => {
    const gateway = new ScriptedAuthGateway();
    const error = await new Register(gateway)
      .execute({ ...application, role: 'staff' } as typeof application)
      .catch((e: unknown) => e);
    expect((error as ValidationFailed).fields).toEqual({ role: ['Role is not an accepted field.'] });
    expect(gateway.calls).toEqual([]);
  });
});

describe('ConfirmSignUp', () => {
  it('given the link and the password chosen, then the new borrower is signed in', async () => {
    const user = aUser();
    const gateway = new ScriptedAuthGateway({ confirmSignUp: async () => ({ token: '1|secret', user }) });
    const sessions = new InMemorySessionStore();

    const session = await new ConfirmSignUp(gateway, sessions).execute({ token: 'link-token', password: 'analytical-engine' });

    expect(session).toEqual({ token: '1|secret', user, role: 'borrower' });
    expect(sessions.read()).toEqual(session);
  });

  it('leaves the session untouched when the server refuses, and sends nothing without a password', async () => {
    const refusal = new ValidationFailed({ password: ['This is not the password you chose when you filled in the form.'] });
    const gateway = new ScriptedAuthGateway({ confirmSignUp: async () => { throw refusal; } });
    const sessions = new InMemorySessionStore();
    await expect(new ConfirmSignUp(gateway, sessions).execute({ token: 'link-token', password: 'wrong-one' })).rejects.toBe(refusal);
    expect(sessions.read()).toBeNull();
    const empty = await new ConfirmSignUp(gateway, sessions).execute({ token: 'link-token', password: '' }).catch((e: unknown) => e);
    expect(Object.keys((empty as ValidationFailed).fields)).toEqual(['password']);
    expect(gateway.calls).toEqual(['confirmSignUp']);
  });
});

describe('SignIn', () => {
  it('given good credentials, then the session is stored with the role of the user', async () => {
    const user = aUser({ role: 'staff' });
    const gateway = new ScriptedAuthGateway({ signIn: async () => ({ token: '2|t', user }) });
    const sessions = new InMemorySessionStore();
    await new SignIn(gateway, sessions).execute({ email: 'ada@example.com', password: 'x' });
    expect(sessions.read()).toEqual({ token: '2|t', user, role: 'staff' });
  });

  it('given "Keep me signed in", then the session is kept for 30 days from now; without it, for the browser session only', async () => {
    const user = aUser();
    const gateway = new ScriptedAuthGateway({ signIn: async () => ({ token: '2|t', user }) });
    const now = () => new Date('2026-11-26T09:00:00.000Z');
    const kept = new InMemorySessionStore();
    await new SignIn(gateway, kept, now).execute({ email: 'ada@example.com', password: 'x', remember: true });
    expect(kept.read()?.keepUntil).toBe('2026-12-26T09:00:00.000Z');
    const plain = new InMemorySessionStore();
    await new SignIn(gateway, plain, now).execute({ email: 'ada@example.com', password: 'x', remember: false });
    expect(plain.read()).toEqual({ token: '2|t', user, role: 'borrower' });
  });

  it('given an account with a second factor, then the wish to stay signed in is carried to the code step', async () => {
    const gateway = new ScriptedAuthGateway({ signIn: async () => ({ challenge: 'c-1', expiresInSeconds: 300 }) });
    const result = await new SignIn(gateway, new InMemorySessionStore()).execute({ email: 'ada@example.com', password: 'x', remember: true });
    expect(result).toEqual({ kind: 'two-factor-required', challenge: { challenge: 'c-1', expiresInSeconds: 300 }, keepSignedIn: true });
  });

  it('given a blank password, then nothing is sent', async () => {
    const gateway = new ScriptedAuthGateway();
    await expect(new SignIn(gateway, new InMemorySessionStore()).execute({ email: 'ada@example.com', password: '  ' })).rejects.toMatchObject({
      fields: { password: ['Enter your password.'] },
    });
    expect(gateway.calls).toEqual([]);
  });
});

describe('SignOut', () => {
  const signedIn = () => new InMemorySessionStore({ token: '1|t', user: aUser(), role: 'borrower' });

  it('revokes the token and forgets the session', async () => {
    const gateway = new ScriptedAuthGateway({ signOut: async () => undefined });
    const sessions = signedIn();
    await new SignOut(gateway, sessions).execute();
    expect(gateway.calls).toEqual(['signOut']);
    expect(sessions.read()).toBeNull();
  });

  it('treats a token the server already forgot as signed out', async () => {
    const sessions = signedIn();
    await new SignOut(new ScriptedAuthGateway({ signOut: async () => { throw new Unauthenticated(); } }), sessions).execute();
    expect(sessions.read()).toBeNull();
  });

  it('forgets the session locally even when the server cannot be reached, and says so', async () => {
    const sessions = signedIn();
    await expect(
      new SignOut(new ScriptedAuthGateway({ signOut: async () => { throw new Unavailable(); } }), sessions).execute(),
    ).rejects.toBeInstanceOf(Unavailable);
    expect(sessions.read()).toBeNull();
  });

  it('does nothing when nobody is signed in', async () => {
    const gateway = new ScriptedAuthGateway();
    await new SignOut(gateway, new InMemorySessionStore()).execute();
    expect(gateway.calls).toEqual([]);
  });
});

describe('LoadCurrentUser', () => {
  it('refreshes the stored user and role', async () => {
    const fresh = aUser({ phoneVerifiedAt: '2026-11-22T11:00:00.000Z' });
    const sessions = new InMemorySessionStore({ token: '1|t', user: aUser(), role: 'borrower' });
    const user = await new LoadCurrentUser(new ScriptedAuthGateway({ currentUser: async () => fresh }), sessions).execute();
    expect(user).toEqual(fresh);
    expect(sessions.read()).toEqual({ token: '1|t', user: fresh, role: 'borrower' });
  });

  it('fails without a request when nobody is signed in', async () => {
    const gateway = new ScriptedAuthGateway();
    await expect(new LoadCurrentUser(gateway, new InMemorySessionStore()).execute()).rejects.toBeInstanceOf(Unauthenticated);
    expect(gateway.calls).toEqual([]);
  });
});
