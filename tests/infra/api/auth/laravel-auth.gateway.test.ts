import nock from 'nock';
import { describe, expect, it } from 'vitest';
import type { RegisterDto } from '../../../../src-domain/auth/register.dto';
import { Unexpected, ValidationFailed } from '../../../../src-domain/shared/errors';
import { LaravelAuthGateway } from '../../../../src-infra/api/auth/laravel-auth.gateway';
import { ADA, ADA_RESOURCE, BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const REGISTRATION: RegisterDto = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+447700900123',
  password: 'correct horse battery',
  password_confirmation: 'correct horse battery',
  terms: true,
};

describe.each(TRANSPORTS)('LaravelAuthGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const client = createClient(create());
    client.cookies.set('XSRF-TOKEN', 'xsrf');
    return { ...client, auth: new LaravelAuthGateway(client.http) };
  }

  it('registers with POST /api/register, sending only the form fields, and returns where the e-mail went', async () => {
    const { auth } = gateway();
    let sent: unknown;
    nock(BASE_URL)
      .post('/api/register')
      .reply((_uri, body) => {
        sent = body;
        return [202, { message: 'We have sent an e-mail to ada@example.com. Open the link in it to finish opening your account.', data: { email: 'ada@example.com', expires_in: 86400, resend_after: 60 } }];
      });

    const answer = await auth.register({ ...REGISTRATION, isAdmin: true } as RegisterDto);

    expect(answer).toEqual({ email: 'ada@example.com', expiresInSeconds: 86_400, resendAfterSeconds: 60 });
    expect(sent).toEqual(REGISTRATION);
  });

  it('opens the account with POST /api/register/confirm (the link’s token and the password) and returns the issued token', async () => {
    const { auth } = gateway();
    let sent: unknown;
    nock(BASE_URL)
      .post('/api/register/confirm')
      .reply((_uri, body) => {
        sent = body;
        return [201, { data: { token: '1|secret', token_type: 'Bearer', user: ADA_RESOURCE } }];
      });

    await expect(auth.confirmSignUp({ token: 'link-token', password: 'pw-12345678' })).resolves.toEqual({ token: '1|secret', user: ADA });
    expect(sent).toEqual({ token: 'link-token', password: 'pw-12345678' });
  });

  it('gives each sign-up its own Idempotency-Key and, with it, one retry after a lost answer', async () => {
    const { auth } = gateway();
    const keys: string[] = [];
    nock(BASE_URL)
      .post('/api/register')
      .reply(function () {
        keys.push(String(this.req.headers['idempotency-key']));
        return [503, { message: 'Service Unavailable' }];
      })
      .post('/api/register')
      .reply(function () {
        keys.push(String(this.req.headers['idempotency-key']));
        return [202, { message: 'We have sent an e-mail to ada@example.com. Open the link in it to finish opening your account.', data: { email: 'ada@example.com', expires_in: 86400, resend_after: 60 } }];
      });

    await auth.register(REGISTRATION);

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('signs in with POST /api/login', async () => {
    const { auth } = gateway();
    let sent: unknown;
    nock(BASE_URL)
      .post('/api/login')
      .reply((_uri, body) => {
        sent = body;
        return [200, { data: { token: '2|secret', token_type: 'Bearer', user: ADA_RESOURCE } }];
      });

    await expect(auth.signIn({ email: 'ada@example.com', password: 'pw', remember: true })).resolves.toEqual({
      token: '2|secret',
      user: ADA,
    });
    expect(sent).toEqual({ email: 'ada@example.com', password: 'pw', remember: true });
  });

  it('passes on wrong credentials as the server\'s field errors', async () => {
    const { auth } = gateway();
    const message = 'These credentials do not match our records.';
    nock(BASE_URL).post('/api/login').reply(422, { message, errors: { email: [message] } });

    const error = await rejectionOf(auth.signIn({ email: 'ada@example.com', password: 'wrong' }));

    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).fields).toEqual({ email: [message] });
  });

  it('signs out with POST /api/logout, carrying the bearer token', async () => {
    const { auth, sessions } = gateway();
    sessions.write({ token: '2|secret', user: ADA, role: 'borrower' });
    const scope = nock(BASE_URL, { reqheaders: { authorization: 'Bearer 2|secret' } }).post('/api/logout').reply(204);

    await expect(auth.signOut()).resolves.toBeUndefined();
    expect(scope.isDone()).toBe(true);
  });

  it('loads the current user with GET /api/v1/users/me', async () => {
    const { auth } = gateway();
    nock(BASE_URL).get('/api/v1/users/me').reply(200, { data: ADA_RESOURCE });

    await expect(auth.currentUser()).resolves.toEqual(ADA);
  });

  it.each([
    ['no data envelope', ADA_RESOURCE],
    ['a malformed user', { data: { ...ADA_RESOURCE, first_name: null } }],
  ])('rejects an answer with %s as Unexpected', async (_case, body) => {
    const { auth } = gateway();
    nock(BASE_URL).get('/api/v1/users/me').reply(200, body);

    await expect(auth.currentUser()).rejects.toBeInstanceOf(Unexpected);
  });
});
