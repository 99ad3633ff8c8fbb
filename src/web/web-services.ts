import type { ServiceIdentifier } from 'inversify';
import type { AppServices, UseCaseToken } from '../../src-ui/app/app-services';
import { LoadCurrentUser } from '../../src-domain/auth/load-current-user.use-case';
import { Register } from '../../src-domain/auth/register.use-case';
import { ConfirmSignUp } from '../../src-domain/auth/sign-up/confirm-sign-up.use-case';
import { ConfirmRegistrationEmail } from '../../src-domain/auth/registration/confirm-registration-email.use-case';
import type { SessionStore } from '../../src-domain/auth/session-store.port';
import { SignIn } from '../../src-domain/auth/sign-in.use-case';
import { SignOut } from '../../src-domain/auth/sign-out.use-case';
import { ChangePassword } from '../../src-domain/auth/password/change-password.use-case';
import { ForgotPassword } from '../../src-domain/auth/password/forgot-password.use-case';
import { ResendForgotOtp } from '../../src-domain/auth/password/resend-forgot-otp.use-case';
import { ResetPassword } from '../../src-domain/auth/password/reset-password.use-case';
import { VerifyForgotOtp } from '../../src-domain/auth/password/verify-forgot-otp.use-case';
import { CompleteRegistrationBasics } from '../../src-domain/auth/registration/complete-registration-basics.use-case';
import { ResendRegistrationCode } from '../../src-domain/auth/registration/resend-registration-code.use-case';
import { SetRegistrationPassword } from '../../src-domain/auth/registration/set-registration-password.use-case';
import { StartRegistrationV2 } from '../../src-domain/auth/registration/start-registration-v2.use-case';
import { VerifyRegistrationPhone } from '../../src-domain/auth/registration/verify-registration-phone.use-case';
import { CompleteTwoFactorSignIn } from '../../src-domain/auth/two-factor/complete-two-factor-sign-in.use-case';
import { ConfirmTwoFactor } from '../../src-domain/auth/two-factor/confirm-two-factor.use-case';
import { DisableTwoFactor } from '../../src-domain/auth/two-factor/disable-two-factor.use-case';
import { EnableTwoFactor } from '../../src-domain/auth/two-factor/enable-two-factor.use-case';
import { ResendVerifyOtp } from '../../src-domain/auth/verification/resend-verify-otp.use-case';
import { SendVerificationEmail } from '../../src-domain/auth/verification/send-verification-email.use-case';
import { VerifyPhone } from '../../src-domain/auth/verification/verify-phone.use-case';
import { FetchTransport } from '../../src-infra/http/fetch.transport';
import type { CookieAccess } from '../../src-infra/session/cookie-access';
import { buildContainer } from '../container';
import { ConfirmEmailChange, ConfirmPhoneChange, RequestEmailChange, RequestPhoneChange } from '../../src-domain/auth/contact-change/contact-change.use-cases';
import { activeBrand } from '../../src-ui/brand/brand.config';
import { profilePolicy } from '../../src-domain/profile/profile-policy';
import { FollowNotifications } from '../../src-domain/notifications/follow-notifications.use-case';
import { ListUnreadNotifications } from '../../src-domain/notifications/list-unread-notifications.use-case';
import { MarkNotificationRead } from '../../src-domain/notifications/mark-notification-read.use-case';
import { readRealtimeEndpoint } from './realtime-config';
import { CheckEligibility, GetLoan, ListAccounts, ListLoanRequests, ListLoans, QuoteSettlement, RequestLoan, WithdrawLoanRequest } from '../../src-domain/loans/loan.use-cases';
import { CancelPartPayment, ConfirmPartPayment, GetRepaymentPosition, GetSettlementOffer, MovePaymentDate, PreviewPartPayment, PreviewPaymentDateMove } from '../../src-domain/loans/repayment.use-cases';
import { GetLoanProduct, ListBranches, ListLoanProducts, QuoteLoan } from '../../src-domain/loans/product.use-cases';
import { DownloadDocument, ListDocuments, ListDocumentTypes, RemoveDocument, UploadDocument } from '../../src-domain/documents/documents.use-cases';
import { ListThreads, ReadThread, Reply, StartThread, UnreadMessageCount } from '../../src-domain/messages/messages.use-cases';
import { DeclineOffer, DownloadAgreement, DownloadOfferDocument, GetOffer, OpenOfferDocument, RequestSigningCode, SignOffer } from '../../src-domain/agreements/agreement.use-cases';
import { GetDirectDebit, SetUpMandate } from '../../src-domain/direct-debit/direct-debit.use-cases';
import { DownloadLetter, ListLetters, ListLoanLetters, RequestSettlementStatement, RequestStatement } from '../../src-domain/letters/letter.use-cases';
import { SendFeedback } from '../../src-domain/feedback/send-feedback.use-case';
import { ListComplaints } from '../../src-domain/complaints/list-complaints.use-case';
import { AddAddress } from '../../src-domain/profile/add-address.use-case';
import { AddBankAccount } from '../../src-domain/profile/add-bank-account.use-case';
import { AddEmployment } from '../../src-domain/profile/add-employment.use-case';
import { LoadProfile } from '../../src-domain/profile/load-profile.use-case';
import { SaveUserDetails } from '../../src-domain/profile/save-user-details.use-case';
import { UpdateAddress } from '../../src-domain/profile/update-address.use-case';
import { UpdateBankAccount } from '../../src-domain/profile/update-bank-account.use-case';
import { UpdateEmployment } from '../../src-domain/profile/update-employment.use-case';

/**
 * The browser's container and the use-cases the UI drives. This module (with Inversify and the
 * validation rules) loads after the first paint; see docs/decisions/0003-lazy-web-container.md.
 */
export function loadWebServices(cookies: CookieAccess, sessions: SessionStore, onUnauthenticated: () => void): AppServices {
  const container = buildContainer({
    baseUrl: window.location.origin,
    transport: new FetchTransport(),
    cookies,
    sessions,
    onUnauthenticated,
    realtime: readRealtimeEndpoint(document),
    // The brand's currency and required questions, so the browser refuses what the server would.
    profilePolicy: profilePolicy(undefined, { currency: activeBrand.currency, requires: activeBrand.requiredProfileQuestions }),
  });
  return {
    auth: {
      register: container.get(Register),
      confirmSignUp: container.get(ConfirmSignUp),
      signIn: container.get(SignIn),
      signOut: container.get(SignOut),
      loadCurrentUser: container.get(LoadCurrentUser),
    },
    verification: {
      resendVerifyOtp: container.get(ResendVerifyOtp),
      verifyPhone: container.get(VerifyPhone),
      sendVerificationEmail: container.get(SendVerificationEmail),
    },
    password: {
      forgotPassword: container.get(ForgotPassword),
      resendForgotOtp: container.get(ResendForgotOtp),
      verifyForgotOtp: container.get(VerifyForgotOtp),
      resetPassword: container.get(ResetPassword),
      changePassword: container.get(ChangePassword),
    },
    contactChange: {
      requestEmail: container.get(RequestEmailChange),
      confirmEmail: container.get(ConfirmEmailChange),
      requestPhone: container.get(RequestPhoneChange),
      confirmPhone: container.get(ConfirmPhoneChange),
    },
    twoFactor: {
      enable: container.get(EnableTwoFactor),
      confirm: container.get(ConfirmTwoFactor),
      disable: container.get(DisableTwoFactor),
      completeSignIn: container.get(CompleteTwoFactorSignIn),
    },
    registration: {
      start: container.get(StartRegistrationV2),
      confirmEmail: container.get(ConfirmRegistrationEmail),
      resendCode: container.get(ResendRegistrationCode),
      verifyPhone: container.get(VerifyRegistrationPhone),
      setPassword: container.get(SetRegistrationPassword),
      completeBasics: container.get(CompleteRegistrationBasics),
    },
    profile: {
      load: container.get(LoadProfile),
      saveDetails: container.get(SaveUserDetails),
      addAddress: container.get(AddAddress),
      updateAddress: container.get(UpdateAddress),
      addBank: container.get(AddBankAccount),
      updateBank: container.get(UpdateBankAccount),
      addEmployment: container.get(AddEmployment),
      updateEmployment: container.get(UpdateEmployment),
    },
    products: {
      list: container.get(ListLoanProducts),
      byAlias: container.get(GetLoanProduct),
      branches: container.get(ListBranches),
      quote: container.get(QuoteLoan),
    },
    loans: {
      checkEligibility: container.get(CheckEligibility),
      request: container.get(RequestLoan),
      listRequests: container.get(ListLoanRequests),
      withdraw: container.get(WithdrawLoanRequest),
      list: container.get(ListLoans),
      get: container.get(GetLoan),
      settlement: container.get(QuoteSettlement),
      accounts: container.get(ListAccounts),
    },
    repayments: {
      position: container.get(GetRepaymentPosition),
      settlement: container.get(GetSettlementOffer),
      previewPartPayment: container.get(PreviewPartPayment),
      confirmPartPayment: container.get(ConfirmPartPayment),
      cancelPartPayment: container.get(CancelPartPayment),
      previewDateMove: container.get(PreviewPaymentDateMove),
      moveDate: container.get(MovePaymentDate),
    },
    agreements: {
      offer: container.get(GetOffer),
      document: container.get(OpenOfferDocument),
      documentPdf: container.get(DownloadOfferDocument),
      requestCode: container.get(RequestSigningCode),
      sign: container.get(SignOffer),
      decline: container.get(DeclineOffer),
      agreementPdf: container.get(DownloadAgreement),
    },
    directDebit: { get: container.get(GetDirectDebit), setUpMandate: container.get(SetUpMandate) },
    letters: {
      list: container.get(ListLetters),
      forLoan: container.get(ListLoanLetters),
      requestStatement: container.get(RequestStatement),
      requestSettlementStatement: container.get(RequestSettlementStatement),
      pdf: container.get(DownloadLetter),
    },
    documents: { types: container.get(ListDocumentTypes), list: container.get(ListDocuments), upload: container.get(UploadDocument), download: container.get(DownloadDocument), remove: container.get(RemoveDocument) },
    messages: {
      list: container.get(ListThreads),
      start: container.get(StartThread),
      read: container.get(ReadThread),
      reply: container.get(Reply),
      unreadCount: container.get(UnreadMessageCount),
    },
    feedback: { send: container.get(SendFeedback) },
    complaints: { list: container.get(ListComplaints) },
    notifications: {
      listUnread: container.get(ListUnreadNotifications),
      markRead: container.get(MarkNotificationRead),
      follow: container.isBound(FollowNotifications) ? container.get(FollowNotifications) : null,
    },
    // The back office's bindings come with its own chunk, loaded into this container on its first visit.
    loadBackOffice: async () => {
      const { loadBackOfficeBindings } = await import('../bindings/back-office.bindings');
      await loadBackOfficeBindings(container);
      return { get: <T>(token: UseCaseToken<T>) => container.get<T>(token as unknown as ServiceIdentifier<T>) };
    },
  };
}
