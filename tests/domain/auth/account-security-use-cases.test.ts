import { describe, expect, it } from 'vitest';
import type { CodeSent } from '../../../src-domain/auth/one-time-code';
import { ChangePassword } from '../../../src-domain/auth/password/change-password.use-case';
import { ForgotPassword } from '../../../src-domain/auth/password/forgot-password.use-case';
import type { PasswordGateway } from '../../../src-domain/auth/password/password-gateway.port';
import { ResendForgotOtp } from '../../../src-domain/auth/password/resend-forgot-otp.use-case';
import { ResetPassword } from '../../../src-domain/auth/password/reset-password.use-case';
import { VerifyForgotOtp } from '../../../src-domain/auth/password/verify-forgot-otp.use-case';
import { CompleteRegistrationBasics } from '../../../src-domain/auth/registration/complete-registration-basics.use-case';
import { isAdultBirthDate } from '../../../src-domain/auth/registration/date-of-birth.rule';
import type { RegistrationV2Gateway } from '../../../src-domain/auth/registration/registration-gateway.port';
import type { RegistrationProgress } from '../../../src-domain/auth/registration/registration-progress';
import { ResendRegistrationCode } from '../../../src-domain/auth/registration/resend-registration-code.use-case';
import { SetRegistrationPassword } from '../../../src-domain/auth/registration/set-registration-password.use-case';
import { ConfirmRegistrationEmail } from '../../../src-domain/auth/registration/confirm-registration-email.use-case';
import { StartRegistrationV2 } from '../../../src-domain/auth/registration/start-registration-v2.use-case';
import { VerifyRegistrationPhone } from '../../../src-domain/auth/registration/verify-registration-phone.use-case';
import { SignIn } from '../../../src-domain/auth/sign-in.use-case';
import { CompleteTwoFactorSignIn } from '../../../src-domain/auth/two-factor/complete-two-factor-sign-in.use-case';
import { ConfirmTwoFactor } from '../../../src-domain/auth/two-factor/confirm-two-factor.use-case';
import { DisableTwoFactor } from '../../../src-domain/auth/two-factor/disable-two-factor.use-case';
import { EnableTwoFactor } from '../../../src-domain/auth/two-factor/enable-two-factor.use-case';
import type { TwoFactorGateway } from '../../../src-domain/auth/two-factor/two-factor-gateway.port';
import { ResendVerifyOtp } from '../../../src-domain/auth/verification/resend-verify-otp.use-case';
import { SendVerificationEmail } from '../../../src-domain/auth/verification/send-verification-email.use-case';
import type { VerificationGateway } from '../../../src-domain/auth/verification/verification-gateway.port';
import { VerifyPhone } from '../../../src-domain/auth/verification/verify-phone.use-case';
import { TooManyRequests, ValidationFailed } from '../../../src-domain/shared/errors';
import { aUser, InMemorySessionStore, ScriptedAuthGateway } from '../support/auth-fakes';

const SENT: CodeSent = { message: 'Sent.', resendAfterSeconds: 60, expiresInSeconds: 600 };
const PASSWORD = 'Difference-Engine-1822';

/** A fake of any port: records each call with its input and answers with the scripted function. */
function fake<T extends object>(script: Partial<Record<keyof T, (input: never) => unknown>>) {
  const calls: Array<[string, unknown]> = [];
  const port = new Proxy({} as T, {
    get: (_target, name: string) => async (input: unknown) => {
      calls.push([name, input]);
      const answer = script[name as keyof T];
      if (!answer) throw new Error(`${name} was not expected`);
      return (answer as (input: unknown) => unknown)(input);
    },
  });
  return { port, calls };
}

async function fieldsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationFailed);
  return (error as ValidationFailed).fields;
}

describe('SignIn with two-factor authentication', () => {
  it('returns the challenge and stores no session when the account asks for a second factor', async () => {
    const sessions = new InMemorySessionStore();
    const gateway = new ScriptedAuthGateway({ signIn: async () => ({ challenge: 'c-1', expiresInSeconds: 300 }) });
    const result = await new SignIn(gateway, sessions).execute({ email: 'ada@example.com', password: 'pw' });
    expect(result).toEqual({ kind: 'two-factor-required', challenge: { challenge: 'c-1', expiresInSeconds: 300 }, keepSignedIn: false });
    expect(sessions.read()).toBeNull();
  });

  it('returns the session when no second factor is needed', async () => {
    const user = aUser();
    const result = await new SignIn(new ScriptedAuthGateway({ signIn: async () => ({ token: '1|t', user }) }), new InMemorySessionStore()).execute({ email: 'ada@example.com', password: 'pw' });
    expect(result).toEqual({ kind: 'signed-in', session: { token: '1|t', user, role: 'borrower' } });
  });

  it('CompleteTwoFactorSignIn exchanges challenge + code for a stored session, and checks the code first', async () => {
    const user = aUser({ twoFactorEnabled: true });
    const { port, calls } = fake<TwoFactorGateway>({ validate: () => ({ token: '2|t', user }) });
    const sessions = new InMemorySessionStore();
    const session = await new CompleteTwoFactorSignIn(port, sessions).execute({ challenge: 'c-1', code: 'abcde-12345' });
    expect(session).toEqual({ token: '2|t', user, role: 'borrower' });
    expect(sessions.read()).toEqual(session);
    expect(await fieldsOf(new CompleteTwoFactorSignIn(port, sessions).execute({ challenge: '', code: '12345' }))).toEqual({
      challenge: ['Challenge is not valid.'],
      code: ['Enter a 6-digit code or a recovery code.'],
    });
    expect(calls).toHaveLength(1);
  });

  it('CompleteTwoFactorSignIn keeps the session for 30 days when the person asked to stay signed in, sending only the challenge and code', async () => {
    const user = aUser({ twoFactorEnabled: true });
    const { port, calls } = fake<TwoFactorGateway>({ validate: () => ({ token: '2|t', user }) });
    const session = await new CompleteTwoFactorSignIn(port, new InMemorySessionStore(), () => new Date('2026-11-26T09:00:00.000Z')).execute({ challenge: 'c-1', code: '123456', keepSignedIn: true });
    expect(session.keepUntil).toBe('2026-12-26T09:00:00.000Z');
    expect(calls).toEqual([['validate', { challenge: 'c-1', code: '123456' }]]);
  });
});

describe('verification', () => {
  it('VerifyPhone sends the code and refreshes the stored user', async () => {
    const before = aUser();
    const after = aUser({ phoneVerifiedAt: '2026-11-22T10:05:00.000Z' });
    const { port, calls } = fake<VerificationGateway>({ verifyPhone: () => after });
    const sessions = new InMemorySessionStore({ token: '1|t', user: before, role: 'borrower' });
    expect(await new VerifyPhone(port, sessions).execute({ otp: '012345' })).toEqual(after);
    expect(sessions.read()?.user).toEqual(after);
    expect(calls).toEqual([['verifyPhone', { otp: '012345' }]]);
  });

  it('VerifyPhone refuses anything but 6 digits without calling', async () => {
    const { port, calls } = fake<VerificationGateway>({});
    for (const otp of ['12345', '1234567', '12345a', ' 123456']) {
      expect(await fieldsOf(new VerifyPhone(port, new InMemorySessionStore()).execute({ otp }))).toEqual({ otp: ['Enter the 6-digit code we sent you.'] });
    }
    expect(calls).toEqual([]);
  });

  it('ResendVerifyOtp and SendVerificationEmail pass on the cooldown the server reports', async () => {
    const { port } = fake<VerificationGateway>({
      resendPhoneCode: () => SENT,
      sendVerificationEmail: () => {
        throw new TooManyRequests(42);
      },
    });
    expect(await new ResendVerifyOtp(port).execute()).toEqual(SENT);
    await expect(new SendVerificationEmail(port).execute()).rejects.toMatchObject({ retryAfterSeconds: 42 });
  });
});

describe('password recovery and change', () => {
  it('runs forgot → verify → reset with validated inputs', async () => {
    const { port, calls } = fake<PasswordGateway>({
      forgotPassword: () => SENT,
      resendForgotCode: () => SENT,
      verifyForgotCode: () => ({ resetToken: 'r-1', expiresInSeconds: 900 }),
      resetPassword: () => undefined,
    });
    await new ForgotPassword(port).execute({ email: 'ada@example.com' });
    await new ResendForgotOtp(port).execute({ email: 'ada@example.com' });
    const grant = await new VerifyForgotOtp(port).execute({ email: 'ada@example.com', otp: '123456' });
    await new ResetPassword(port).execute({ email: 'ada@example.com', reset_token: grant.resetToken, password: PASSWORD, password_confirmation: PASSWORD });
    expect(calls.map(([name]) => name)).toEqual(['forgotPassword', 'resendForgotCode', 'verifyForgotCode', 'resetPassword']);
  });

  it('refuses a short password, a mismatch and a bad e-mail before sending', async () => {
    const { port, calls } = fake<PasswordGateway>({});
    expect(await fieldsOf(new ResetPassword(port).execute({ email: 'ada@', reset_token: 'r', password: 'short', password_confirmation: 'other' }))).toEqual({
      email: ['Enter an e-mail address like name@example.com.'],
      password: ['Password is not valid.'],
      password_confirmation: ['The passwords do not match.'],
    });
    expect(await fieldsOf(new ChangePassword(port).execute({ current_password: '', password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }))).toEqual({
      current_password: ['Enter your current password.'],
      password: ['Password is not valid.'],
    });
    expect(await fieldsOf(new ForgotPassword(port).execute({ email: 'nope' }))).toEqual({ email: ['Enter an e-mail address like name@example.com.'] });
    expect(calls).toEqual([]);
  });
});

describe('two-factor enrolment', () => {
  it('enable → confirm → disable keep the stored user in step', async () => {
    const on = aUser({ twoFactorEnabled: true });
    const off = aUser({ twoFactorEnabled: false });
    const { port } = fake<TwoFactorGateway>({
      enable: () => ({ secret: 'S', otpauthUri: 'otpauth://totp/x', qrCodeDataUrl: 'data:image/png;base64,x' }),
      confirm: () => ({ recoveryCodes: ['abcde-12345'], user: on }),
      disable: () => off,
    });
    const sessions = new InMemorySessionStore({ token: '1|t', user: off, role: 'borrower' });
    expect((await new EnableTwoFactor(port).execute()).secret).toBe('S');
    expect((await new ConfirmTwoFactor(port, sessions).execute({ code: '123456' })).recoveryCodes).toEqual(['abcde-12345']);
    expect(sessions.read()?.user.twoFactorEnabled).toBe(true);
    await new DisableTwoFactor(port, sessions).execute({ code: 'abcde-12345' });
    expect(sessions.read()?.user.twoFactorEnabled).toBe(false);
  });

  it('confirming takes an authenticator code only, not a recovery code', async () => {
    const { port } = fake<TwoFactorGateway>({});
    expect(await fieldsOf(new ConfirmTwoFactor(port, new InMemorySessionStore()).execute({ code: 'abcde-12345' }))).toEqual({
      code: ['Enter the 6-digit code from your authenticator app.'],
    });
  });
});

describe('v2 registration', () => {
  const progress = (nextStep: RegistrationProgress['nextStep']): RegistrationProgress => ({
    registrationToken: 'reg-1',
    nextStep,
    email: 'grace@example.com',
    phoneHint: '+44•••••••456',
    expiresAt: '2026-11-23T10:00:00.000Z',
    resendAfterSeconds: null,
  });

  it('walks the steps and signs the new borrower in at the end', async () => {
    const user = aUser({ email: 'grace@example.com' });
    const { port, calls } = fake<RegistrationV2Gateway>({
      start: () => ({ email: 'grace@example.com', expiresInSeconds: 86_400, resendAfterSeconds: 60 }),
      confirmEmail: () => progress('verify-phone'),
      resendCode: () => SENT,
      verifyPhone: () => progress('set-password'),
      setPassword: () => progress('basics'),
      completeBasics: () => ({ token: '3|t', user }),
    });
    const sessions = new InMemorySessionStore();
    expect(await new StartRegistrationV2(port).execute({ email: 'grace@example.com', phone: '+447700900456', terms: true })).toMatchObject({ email: 'grace@example.com' });
    const started = await new ConfirmRegistrationEmail(port).execute({ token: 'link-token' });
    await new ResendRegistrationCode(port).execute({ registration_token: started.registrationToken });
    await new VerifyRegistrationPhone(port).execute({ registration_token: started.registrationToken, otp: '123456' });
    await new SetRegistrationPassword(port).execute({ registration_token: 'reg-1', password: PASSWORD, password_confirmation: PASSWORD });
    const session = await new CompleteRegistrationBasics(port, sessions).execute({ registration_token: 'reg-1', first_name: 'Grace', last_name: 'Hopper', date_of_birth: '1990-12-09' });
    expect(sessions.read()).toEqual(session);
    expect(calls.map(([name]) => name)).toEqual(['start', 'confirmEmail', 'resendCode', 'verifyPhone', 'setPassword', 'completeBasics']);
  });

  it('refuses terms not accepted, a bad phone, a minor and an impossible date before sending', async () => {
    const { port, calls } = fake<RegistrationV2Gateway>({});
    expect(await fieldsOf(new StartRegistrationV2(port).execute({ email: 'grace@example.com', phone: '07700', terms: false }))).toEqual({
      phone: ['Enter a UK mobile number, like 07700 900123, or a number abroad starting with its country code.'],
      terms: ['Please accept the terms to open an account.'],
    });
    const minor = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    for (const date_of_birth of [minor, '1990-02-30', '09/12/1990']) {
      expect(await fieldsOf(new CompleteRegistrationBasics(port, new InMemorySessionStore()).execute({ registration_token: 'r', first_name: 'Grace', last_name: 'Hopper', date_of_birth }))).toEqual({
        date_of_birth: ['You must be 18 or older to open an account.'],
      });
    }
    // A year far back is a slip of the keyboard, told as such, as on the profile's form (issue 22).
    for (const date_of_birth of ['1800-01-01', '0001-01-01']) {
      expect(await fieldsOf(new CompleteRegistrationBasics(port, new InMemorySessionStore()).execute({ registration_token: 'r', first_name: 'Grace', last_name: 'Hopper', date_of_birth }))).toEqual({
        date_of_birth: ['Check the year of your date of birth: it is more than 120 years ago.'],
      });
    }
    expect(calls).toEqual([]);
  });

  it('the adult rule turns 18 on the birthday itself, and a 29 February birthday on 1 March', () => {
    const on = (iso: string) => new Date(`${iso}T12:00:00Z`);
    expect(isAdultBirthDate('2008-11-22', 18, on('2026-11-22'))).toBe(true);
    expect(isAdultBirthDate('2008-11-23', 18, on('2026-11-22'))).toBe(false);
    expect(isAdultBirthDate('2008-02-29', 18, on('2026-02-28'))).toBe(false);
    expect(isAdultBirthDate('2008-02-29', 18, on('2026-03-01'))).toBe(true);
  });
});
