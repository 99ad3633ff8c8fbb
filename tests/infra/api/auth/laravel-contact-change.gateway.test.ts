import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { Conflict, TooManyRequests, Unexpected, ValidationFailed } from '../../../../src-domain/shared/errors';
import { LaravelContactChangeGateway } from '../../../../src-infra/api/auth/laravel-contact-change.gateway';
import { ADA, ADA_RESOURCE, BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

/** Replies with `answer` and records the body and XSRF header it was sent. */
function expectPost(path: string, status: number, answer: unknown, headers: Record<string, string> = {}) {
  const seen: { body?: unknown; xsrf?: string } = {};
  nock(BASE_URL)
    .post(path)
    .reply(function (_uri, body) {
      seen.body = body;
      seen.xsrf = String(this.req.headers['x-xsrf-token']);
      return [status, answer, headers];
    });
  return seen;
}

describe.each(TRANSPORTS)('LaravelContactChangeGateway over $name', ({ create }) => {
  useNock();

  function gateway() {
    const made = createClient(create());
    made.cookies.set('XSRF-TOKEN', 'xsrf');
    return new LaravelContactChangeGateway(made.http);
  }

  it('asks for an e-mail change with only the address and the password, and reads back the link answer', async () => {
    const sent = expectPost('/api/v1/account/email-change', 202, {
      message: 'We have sent a link to new@example.com.',
      data: { email: 'new@example.com', expires_in: 3600, resend_after: 60 },
    });
    await expect(gateway().requestEmailChange({ email: 'new@example.com', current_password: 'pw-1', extra: 'x' } as never)).resolves.toEqual({
      message: 'We have sent a link to new@example.com.',
      resendAfterSeconds: 60,
      expiresInSeconds: 3600,
    });
    expect(sent.body).toEqual({ email: 'new@example.com', current_password: 'pw-1' });
    expect(sent.xsrf).toBe('xsrf');
  });

  it('confirms the e-mail change with the token and answers the user as they now are', async () => {
    const confirmed = expectPost('/api/v1/account/email-change/confirm', 200, { message: 'Changed.', data: { ...ADA_RESOURCE, email: 'new@example.com' } });
    await expect(gateway().confirmEmailChange({ token: 't'.repeat(43) })).resolves.toEqual({ ...ADA, email: 'new@example.com' });
    expect(confirmed.body).toEqual({ token: 't'.repeat(43) });
  });

  it('asks for a phone change, then confirms it with the number and the code', async () => {
    const asked = expectPost('/api/v1/account/phone-change', 202, {
      message: 'We have texted a code to 07700 900456.',
      data: { phone: '+447700900456', expires_in: 600, resend_after: 60 },
    });
    await expect(gateway().requestPhoneChange({ phone: '+447700900456', current_password: 'pw-1' })).resolves.toEqual({
      message: 'We have texted a code to 07700 900456.',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });
    expect(asked.body).toEqual({ phone: '+447700900456', current_password: 'pw-1' });

    const confirmed = expectPost('/api/v1/account/phone-change/confirm', 200, { message: 'Changed.', data: { ...ADA_RESOURCE, phone: '+447700900456' } });
    await expect(gateway().confirmPhoneChange({ phone: '+447700900456', code: '123456' })).resolves.toEqual({ ...ADA, phone: '+447700900456' });
    expect(confirmed.body).toEqual({ phone: '+447700900456', code: '123456' });
  });

  it('turns a 422 into field errors, a 429 into its wait and a 409 into a conflict', async () => {
    expectPost('/api/v1/account/email-change', 422, { message: 'The password is not right.', errors: { current_password: ['The password is not right.'] } });
    const invalid = await rejectionOf(gateway().requestEmailChange({ email: 'new@example.com', current_password: 'nope' }));
    expect(invalid).toBeInstanceOf(ValidationFailed);
    expect((invalid as ValidationFailed).fields).toEqual({ current_password: ['The password is not right.'] });

    expectPost('/api/v1/account/phone-change', 429, { message: 'Too Many Attempts.' }, { 'Retry-After': '42' });
    const tooSoon = await rejectionOf(gateway().requestPhoneChange({ phone: '+447700900456', current_password: 'pw-1' }));
    expect(tooSoon).toBeInstanceOf(TooManyRequests);
    expect((tooSoon as TooManyRequests).retryAfterSeconds).toBe(42);

    expectPost('/api/v1/account/email-change/confirm', 409, { message: 'That address is already in use.' });
    expect(await rejectionOf(gateway().confirmEmailChange({ token: 't'.repeat(43) }))).toBeInstanceOf(Conflict);
  });

  it('refuses an answer that is not the shape it promised', async () => {
    expectPost('/api/v1/account/email-change', 202, { message: 'Sent.', data: { email: 'new@example.com' } });
    expect(await rejectionOf(gateway().requestEmailChange({ email: 'new@example.com', current_password: 'pw-1' }))).toBeInstanceOf(Unexpected);
    expectPost('/api/v1/account/phone-change/confirm', 200, { message: 'Changed.' });
    expect(await rejectionOf(gateway().confirmPhoneChange({ phone: '+447700900456', code: '123456' }))).toBeInstanceOf(Unexpected);
  });
});
