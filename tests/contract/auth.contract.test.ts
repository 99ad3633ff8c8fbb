import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoadCurrentUser } from '../../src-domain/auth/load-current-user.use-case';
import { Register } from '../../src-domain/auth/register.use-case';
import { SessionStore } from '../../src-domain/auth/session-store.port';
import { SignIn } from '../../src-domain/auth/sign-in.use-case';
import { SignOut } from '../../src-domain/auth/sign-out.use-case';
import { TooManyRequests, Unauthenticated, ValidationFailed } from '../../src-domain/shared/errors';
import type { RegisterDto } from '../../src-domain/auth/register.dto';
import { signUpThroughEmail } from './support/sign-up';
import { startServer, type RunningServer } from '../../src-server/server';
import { buildContainer } from '../../src/container';
import { nodePlatform } from '../../src/cli/node-platform';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The real use-cases, through the real HTTP policy and got, against the real server on an
 * ephemeral port: the client and the server agree on the wire.
 */
let server: RunningServer;
let dir: string;
let database: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kestrel-contract-'));
  database = await freshTestDatabase(dir);
  server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: database.url, outbox: { dir: join(dir, 'outbox'), print: false } });
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh client, like a new install of the command line, with its own cookie file. */
function aClient(name: string) {
  let signedOutByServer = 0;
  const container = buildContainer(nodePlatform(server.url, join(dir, `${name}.cookies.json`), () => (signedOutByServer += 1)));
  return {
    register: container.get(Register),
    /** The sign-up and the e-mailed link, as a person does it. */
    signUp: (application: RegisterDto) => signUpThroughEmail(container, application, join(dir, 'outbox')),
    signIn: container.get(SignIn),
    signOut: container.get(SignOut),
    me: container.get(LoadCurrentUser),
    sessions: container.get<SessionStore>(SessionStore),
    signedOutByServer: () => signedOutByServer,
  };
}

const application = (email: string) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email,
  phone: '+15555550123',
  password: 'cobol-compiler-1959',
  password_confirmation: 'cobol-compiler-1959',
  terms: true,
});

describe('auth contract', () => {
  it('registers, reads the current user, signs out and signs in again', async () => {
    const client = aClient('grace');
    const session = await client.signUp(application('grace.two@example.com'));

    expect(session.token).toMatch(/^\d+\|.{40,}$/);
    expect(session.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: 'grace.two@example.com', role: 'borrower', phoneVerifiedAt: null });

    const me = await client.me.execute();
    expect(me).toEqual(session.user);

    await client.signOut.execute();
    expect(client.sessions.read()).toBeNull();

    const again = await client.signIn.execute({ email: 'GRACE.two@example.com', password: 'cobol-compiler-1959' });
    if (again.kind !== 'signed-in') throw new Error('expected a session, not a two-factor challenge');
    expect(again.session.user.id).toBe(session.user.id);
    expect(again.session.token).not.toBe(session.token);
  });

  it('keeps the session in the cookie file, so a new process is still signed in', async () => {
    await aClient('persisted').signUp(application('persisted@example.com'));
    const reopened = aClient('persisted');
    expect((await reopened.me.execute()).email).toBe('persisted@example.com');
  });

  it('answers a sign-up with where the e-mail went, and signs nobody in until its link is opened', async () => {
    const client = aClient('sent');
    const sent = await client.register.execute(application('Sent@Example.com'));
    expect(sent).toEqual({ email: 'sent@example.com', expiresInSeconds: 86_400, resendAfterSeconds: 60 });
    expect(client.sessions.read()).toBeNull();
  });

  it('answers a sign-up alike whether or not the address has an account; within a minute of an e-mail, both wait', async () => {
    const fresh = aClient('fresh');
    expect(await fresh.register.execute(application('fresh@example.com'))).toEqual({ email: 'fresh@example.com', expiresInSeconds: 86_400, resendAfterSeconds: 60 });
    const freshAgain = await fresh.register.execute(application('fresh@example.com')).catch((e: unknown) => e);

    await aClient('first').signUp(application('taken@example.com'));
    const taken = await aClient('second').register.execute(application('Taken@Example.com')).catch((e: unknown) => e);

    for (const answer of [freshAgain, taken]) {
      expect(answer).toBeInstanceOf(TooManyRequests);
      expect((answer as TooManyRequests).retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(fresh.sessions.read()).toBeNull();
  });

  it('gets one message for a wrong password and for an unknown account', async () => {
    await aClient('ada').signUp(application('ada@example.com'));
    const wrong = await aClient('x').signIn.execute({ email: 'ada@example.com', password: 'not-her-password' }).catch((e: unknown) => e);
    const unknown = await aClient('y').signIn.execute({ email: 'nobody@example.com', password: 'whatever-it-is' }).catch((e: unknown) => e);
    expect((wrong as ValidationFailed).fields).toEqual({ email: ['These credentials do not match our records.'] });
    expect((unknown as ValidationFailed).fields).toEqual((wrong as ValidationFailed).fields);
  });

  it('after the token is revoked elsewhere, the next call clears the session and says so', async () => {
    const phone = aClient('phone');
    const session = await phone.signUp(application('revoked@example.com'));
    // The same token used from another device that signs out revokes it on the server.
    const other = aClient('other-device');
    other.sessions.write(session);
    await other.signOut.execute();

    const error = await phone.me.execute().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Unauthenticated);
    expect(phone.sessions.read()).toBeNull();
    expect(phone.signedOutByServer()).toBe(1);
  });
});
