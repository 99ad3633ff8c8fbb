import { act, screen, waitFor } from '@testing-library/react';
import type { Container, ServiceIdentifier } from 'inversify';
import { expect } from 'vitest';
import type { AuthGateway } from '../../../src-domain/auth/auth-gateway.port';
import { LoadCurrentUser } from '../../../src-domain/auth/load-current-user.use-case';
import type { RegisterDto } from '../../../src-domain/auth/register.dto';
import { Register } from '../../../src-domain/auth/register.use-case';
import type { ConfirmSignUpDto } from '../../../src-domain/auth/sign-up/confirm-sign-up.dto';
import { ConfirmSignUp } from '../../../src-domain/auth/sign-up/confirm-sign-up.use-case';
import type { LinkSent } from '../../../src-domain/auth/sign-up/link-sent';
import { ConfirmRegistrationEmail } from '../../../src-domain/auth/registration/confirm-registration-email.use-case';
import type { IssuedToken, SignInAnswer } from '../../../src-domain/auth/session';
import type { SignInDto } from '../../../src-domain/auth/sign-in.dto';
import { SignIn } from '../../../src-domain/auth/sign-in.use-case';
import { SignOut } from '../../../src-domain/auth/sign-out.use-case';
import type { User } from '../../../src-domain/auth/user.entity';
import type { CodeSent } from '../../../src-domain/auth/one-time-code';
import type { ChangePasswordDto } from '../../../src-domain/auth/password/change-password.dto';
import { ChangePassword } from '../../../src-domain/auth/password/change-password.use-case';
import type { ForgotPasswordDto } from '../../../src-domain/auth/password/forgot-password.dto';
import { ForgotPassword } from '../../../src-domain/auth/password/forgot-password.use-case';
import type { PasswordGateway } from '../../../src-domain/auth/password/password-gateway.port';
import type { PasswordResetGrant } from '../../../src-domain/auth/password/password-reset-grant';
import { ResendForgotOtp } from '../../../src-domain/auth/password/resend-forgot-otp.use-case';
import type { ResetPasswordDto } from '../../../src-domain/auth/password/reset-password.dto';
import { ResetPassword } from '../../../src-domain/auth/password/reset-password.use-case';
import type { VerifyForgotOtpDto } from '../../../src-domain/auth/password/verify-forgot-otp.dto';
import { VerifyForgotOtp } from '../../../src-domain/auth/password/verify-forgot-otp.use-case';
import { CompleteRegistrationBasics } from '../../../src-domain/auth/registration/complete-registration-basics.use-case';
import type { RegistrationV2Gateway } from '../../../src-domain/auth/registration/registration-gateway.port';
import type { RegistrationProgress, RegistrationStep } from '../../../src-domain/auth/registration/registration-progress';
import type {
  RegistrationBasicsDto,
  RegistrationTokenDto,
  SetRegistrationPasswordDto,
  StartRegistrationDto,
  VerifyRegistrationPhoneDto,
} from '../../../src-domain/auth/registration/registration.dtos';
import { ResendRegistrationCode } from '../../../src-domain/auth/registration/resend-registration-code.use-case';
import { SetRegistrationPassword } from '../../../src-domain/auth/registration/set-registration-password.use-case';
import { StartRegistrationV2 } from '../../../src-domain/auth/registration/start-registration-v2.use-case';
import { VerifyRegistrationPhone } from '../../../src-domain/auth/registration/verify-registration-phone.use-case';
import { CompleteTwoFactorSignIn } from '../../../src-domain/auth/two-factor/complete-two-factor-sign-in.use-case';
import type { ConfirmTwoFactorDto } from '../../../src-domain/auth/two-factor/confirm-two-factor.dto';
import { ConfirmTwoFactor } from '../../../src-domain/auth/two-factor/confirm-two-factor.use-case';
import type { DisableTwoFactorDto } from '../../../src-domain/auth/two-factor/disable-two-factor.dto';
import { DisableTwoFactor } from '../../../src-domain/auth/two-factor/disable-two-factor.use-case';
import { EnableTwoFactor } from '../../../src-domain/auth/two-factor/enable-two-factor.use-case';
import type { TwoFactorConfirmation, TwoFactorEnrolment } from '../../../src-domain/auth/two-factor/two-factor-enrolment';
import type { TwoFactorGateway } from '../../../src-domain/auth/two-factor/two-factor-gateway.port';
import type { ValidateTwoFactorDto } from '../../../src-domain/auth/two-factor/validate-two-factor.dto';
import { ResendVerifyOtp } from '../../../src-domain/auth/verification/resend-verify-otp.use-case';
import { SendVerificationEmail } from '../../../src-domain/auth/verification/send-verification-email.use-case';
import type { VerificationGateway } from '../../../src-domain/auth/verification/verification-gateway.port';
import type { VerifyPhoneDto } from '../../../src-domain/auth/verification/verify-phone.dto';
import { VerifyPhone } from '../../../src-domain/auth/verification/verify-phone.use-case';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import type { AppDependencies, UseCaseResolver, UseCaseToken } from '../../../src-ui/app/app-services';
import { mountApp, type MountedApp } from '../../../src-ui/app/mount-app';
import { unmountAfterTest } from './mounted-apps';
import { aUser as domainUser, InMemorySessionStore as MemorySessionStore } from '../../domain/support/auth-fakes';
import { FakeFeedbackGateway, FakeProfileGateway, profileServices } from './fake-profile';
import { FakeNotificationFeed, FakeNotificationGateway, notificationServices } from './fake-notifications';
import { documentServices, FakeDocumentGateway, EmptyLoanGateway, FakeProductGateway, loanServices, productServices } from './fake-products';
import type { LoanGateway } from '../../../src-domain/loans/loan-gateway.port';
import { FakeRepaymentGateway, repaymentServices } from './fake-repayments';
import type { RepaymentGateway } from '../../../src-domain/loans/repayment-gateway.port';
import { FakeMessageGateway, messageServices } from './fake-messages';
import { FakeComplaintGateway, complaintServices } from './fake-complaints';
import { FakeContactChangeGateway, contactChangeServices } from './fake-contact-change';
import { FakeAgreementGateway, agreementServices } from './fake-agreements';
import type { AgreementGateway } from '../../../src-domain/agreements/agreement-gateway.port';
import { FakeLetterGateway, letterServices } from './fake-letters';
import type { LetterGateway } from '../../../src-domain/letters/letter-gateway.port';
import { FakeDirectDebitGateway, directDebitServices } from './fake-direct-debit';
import type { DirectDebitGateway } from '../../../src-domain/direct-debit/direct-debit-gateway.port';

// The same test user and in-memory session store as the domain tests: one definition of each.
export { InMemorySessionStore as MemorySessionStore } from '../../domain/support/auth-fakes';

/** The domain tests' user, with an account opened long ago (screens treat a brand-new one differently). */
export function aUser(overrides: Partial<User> = {}): User {
  return domainUser({ createdAt: '2026-01-02T10:00:00.000Z', ...overrides });
}

/** The lender's API as the use-cases see it; each call can be replaced per test. */
export class FakeAuthGateway implements AuthGateway {
  calls: string[] = [];
  user: User = aUser();
  /** The sign-up waiting for its e-mailed link (token {@link SIGN_UP_LINK}). */
  pendingSignUp: RegisterDto | null = null;
  /** Like the server: the same answer whether or not the address has an account. */
  register = async (input: RegisterDto): Promise<LinkSent> => {
    this.calls.push('register');
    this.pendingSignUp = input;
    return { email: input.email.toLowerCase(), expiresInSeconds: 86_400, resendAfterSeconds: 60 };
  };
  confirmSignUp = async (input: ConfirmSignUpDto): Promise<IssuedToken> => {
    this.calls.push('confirmSignUp');
    const pending = this.pendingSignUp;
    if (input.token !== SIGN_UP_LINK || !pending) throw linkDead();
    if (input.password !== pending.password) {
      throw new ValidationFailed({ password: ['This is not the password you chose when you filled in the form.'] }, 'This is not the password you chose when you filled in the form.', 422);
    }
    this.pendingSignUp = null;
    this.user = aUser({ firstName: pending.first_name, lastName: pending.last_name, email: pending.email, phone: pending.phone, createdAt: '2026-11-22T10:00:00.000Z' });
    return { token: '1|new', user: this.user };
  };
  signIn = async (input: SignInDto): Promise<SignInAnswer> => {
    this.calls.push('signIn');
    if (this.user.twoFactorEnabled) return { challenge: 'challenge-1', expiresInSeconds: 300 };
    return { token: '1|secret', user: { ...this.user, email: input.email } };
  };
  signOut = async (): Promise<void> => {
    this.calls.push('signOut');
  };
  currentUser = async (): Promise<User> => {
    this.calls.push('currentUser');
    return this.user;
  };
}

/** The token of the link the fake "e-mails" after a sign-up (v1 and v2). */
export const SIGN_UP_LINK = 'link-token-1';

const linkDead = () =>
  new ValidationFailed({ token: ['This link has expired or has already been used. Please fill in the form to open your account again.'] }, 'This link has expired or has already been used. Please fill in the form to open your account again.', 422);

/** The code every fake accepts; any other 6 digits is "wrong". */
export const GOOD_CODE = '123456';

export const wrongCode = (field: string) =>
  new ValidationFailed({ [field]: ['That code is not right. Check the message and try again.'] }, 'That code is not right. Check the message and try again.', 422);

export const codeSent = (message = 'We have sent you a code.'): CodeSent => ({ message, resendAfterSeconds: 60, expiresInSeconds: 600 });

/** Phone and e-mail verification of the signed-in user (shares the user of {@link FakeAuthGateway}). */
export class FakeVerificationGateway implements VerificationGateway {
  constructor(private readonly auth: FakeAuthGateway) {}
  resendPhoneCode = async (): Promise<CodeSent> => {
    this.auth.calls.push('resendPhoneCode');
    return codeSent('We have texted you a new code.');
  };
  verifyPhone = async (input: VerifyPhoneDto): Promise<User> => {
    this.auth.calls.push(`verifyPhone:${input.otp}`);
    if (input.otp !== GOOD_CODE) throw wrongCode('otp');
    this.auth.user = { ...this.auth.user, phoneVerifiedAt: '2026-01-02T10:05:00.000Z' };
    return this.auth.user;
  };
  sendVerificationEmail = async (): Promise<CodeSent> => {
    this.auth.calls.push('sendVerificationEmail');
    return codeSent('We have e-mailed you a link.');
  };
}

/** Password recovery and change. */
export class FakePasswordGateway implements PasswordGateway {
  currentPassword = 'old-password-1';
  constructor(private readonly auth: FakeAuthGateway) {}
  forgotPassword = async (input: ForgotPasswordDto): Promise<CodeSent> => {
    this.auth.calls.push(`forgotPassword:${input.email}`);
    return codeSent();
  };
  resendForgotCode = async (input: ForgotPasswordDto): Promise<CodeSent> => {
    this.auth.calls.push(`resendForgotCode:${input.email}`);
    return codeSent();
  };
  verifyForgotCode = async (input: VerifyForgotOtpDto): Promise<PasswordResetGrant> => {
    this.auth.calls.push(`verifyForgotCode:${input.email}:${input.otp}`);
    if (input.otp !== GOOD_CODE) throw wrongCode('otp');
    return { resetToken: 'reset-token-1', expiresInSeconds: 900 };
  };
  resetPassword = async (input: ResetPasswordDto): Promise<void> => {
    this.auth.calls.push(`resetPassword:${input.email}:${input.reset_token}`);
    this.currentPassword = input.password;
  };
  changePassword = async (input: ChangePasswordDto): Promise<void> => {
    this.auth.calls.push('changePassword');
    if (input.current_password !== this.currentPassword) {
      throw new ValidationFailed({ current_password: ['The current password is not right.'] }, 'The current password is not right.', 422);
    }
    this.currentPassword = input.password;
  };
}

/** Two-factor authentication. */
export class FakeTwoFactorGateway implements TwoFactorGateway {
  recoveryCodes = ['k7xq2-9mfd4', 'p3r8t-bb2kq', 'zz9aa-11qwe', 'mn4bv-c8x7z', 'q1w2e-r3t4y', 'a5s6d-f7g8h', 'j9k0l-z1x2c', 'v3b4n-m5q6w', 'e7r8t-y9u0i', 'o1p2a-s3d4f'];
  constructor(private readonly auth: FakeAuthGateway) {}
  enable = async (): Promise<TwoFactorEnrolment> => {
    this.auth.calls.push('enableTwoFactor');
    return {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/Kestrel%20Credit:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Kestrel%20Credit',
      qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
    };
  };
  confirm = async (input: ConfirmTwoFactorDto): Promise<TwoFactorConfirmation> => {
    this.auth.calls.push(`confirmTwoFactor:${input.code}`);
    if (input.code !== GOOD_CODE) throw wrongCode('code');
    this.auth.user = { ...this.auth.user, twoFactorEnabled: true };
    return { recoveryCodes: this.recoveryCodes, user: this.auth.user };
  };
  disable = async (input: DisableTwoFactorDto): Promise<User> => {
    this.auth.calls.push(`disableTwoFactor:${input.code}`);
    if (input.code !== GOOD_CODE && !this.recoveryCodes.includes(input.code)) throw wrongCode('code');
    this.auth.user = { ...this.auth.user, twoFactorEnabled: false };
    return this.auth.user;
  };
  validate = async (input: ValidateTwoFactorDto): Promise<IssuedToken> => {
    this.auth.calls.push(`validateTwoFactor:${input.challenge}:${input.code}`);
    if (input.challenge !== 'challenge-1') {
      throw new ValidationFailed({ challenge: ['This sign-in has expired.'] }, 'This sign-in has expired.', 422);
    }
    if (input.code !== GOOD_CODE && !this.recoveryCodes.includes(input.code)) throw wrongCode('code');
    return { token: '1|two-factor', user: this.auth.user };
  };
}

/** The three-step registration: one registration in progress at a time. */
export class FakeRegistrationGateway implements RegistrationV2Gateway {
  step: RegistrationStep = 'verify-phone';
  email = '';
  constructor(private readonly auth: FakeAuthGateway) {}
  private progress(resendAfterSeconds: number | null = null): RegistrationProgress {
    return {
      registrationToken: 'registration-1',
      nextStep: this.step,
      email: this.email,
      phoneHint: '+44•••••••123',
      expiresAt: '2099-01-01T00:00:00.000Z',
      resendAfterSeconds,
    };
  }
  /** The contact details waiting for their e-mailed link (token {@link SIGN_UP_LINK}). */
  pendingEmail: string | null = null;
  start = async (input: StartRegistrationDto): Promise<LinkSent> => {
    this.auth.calls.push(`startRegistration:${input.email}`);
    this.pendingEmail = input.email;
    return { email: input.email.toLowerCase(), expiresInSeconds: 86_400, resendAfterSeconds: 60 };
  };
  confirmEmail = async (input: { token: string }): Promise<RegistrationProgress> => {
    this.auth.calls.push('confirmRegistrationEmail');
    if (input.token !== SIGN_UP_LINK) throw linkDead();
    if (this.step === 'basics' || this.step === 'set-password') {
      // A comeback: the phone is checked again, then the person continues where they left off.
      this.resumeAt = this.step;
    }
    this.email = this.pendingEmail ?? 'grace@example.com';
    this.step = 'verify-phone';
    return this.progress(60);
  };
  /** Where a resumed registration continues after the phone code. */
  resumeAt: RegistrationStep | null = null;
  resendCode = async (_input: RegistrationTokenDto): Promise<CodeSent> => {
    this.auth.calls.push('resendRegistrationCode');
    return codeSent();
  };
  verifyPhone = async (input: VerifyRegistrationPhoneDto): Promise<RegistrationProgress> => {
    this.auth.calls.push(`verifyRegistrationPhone:${input.otp}`);
    if (input.otp !== GOOD_CODE) throw wrongCode('otp');
    this.step = this.resumeAt ?? 'set-password';
    this.resumeAt = null;
    return this.progress();
  };
  setPassword = async (_input: SetRegistrationPasswordDto): Promise<RegistrationProgress> => {
    this.auth.calls.push('setRegistrationPassword');
    this.step = 'basics';
    return this.progress();
  };
  completeBasics = async (input: RegistrationBasicsDto): Promise<IssuedToken> => {
    this.auth.calls.push(`completeRegistration:${input.date_of_birth}`);
    // The e-mailed link proved the address, the code the phone.
    this.auth.user = aUser({ firstName: input.first_name, lastName: input.last_name, email: this.email, phoneVerifiedAt: '2026-01-02T10:05:00.000Z', emailVerifiedAt: '2026-01-02T10:00:00.000Z' });
    return { token: '1|registered', user: this.auth.user };
  };
}

export interface FakeApp {
  app: MountedApp;
  gateway: FakeAuthGateway;
  verification: FakeVerificationGateway;
  passwords: FakePasswordGateway;
  twoFactor: FakeTwoFactorGateway;
  registration: FakeRegistrationGateway;
  contacts: FakeContactChangeGateway;
  profile: FakeProfileGateway;
  feedback: FakeFeedbackGateway;
  notifications: FakeNotificationGateway;
  feed: FakeNotificationFeed;
  products: FakeProductGateway;
  messages: FakeMessageGateway;
  sessions: MemorySessionStore;
  deps: AppDependencies;
}

/** Opens `path` in the real app (real stores and use-cases) on a fake gateway. */
export interface OpenAppOptions {
  signedInAs?: User;
  gateway?: FakeAuthGateway;
  verification?: FakeVerificationGateway;
  passwords?: FakePasswordGateway;
  twoFactor?: FakeTwoFactorGateway;
  registration?: FakeRegistrationGateway;
  contacts?: FakeContactChangeGateway;
  profile?: FakeProfileGateway;
  feedback?: FakeFeedbackGateway;
  notifications?: FakeNotificationGateway;
  feed?: FakeNotificationFeed;
  products?: FakeProductGateway;
  messages?: FakeMessageGateway;
  complaints?: FakeComplaintGateway;
  documents?: FakeDocumentGateway;
  loans?: LoanGateway;
  /** The loans' repayment wire (issue 26); by default every loan is part-way through and open to both changes. */
  repayments?: RepaymentGateway;
  agreements?: AgreementGateway;
  letters?: LetterGateway;
  /** The borrower's Direct Debit; by default an active mandate, so signing is not held up by it. */
  directDebit?: DirectDebitGateway;
  /** The app's container as a lazily loaded part (the back office) finds it, with that part's fakes bound. */
  container?: Container;
}

/** The composition root's back-office loader over a test container whose bindings are already there. */
function resolverOf(container: Container): () => Promise<UseCaseResolver> {
  return async () => ({ get: <T,>(token: UseCaseToken<T>) => container.get<T>(token as unknown as ServiceIdentifier<T>) });
}

export async function openApp(path: string, options: OpenAppOptions = {}): Promise<FakeApp> {
  const gateway = options.gateway ?? new FakeAuthGateway();
  if (options.signedInAs && !options.gateway) gateway.user = options.signedInAs;
  const verification = options.verification ?? new FakeVerificationGateway(gateway);
  const passwords = options.passwords ?? new FakePasswordGateway(gateway);
  const twoFactor = options.twoFactor ?? new FakeTwoFactorGateway(gateway);
  const registration = options.registration ?? new FakeRegistrationGateway(gateway);
  const contacts = options.contacts ?? new FakeContactChangeGateway(gateway);
  const profile = options.profile ?? new FakeProfileGateway();
  const feedback = options.feedback ?? new FakeFeedbackGateway();
  const notifications = options.notifications ?? new FakeNotificationGateway();
  const feed = options.feed ?? new FakeNotificationFeed();
  const products = options.products ?? new FakeProductGateway();
  const messages = options.messages ?? new FakeMessageGateway();
  const sessions = new MemorySessionStore(
    options.signedInAs ? { token: '1|secret', user: options.signedInAs, role: options.signedInAs.role } : null,
  );
  const deps: AppDependencies = {
    sessions,
    loadServices: async () => ({
      auth: {
        register: new Register(gateway),
        confirmSignUp: new ConfirmSignUp(gateway, sessions),
        signIn: new SignIn(gateway, sessions),
        signOut: new SignOut(gateway, sessions),
        loadCurrentUser: new LoadCurrentUser(gateway, sessions),
      },
      verification: {
        resendVerifyOtp: new ResendVerifyOtp(verification),
        verifyPhone: new VerifyPhone(verification, sessions),
        sendVerificationEmail: new SendVerificationEmail(verification),
      },
      password: {
        forgotPassword: new ForgotPassword(passwords),
        resendForgotOtp: new ResendForgotOtp(passwords),
        verifyForgotOtp: new VerifyForgotOtp(passwords),
        resetPassword: new ResetPassword(passwords),
        changePassword: new ChangePassword(passwords),
      },
      twoFactor: {
        enable: new EnableTwoFactor(twoFactor),
        confirm: new ConfirmTwoFactor(twoFactor, sessions),
        disable: new DisableTwoFactor(twoFactor, sessions),
        completeSignIn: new CompleteTwoFactorSignIn(twoFactor, sessions),
      },
      registration: {
        start: new StartRegistrationV2(registration),
        confirmEmail: new ConfirmRegistrationEmail(registration),
        resendCode: new ResendRegistrationCode(registration),
        verifyPhone: new VerifyRegistrationPhone(registration),
        setPassword: new SetRegistrationPassword(registration),
        completeBasics: new CompleteRegistrationBasics(registration, sessions),
      },
      ...contactChangeServices(contacts),
      ...profileServices(profile, feedback),
      ...notificationServices(notifications, feed, sessions),
      ...productServices(products),
      ...loanServices(options.loans ?? new EmptyLoanGateway()),
      ...repaymentServices(options.repayments ?? new FakeRepaymentGateway()),
      ...documentServices(options.documents ?? new FakeDocumentGateway()),
      ...messageServices(messages),
      ...complaintServices(options.complaints ?? new FakeComplaintGateway()),
      ...agreementServices(options.agreements ?? new FakeAgreementGateway()),
      ...letterServices(options.letters ?? new FakeLetterGateway()),
      ...directDebitServices(options.directDebit ?? new FakeDirectDebitGateway()),
      ...(options.container ? { loadBackOffice: resolverOf(options.container) } : {}),
    }),
  };
  window.history.replaceState(null, '', path);
  const element = document.createElement('div');
  document.body.appendChild(element);
  let app!: MountedApp;
  await act(async () => {
    app = mountApp(element, deps);
  });
  unmountAfterTest(app);
  return { app, gateway, verification, passwords, twoFactor, registration, contacts, profile, feedback, notifications, feed, products, messages, sessions, deps };
}

/** The current location as path + query. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export async function waitForPath(expected: string): Promise<void> {
  await waitFor(() => expect(currentPath()).toBe(expected));
}

export async function findHeading(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('heading', { name }, { timeout: 3000 });
}
