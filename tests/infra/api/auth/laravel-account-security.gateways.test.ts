import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { TooManyRequests, Unexpected, ValidationFailed } from '../../../../src-domain/shared/errors';
import { LaravelAuthGateway } from '../../../../src-infra/api/auth/laravel-auth.gateway';
import { LaravelPasswordGateway } from '../../../../src-infra/api/auth/laravel-password.gateway';
import { LaravelRegistrationV2Gateway } from '../../../../src-infra/api/auth/laravel-registration-v2.gateway';
import { LaravelTwoFactorGateway } from '../../../../src-infra/api/auth/laravel-two-factor.gateway';
import { LaravelVerificationGateway } from '../../../../src-infra/api/auth/laravel-verification.gateway';
import { ADA, ADA_RESOURCE, BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../../support/http-fixture';

const CODE_SENT = { message: 'We sent a 6-digit code.', data: { resend_after: 60, expires_in: 600 } };
const PROGRESS = {
  registration_token: 'reg-1',
  next_step: 'set-password',
  email: 'grace@example.com',
  phone_hint: '+44•••••••456',
  expires_at: '2026-11-23T10:00:00.000Z',
  resend_after: null,
};

/** Replies with `answer` and records the body it was sent. */
function expectPost(path: string, status: number, answer: unknown, headers: Record<string, string> = {}) {
  const seen: { body?: unknown } = {};
  nock(BASE_URL)
    .post(path)
    .reply((_uri, body) => {
      seen.body = body;
      return [status, answer, headers];
    });
  return seen;
}

describe.each(TRANSPORTS)('account-security gateways over $name', ({ create }) => {
  useNock();

  function client() {
    const made = createClient(create());
    made.cookies.set('XSRF-TOKEN', 'xsrf');
    return made;
  }

  it('verification: resend, verify (the updated user) and the e-mail link request', async () => {
    const gateway = new LaravelVerificationGateway(client().http);
    const resent = expectPost('/api/resend-verify-otp', 200, CODE_SENT);
    await expect(gateway.resendPhoneCode()).resolves.toEqual({ message: 'We sent a 6-digit code.', resendAfterSeconds: 60, expiresInSeconds: 600 });
    expect(resent.body).toEqual({});

    const verified = expectPost('/api/verify-phone-otp', 200, { data: ADA_RESOURCE });
    await expect(gateway.verifyPhone({ otp: '123456', extra: 'x' } as never)).resolves.toEqual(ADA);
    expect(verified.body).toEqual({ otp: '123456' });

    expectPost('/api/send-verify-email', 429, { message: 'Too Many Attempts.' }, { 'Retry-After': '45' });
    const error = await rejectionOf(gateway.sendVerificationEmail());
    expect(error).toBeInstanceOf(TooManyRequests);
    expect((error as TooManyRequests).retryAfterSeconds).toBe(45);
  });

  it('password: forgot, verify (reset grant), reset and change send only their fields', async () => {
    const gateway = new LaravelPasswordGateway(client().http);
    expectPost('/api/forgot-password', 200, CODE_SENT);
    await gateway.forgotPassword({ email: 'ada@example.com' });
    expectPost('/api/resend-forgot-otp', 200, CODE_SENT);
    await gateway.resendForgotCode({ email: 'ada@example.com' });
    expectPost('/api/forgot-verify-otp', 200, { data: { reset_token: 'r-1', expires_in: 900 } });
    await expect(gateway.verifyForgotCode({ email: 'ada@example.com', otp: '123456' })).resolves.toEqual({ resetToken: 'r-1', expiresInSeconds: 900 });
    const reset = expectPost('/api/reset-password', 200, { message: 'Reset.' });
    await gateway.resetPassword({ email: 'ada@example.com', reset_token: 'r-1', password: 'p-12345678', password_confirmation: 'p-12345678' });
    expect(reset.body).toEqual({ email: 'ada@example.com', reset_token: 'r-1', password: 'p-12345678', password_confirmation: 'p-12345678' });
    const changed = expectPost('/api/change-password', 200, { message: 'Changed.' });
    await gateway.changePassword({ current_password: 'old', password: 'p-12345678', password_confirmation: 'p-12345678' });
    expect(changed.body).toEqual({ current_password: 'old', password: 'p-12345678', password_confirmation: 'p-12345678' });
  });

  it('password: a wrong code arrives as the server’s field errors', async () => {
    const gateway = new LaravelPasswordGateway(client().http);
    expectPost('/api/forgot-verify-otp', 422, { message: 'This code is not correct.', errors: { otp: ['This code is not correct.'] } });
    const error = await rejectionOf(gateway.verifyForgotCode({ email: 'ada@example.com', otp: '000000' }));
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).fields).toEqual({ otp: ['This code is not correct.'] });
  });

  it('two-factor: enable, confirm, disable and validate', async () => {
    const gateway = new LaravelTwoFactorGateway(client().http);
    expectPost('/api/v1/2fa/enable', 200, { data: { secret: 'JBSWY3DP', otpauth_url: 'otpauth://totp/K:ada?secret=JBSWY3DP', qr_code_url: 'data:image/png;base64,iVBOR' } });
    await expect(gateway.enable()).resolves.toEqual({ secret: 'JBSWY3DP', otpauthUri: 'otpauth://totp/K:ada?secret=JBSWY3DP', qrCodeDataUrl: 'data:image/png;base64,iVBOR' });
    expectPost('/api/v1/2fa/verify', 200, { data: { recovery_codes: ['abcde-12345'], user: { ...ADA_RESOURCE, two_factor_enabled: true } } });
    await expect(gateway.confirm({ code: '123456' })).resolves.toEqual({ recoveryCodes: ['abcde-12345'], user: { ...ADA, twoFactorEnabled: true } });
    expectPost('/api/v1/2fa/disable', 200, { data: ADA_RESOURCE });
    await expect(gateway.disable({ code: 'abcde-12345' })).resolves.toEqual(ADA);
    const validated = expectPost('/api/v1/2fa/validate', 200, { data: { token: '9|s', token_type: 'Bearer', user: ADA_RESOURCE } });
    await expect(gateway.validate({ challenge: 'c-1', code: '123456' })).resolves.toEqual({ token: '9|s', user: ADA });
    expect(validated.body).toEqual({ challenge: 'c-1', code: '123456' });
  });

  it('two-factor: a QR code that is not an image URL is a malformed answer', async () => {
    const gateway = new LaravelTwoFactorGateway(client().http);
    expectPost('/api/v1/2fa/enable', 200, { data: { secret: 'S', otpauth_url: 'otpauth://totp/x', qr_code_url: 'javascript:alert(1)' } });
    expect(await rejectionOf(gateway.enable())).toBeInstanceOf(Unexpected);
  });

  it('sign-in: a 2FA account answers a challenge instead of a token', async () => {
    const auth = new LaravelAuthGateway(client().http);
    expectPost('/api/login', 200, { data: { two_factor: true, challenge: 'c-1', expires_in: 300 } });
    await expect(auth.signIn({ email: 'ada@example.com', password: 'pw' })).resolves.toEqual({ challenge: 'c-1', expiresInSeconds: 300 });
  });

  it('v2 registration: the steps, with the registration token in every body after the first', async () => {
    const gateway = new LaravelRegistrationV2Gateway(client().http);
    const started = expectPost('/api/v2/register', 202, { message: 'We have sent an e-mail to grace@example.com.', data: { email: 'grace@example.com', expires_in: 86400, resend_after: 60 } });
    await expect(gateway.start({ email: 'grace@example.com', phone: '+447700900456', terms: true })).resolves.toEqual({ email: 'grace@example.com', expiresInSeconds: 86_400, resendAfterSeconds: 60 });
    expect(started.body).toEqual({ email: 'grace@example.com', phone: '+447700900456', terms: true });
    const opened = expectPost('/api/v2/register/confirm-email', 200, { data: { ...PROGRESS, next_step: 'verify-phone', resend_after: 60 } });
    await expect(gateway.confirmEmail({ token: 'link-token' })).resolves.toMatchObject({ nextStep: 'verify-phone', resendAfterSeconds: 60 });
    expect(opened.body).toEqual({ token: 'link-token' });
    const resent = expectPost('/api/resend-verify-otp', 200, CODE_SENT);
    await gateway.resendCode({ registration_token: 'reg-1' });
    expect(resent.body).toEqual({ registration_token: 'reg-1' });
    expectPost('/api/verify-phone-otp', 200, { data: PROGRESS });
    await expect(gateway.verifyPhone({ registration_token: 'reg-1', otp: '123456' })).resolves.toEqual({
      registrationToken: 'reg-1',
      nextStep: 'set-password',
      email: 'grace@example.com',
      phoneHint: '+44•••••••456',
      expiresAt: '2026-11-23T10:00:00.000Z',
      resendAfterSeconds: null,
    });
    expectPost('/api/v2/register/set-password', 200, { data: { ...PROGRESS, next_step: 'basics' } });
    await gateway.setPassword({ registration_token: 'reg-1', password: 'p-12345678', password_confirmation: 'p-12345678' });
    const basics = expectPost('/api/v2/register/basics', 201, { data: { token: '5|s', token_type: 'Bearer', user: ADA_RESOURCE } });
    await expect(gateway.completeBasics({ registration_token: 'reg-1', first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10' })).resolves.toEqual({ token: '5|s', user: ADA });
    expect(basics.body).toEqual({ registration_token: 'reg-1', first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10' });
  });

  it('v2 registration: an unknown next step is a malformed answer', async () => {
    const gateway = new LaravelRegistrationV2Gateway(client().http);
    expectPost('/api/verify-phone-otp', 200, { data: { ...PROGRESS, next_step: 'teleport' } });
    expect(await rejectionOf(gateway.verifyPhone({ registration_token: 'reg-1', otp: '123456' }))).toBeInstanceOf(Unexpected);
  });
});
