import { Container } from 'inversify';
import { AuthGateway } from '../src-domain/auth/auth-gateway.port';
import { LoadCurrentUser } from '../src-domain/auth/load-current-user.use-case';
import { Register } from '../src-domain/auth/register.use-case';
import { ConfirmSignUp } from '../src-domain/auth/sign-up/confirm-sign-up.use-case';
import { ConfirmRegistrationEmail } from '../src-domain/auth/registration/confirm-registration-email.use-case';
import { SessionStore } from '../src-domain/auth/session-store.port';
import { SignIn } from '../src-domain/auth/sign-in.use-case';
import { SignOut } from '../src-domain/auth/sign-out.use-case';
import { FollowNotifications } from '../src-domain/notifications/follow-notifications.use-case';
import { ListUnreadNotifications } from '../src-domain/notifications/list-unread-notifications.use-case';
import { MarkNotificationRead } from '../src-domain/notifications/mark-notification-read.use-case';
import { NotificationFeed } from '../src-domain/notifications/notification-feed.port';
import { NotificationGateway } from '../src-domain/notifications/notification-gateway.port';
import { ChangePassword } from '../src-domain/auth/password/change-password.use-case';
import { ForgotPassword } from '../src-domain/auth/password/forgot-password.use-case';
import { PasswordGateway } from '../src-domain/auth/password/password-gateway.port';
import { ResendForgotOtp } from '../src-domain/auth/password/resend-forgot-otp.use-case';
import { ResetPassword } from '../src-domain/auth/password/reset-password.use-case';
import { VerifyForgotOtp } from '../src-domain/auth/password/verify-forgot-otp.use-case';
import { CompleteRegistrationBasics } from '../src-domain/auth/registration/complete-registration-basics.use-case';
import { RegistrationV2Gateway } from '../src-domain/auth/registration/registration-gateway.port';
import { ResendRegistrationCode } from '../src-domain/auth/registration/resend-registration-code.use-case';
import { SetRegistrationPassword } from '../src-domain/auth/registration/set-registration-password.use-case';
import { StartRegistrationV2 } from '../src-domain/auth/registration/start-registration-v2.use-case';
import { VerifyRegistrationPhone } from '../src-domain/auth/registration/verify-registration-phone.use-case';
import { CompleteTwoFactorSignIn } from '../src-domain/auth/two-factor/complete-two-factor-sign-in.use-case';
import { ConfirmTwoFactor } from '../src-domain/auth/two-factor/confirm-two-factor.use-case';
import { DisableTwoFactor } from '../src-domain/auth/two-factor/disable-two-factor.use-case';
import { EnableTwoFactor } from '../src-domain/auth/two-factor/enable-two-factor.use-case';
import { TwoFactorGateway } from '../src-domain/auth/two-factor/two-factor-gateway.port';
import { ResendVerifyOtp } from '../src-domain/auth/verification/resend-verify-otp.use-case';
import { SendVerificationEmail } from '../src-domain/auth/verification/send-verification-email.use-case';
import { VerificationGateway } from '../src-domain/auth/verification/verification-gateway.port';
import { VerifyPhone } from '../src-domain/auth/verification/verify-phone.use-case';
import { LaravelAuthGateway } from '../src-infra/api/auth/laravel-auth.gateway';
import { LaravelNotificationGateway } from '../src-infra/api/notifications/laravel-notification.gateway';
import { LaravelPasswordGateway } from '../src-infra/api/auth/laravel-password.gateway';
import { LaravelRegistrationV2Gateway } from '../src-infra/api/auth/laravel-registration-v2.gateway';
import { LaravelTwoFactorGateway } from '../src-infra/api/auth/laravel-two-factor.gateway';
import { LaravelVerificationGateway } from '../src-infra/api/auth/laravel-verification.gateway';
import { HttpClient } from '../src-infra/http/http-client';
import type { HttpTransport } from '../src-infra/http/http-transport';
import { bindProducts } from './bindings/products.bindings';
import { bindLoans } from './bindings/loans.bindings';
import { bindDocuments } from './bindings/documents.bindings';
import { bindMessages } from './bindings/messages.bindings';
import { bindContactChange } from './bindings/contact-change.bindings';
import { bindComplaints } from './bindings/complaints.bindings';
import { bindAgreements } from './bindings/agreements.bindings';
import { bindLetters } from './bindings/letters.bindings';
import { bindDirectDebit } from './bindings/direct-debit.bindings';
import { DeferredNotificationFeed } from '../src-infra/realtime/deferred-notification.feed';
import type { RealtimeEndpoint } from '../src-infra/realtime/echo-options';
import type { CookieAccess } from '../src-infra/session/cookie-access';
import { CookieSessionStore } from '../src-infra/session/cookie-session.store';
import { FeedbackGateway } from '../src-domain/feedback/feedback-gateway.port';
import { SendFeedback } from '../src-domain/feedback/send-feedback.use-case';
import { AddAddress } from '../src-domain/profile/add-address.use-case';
import { AddBankAccount } from '../src-domain/profile/add-bank-account.use-case';
import { AddEmployment } from '../src-domain/profile/add-employment.use-case';
import { LoadProfile } from '../src-domain/profile/load-profile.use-case';
import { ProfileGateway } from '../src-domain/profile/profile-gateway.port';
import { DEFAULT_PROFILE_POLICY, type ProfilePolicy } from '../src-domain/profile/profile-policy';
import { SaveUserDetails } from '../src-domain/profile/save-user-details.use-case';
import { UpdateAddress } from '../src-domain/profile/update-address.use-case';
import { UpdateBankAccount } from '../src-domain/profile/update-bank-account.use-case';
import { UpdateEmployment } from '../src-domain/profile/update-employment.use-case';
import { LaravelFeedbackGateway } from '../src-infra/api/feedback/laravel-feedback.gateway';
import { LaravelProfileGateway } from '../src-infra/api/profile/laravel-profile.gateway';

/** What differs between the clients (browser, command line, tests); everything else is shared. */
export interface Platform {
  /** Where the API lives: the page's origin in the browser, a URL on the command line. */
  baseUrl: string;
  transport: HttpTransport;
  cookies: CookieAccess;
  /** An already built session store, when the client needed one before the container existed. */
  sessions?: SessionStore;
  /** Called after a 401 has cleared the session: the client sends the person to sign in. */
  onUnauthenticated?: () => void;
  /** The realtime server (PUSHER_APP_KEY, host, port 6001); without it NotificationFeed and FollowNotifications are not bound. */
  realtime?: RealtimeEndpoint;
  /** The lender's profile rules (minimum borrower age); 18 when absent. */
  profilePolicy?: ProfilePolicy;
}

/**
 * Binds every port to its adapter and every use-case to its ports. Nothing relies on decorator
 * metadata (esbuild emits none): each binding names the tokens it is built from.
 */
export function buildContainer(platform: Platform): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind<SessionStore>(SessionStore).toConstantValue(platform.sessions ?? new CookieSessionStore(platform.cookies));
  container.bind(HttpClient).toResolvedValue(
    (sessions: SessionStore) =>
      new HttpClient({
        baseUrl: platform.baseUrl,
        transport: platform.transport,
        cookies: platform.cookies,
        sessions,
        onUnauthenticated: platform.onUnauthenticated,
      }),
    [SessionStore],
  );
  container.bind<AuthGateway>(AuthGateway).toResolvedValue((http: HttpClient) => new LaravelAuthGateway(http), [HttpClient]);

  const withAuth = [AuthGateway, SessionStore] as const;
  container.bind(Register).toResolvedValue((auth: AuthGateway) => new Register(auth), [AuthGateway]);
  container.bind(ConfirmSignUp).toResolvedValue((auth: AuthGateway, sessions: SessionStore) => new ConfirmSignUp(auth, sessions), [...withAuth]);
  container.bind(SignIn).toResolvedValue((auth: AuthGateway, sessions: SessionStore) => new SignIn(auth, sessions), [...withAuth]);
  container.bind(SignOut).toResolvedValue((auth: AuthGateway, sessions: SessionStore) => new SignOut(auth, sessions), [...withAuth]);
  container
    .bind(LoadCurrentUser)
    .toResolvedValue((auth: AuthGateway, sessions: SessionStore) => new LoadCurrentUser(auth, sessions), [...withAuth]);

  bindAccountSecurity(container);
  bindProfile(container, platform.profilePolicy ?? DEFAULT_PROFILE_POLICY);
  bindProducts(container);
  bindLoans(container);
  bindAgreements(container);
  bindLetters(container);
  bindDirectDebit(container);
  bindDocuments(container);
  bindMessages(container);
  bindContactChange(container);
  bindComplaints(container);
  container
    .bind<NotificationGateway>(NotificationGateway)
    .toResolvedValue((http: HttpClient) => new LaravelNotificationGateway(http), [HttpClient]);
  container
    .bind(ListUnreadNotifications)
    .toResolvedValue((notifications: NotificationGateway) => new ListUnreadNotifications(notifications), [NotificationGateway]);
  container
    .bind(MarkNotificationRead)
    .toResolvedValue((notifications: NotificationGateway) => new MarkNotificationRead(notifications), [NotificationGateway]);
  const realtime = platform.realtime;
  if (realtime) {
    // For the parts loaded later with their own live channels (the back office's queues). The token is
    // echo-options' RealtimeEndpoint, named through the global symbol registry so this chunk imports nothing more.
    container.bind<RealtimeEndpoint>(Symbol.for('RealtimeEndpoint')).toConstantValue(realtime);
    // The realtime client loads with the first follower (a signed-in page), never with a public one.
    container
      .bind<NotificationFeed>(NotificationFeed)
      .toResolvedValue(
        (http: HttpClient) => new DeferredNotificationFeed(() => import('../src-infra/realtime/echo-notification.feed').then((m) => new m.EchoNotificationFeed(realtime, http))),
        [HttpClient],
      );
    container
      .bind(FollowNotifications)
      .toResolvedValue((feed: NotificationFeed, sessions: SessionStore) => new FollowNotifications(feed, sessions), [NotificationFeed, SessionStore]);
  }

  return container;
}

/** Verification, password recovery and change, two-factor authentication and the v2 registration. */
function bindAccountSecurity(container: Container): void {
  container.bind<VerificationGateway>(VerificationGateway).toResolvedValue((http: HttpClient) => new LaravelVerificationGateway(http), [HttpClient]);
  container.bind<PasswordGateway>(PasswordGateway).toResolvedValue((http: HttpClient) => new LaravelPasswordGateway(http), [HttpClient]);
  container.bind<TwoFactorGateway>(TwoFactorGateway).toResolvedValue((http: HttpClient) => new LaravelTwoFactorGateway(http), [HttpClient]);
  container
    .bind<RegistrationV2Gateway>(RegistrationV2Gateway)
    .toResolvedValue((http: HttpClient) => new LaravelRegistrationV2Gateway(http), [HttpClient]);

  container.bind(ResendVerifyOtp).toResolvedValue((g: VerificationGateway) => new ResendVerifyOtp(g), [VerificationGateway]);
  container.bind(VerifyPhone).toResolvedValue((g: VerificationGateway, s: SessionStore) => new VerifyPhone(g, s), [VerificationGateway, SessionStore]);
  container.bind(SendVerificationEmail).toResolvedValue((g: VerificationGateway) => new SendVerificationEmail(g), [VerificationGateway]);

  container.bind(ForgotPassword).toResolvedValue((g: PasswordGateway) => new ForgotPassword(g), [PasswordGateway]);
  container.bind(ResendForgotOtp).toResolvedValue((g: PasswordGateway) => new ResendForgotOtp(g), [PasswordGateway]);
  container.bind(VerifyForgotOtp).toResolvedValue((g: PasswordGateway) => new VerifyForgotOtp(g), [PasswordGateway]);
  container.bind(ResetPassword).toResolvedValue((g: PasswordGateway) => new ResetPassword(g), [PasswordGateway]);
  container.bind(ChangePassword).toResolvedValue((g: PasswordGateway) => new ChangePassword(g), [PasswordGateway]);

  container.bind(EnableTwoFactor).toResolvedValue((g: TwoFactorGateway) => new EnableTwoFactor(g), [TwoFactorGateway]);
  container.bind(ConfirmTwoFactor).toResolvedValue((g: TwoFactorGateway, s: SessionStore) => new ConfirmTwoFactor(g, s), [TwoFactorGateway, SessionStore]);
  container.bind(DisableTwoFactor).toResolvedValue((g: TwoFactorGateway, s: SessionStore) => new DisableTwoFactor(g, s), [TwoFactorGateway, SessionStore]);
  container
    .bind(CompleteTwoFactorSignIn)
    .toResolvedValue((g: TwoFactorGateway, s: SessionStore) => new CompleteTwoFactorSignIn(g, s), [TwoFactorGateway, SessionStore]);

  const registration = [RegistrationV2Gateway] as const;
  container.bind(StartRegistrationV2).toResolvedValue((g: RegistrationV2Gateway) => new StartRegistrationV2(g), [...registration]);
  container.bind(ConfirmRegistrationEmail).toResolvedValue((g: RegistrationV2Gateway) => new ConfirmRegistrationEmail(g), [...registration]);
  container.bind(ResendRegistrationCode).toResolvedValue((g: RegistrationV2Gateway) => new ResendRegistrationCode(g), [...registration]);
  container.bind(VerifyRegistrationPhone).toResolvedValue((g: RegistrationV2Gateway) => new VerifyRegistrationPhone(g), [...registration]);
  container.bind(SetRegistrationPassword).toResolvedValue((g: RegistrationV2Gateway) => new SetRegistrationPassword(g), [...registration]);
  container
    .bind(CompleteRegistrationBasics)
    .toResolvedValue((g: RegistrationV2Gateway, s: SessionStore) => new CompleteRegistrationBasics(g, s), [RegistrationV2Gateway, SessionStore]);
}

/** The borrower's profile (details, addresses, banks, employments) and feedback. */
function bindProfile(container: Container, policy: ProfilePolicy): void {
  container.bind<ProfileGateway>(ProfileGateway).toResolvedValue((http: HttpClient) => new LaravelProfileGateway(http), [HttpClient]);
  container.bind<FeedbackGateway>(FeedbackGateway).toResolvedValue((http: HttpClient) => new LaravelFeedbackGateway(http), [HttpClient]);
  const profile = [ProfileGateway] as const;
  container.bind(LoadProfile).toResolvedValue((g: ProfileGateway) => new LoadProfile(g), [...profile]);
  container.bind(SaveUserDetails).toResolvedValue((g: ProfileGateway) => new SaveUserDetails(g, policy), [...profile]);
  container.bind(AddAddress).toResolvedValue((g: ProfileGateway) => new AddAddress(g), [...profile]);
  container.bind(UpdateAddress).toResolvedValue((g: ProfileGateway) => new UpdateAddress(g), [...profile]);
  container.bind(AddBankAccount).toResolvedValue((g: ProfileGateway) => new AddBankAccount(g), [...profile]);
  container.bind(UpdateBankAccount).toResolvedValue((g: ProfileGateway) => new UpdateBankAccount(g), [...profile]);
  container.bind(AddEmployment).toResolvedValue((g: ProfileGateway) => new AddEmployment(g), [...profile]);
  container.bind(UpdateEmployment).toResolvedValue((g: ProfileGateway) => new UpdateEmployment(g), [...profile]);
  container.bind(SendFeedback).toResolvedValue((g: FeedbackGateway) => new SendFeedback(g), [FeedbackGateway]);
}
