import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoadCurrentUser } from '../../src-domain/auth/load-current-user.use-case';
import { ChangePassword } from '../../src-domain/auth/password/change-password.use-case';
import { ForgotPassword } from '../../src-domain/auth/password/forgot-password.use-case';
import { ResetPassword } from '../../src-domain/auth/password/reset-password.use-case';
import { VerifyForgotOtp } from '../../src-domain/auth/password/verify-forgot-otp.use-case';
import { ConfirmRegistrationEmail } from '../../src-domain/auth/registration/confirm-registration-email.use-case';
import { signUpTokenOf } from '../server/support/http-client';
import { signUpThroughEmail } from './support/sign-up';
import { CompleteRegistrationBasics } from '../../src-domain/auth/registration/complete-registration-basics.use-case';
import { SetRegistrationPassword } from '../../src-domain/auth/registration/set-registration-password.use-case';
import { StartRegistrationV2 } from '../../src-domain/auth/registration/start-registration-v2.use-case';
import { VerifyRegistrationPhone } from '../../src-domain/auth/registration/verify-registration-phone.use-case';
import { SignIn } from '../../src-domain/auth/sign-in.use-case';
import { SignOut } from '../../src-domain/auth/sign-out.use-case';
import { CompleteTwoFactorSignIn } from '../../src-domain/auth/two-factor/complete-two-factor-sign-in.use-case';
import { ConfirmTwoFactor } from '../../src-domain/auth/two-factor/confirm-two-factor.use-case';
import { DisableTwoFactor } from '../../src-domain/auth/two-factor/disable-two-factor.use-case';
import { EnableTwoFactor } from '../../src-domain/auth/two-factor/enable-two-factor.use-case';
import { SendVerificationEmail } from '../../src-domain/auth/verification/send-verification-email.use-case';
import { VerifyPhone } from '../../src-domain/auth/verification/verify-phone.use-case';
import { Conflict, TooManyRequests, Unauthenticated, ValidationFailed } from '../../src-domain/shared/errors';
import { startServer, type RunningServer } from '../../src-server/server';
import { buildContainer } from '../../src/container';
import { nodePlatform } from '../../src/cli/node-platform';
import { latestCode, latestLink, settledOutboxSize } from '../server/support/outbox';
import { freshTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The account-security use-cases through the real HTTP policy and got against the real server.
 * Codes and links are read from the server's outbox folder, as a person reads their phone and inbox.
 */
let server: RunningServer;
let dir: string;
let outbox: string;
let database: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kestrel-contract-security-'));
  outbox = join(dir, 'outbox');
  database = await freshTestDatabase(dir);
  server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: database.url, outbox: { dir: outbox, print: false } });
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

let clients = 0;
function aClient() {
  clients += 1;
  const container = buildContainer(nodePlatform(server.url, join(dir, `client-${clients}.cookies.json`)));
  return {
    container,
    signIn: container.get(SignIn),
    signOut: container.get(SignOut),
    me: container.get(LoadCurrentUser),
    verifyPhone: container.get(VerifyPhone),
    sendVerificationEmail: container.get(SendVerificationEmail),
    forgotPassword: container.get(ForgotPassword),
    verifyForgotOtp: container.get(VerifyForgotOtp),
    resetPassword: container.get(ResetPassword),
    changePassword: container.get(ChangePassword),
    enableTwoFactor: container.get(EnableTwoFactor),
    confirmTwoFactor: container.get(ConfirmTwoFactor),
    disableTwoFactor: container.get(DisableTwoFactor),
    completeTwoFactorSignIn: container.get(CompleteTwoFactorSignIn),
    startRegistration: container.get(StartRegistrationV2),
    confirmRegistrationEmail: container.get(ConfirmRegistrationEmail),
    verifyRegistrationPhone: container.get(VerifyRegistrationPhone),
    setRegistrationPassword: container.get(SetRegistrationPassword),
    completeRegistration: container.get(CompleteRegistrationBasics),
  };
}

const PASSWORD = 'cobol-compiler-1959';
let people = 0;
async function signedUp() {
  people += 1;
  const client = aClient();
  const email = `person.${people}@example.com`;
  const phone = `+1555555${String(people).padStart(4, '0')}`;
  const before = await settledOutboxSize(outbox);
  await signUpThroughEmail(client.container, { first_name: 'Grace', last_name: 'Hopper', email, phone, password: PASSWORD, password_confirmation: PASSWORD, terms: true }, outbox);
  return { client, email, phone, phoneCode: await latestCode(outbox, phone, 'phone-verification', before) };
}

describe('account security contract', () => {
  it('verifies the phone with the texted code; the sign-up link already verified the e-mail', async () => {
    const { client, phoneCode } = await signedUp();
    const user = await client.verifyPhone.execute({ otp: phoneCode });
    expect(user.phoneVerifiedAt).not.toBeNull();
    expect(user.emailVerifiedAt).not.toBeNull();
    // Nothing more to send.
    expect(await client.sendVerificationEmail.execute().catch((e: unknown) => e)).toBeInstanceOf(Conflict);
  });

  it('recovers a forgotten password: code → reset token → new password → sign in', async () => {
    const { client, email } = await signedUp();
    const stranger = aClient();
    const before = await settledOutboxSize(outbox);
    const sent = await stranger.forgotPassword.execute({ email });
    expect(sent.message).toMatch(/If an account uses this e-mail/);
    const code = await latestCode(outbox, email, 'password-forgot', before);
    const wrong = await stranger.verifyForgotOtp.execute({ email, otp: code === '000000' ? '000001' : '000000' }).catch((e: unknown) => e);
    expect((wrong as ValidationFailed).fields.otp).toBeDefined();
    const grant = await stranger.verifyForgotOtp.execute({ email, otp: code });
    await stranger.resetPassword.execute({ email, reset_token: grant.resetToken, password: 'Difference-Engine-1822', password_confirmation: 'Difference-Engine-1822' });

    // Every earlier session ended.
    expect(await client.me.execute().catch((e: unknown) => e)).toBeInstanceOf(Unauthenticated);
    const result = await stranger.signIn.execute({ email, password: 'Difference-Engine-1822' });
    expect(result.kind).toBe('signed-in');
  });

  it('changes the password and signs the other devices out', async () => {
    const { client, email } = await signedUp();
    const laptop = aClient();
    await laptop.signIn.execute({ email, password: PASSWORD });
    await client.changePassword.execute({ current_password: PASSWORD, password: 'Analytical-Engine-1843', password_confirmation: 'Analytical-Engine-1843' });
    expect((await client.me.execute()).email).toBe(email);
    expect(await laptop.me.execute().catch((e: unknown) => e)).toBeInstanceOf(Unauthenticated);
  });

  it('enables 2FA, signs in with the second factor, and disables it', async () => {
    const { client, email } = await signedUp();
    const enrolment = await client.enableTwoFactor.execute();
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const confirmation = await client.confirmTwoFactor.execute({ code: generateSync({ secret: enrolment.secret }) });
    expect(confirmation.user.twoFactorEnabled).toBe(true);
    expect(confirmation.recoveryCodes).toHaveLength(10);

    await client.signOut.execute();
    const first = await client.signIn.execute({ email, password: PASSWORD });
    if (first.kind !== 'two-factor-required') throw new Error('expected a two-factor challenge');
    // The authenticator code just used is burnt for its 30 s step: a recovery code signs in now.
    const session = await client.completeTwoFactorSignIn.execute({ challenge: first.challenge.challenge, code: confirmation.recoveryCodes[0] });
    expect(session.user.email).toBe(email);

    const off = await client.disableTwoFactor.execute({ code: confirmation.recoveryCodes[1] });
    expect(off.twoFactorEnabled).toBe(false);
    await client.signOut.execute();
    expect((await client.signIn.execute({ email, password: PASSWORD })).kind).toBe('signed-in');
  });

  it('registers in three steps after the e-mailed link, and refuses a restart within the resend cooldown', async () => {
    const client = aClient();
    const phone = '+15555559876';
    const before = await settledOutboxSize(outbox);
    const sent = await client.startRegistration.execute({ email: 'v2.grace@example.com', phone, terms: true });
    expect(sent).toEqual({ email: 'v2.grace@example.com', expiresInSeconds: 86_400, resendAfterSeconds: 60 });
    const link = await latestLink(outbox, 'v2.grace@example.com', before, 'registration-email');

    const restart = await client.startRegistration.execute({ email: 'v2.grace@example.com', phone, terms: true }).catch((e: unknown) => e);
    expect(restart).toBeInstanceOf(TooManyRequests);
    expect((restart as TooManyRequests).retryAfterSeconds).toBeGreaterThan(0);

    const beforeCode = await settledOutboxSize(outbox);
    const started = await client.confirmRegistrationEmail.execute({ token: signUpTokenOf(link) });
    expect(started.nextStep).toBe('verify-phone');
    const code = await latestCode(outbox, phone, 'registration-phone', beforeCode);

    const verified = await client.verifyRegistrationPhone.execute({ registration_token: started.registrationToken, otp: code });
    expect(verified.nextStep).toBe('set-password');
    const withPassword = await client.setRegistrationPassword.execute({ registration_token: started.registrationToken, password: PASSWORD, password_confirmation: PASSWORD });
    expect(withPassword.nextStep).toBe('basics');
    const session = await client.completeRegistration.execute({ registration_token: started.registrationToken, first_name: 'Grace', last_name: 'Hopper', date_of_birth: '1990-12-09' });
    expect(session.user).toMatchObject({ email: 'v2.grace@example.com', phone, phoneVerifiedAt: expect.any(String) });
    expect((await client.me.execute()).id).toBe(session.user.id);
  });
});
