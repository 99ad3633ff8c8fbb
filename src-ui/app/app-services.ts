import type { ConfirmEmailChange, ConfirmPhoneChange, RequestEmailChange, RequestPhoneChange } from '../../src-domain/auth/contact-change/contact-change.use-cases';
import type { LoadCurrentUser } from '../../src-domain/auth/load-current-user.use-case';
import type { ChangePassword } from '../../src-domain/auth/password/change-password.use-case';
import type { ForgotPassword } from '../../src-domain/auth/password/forgot-password.use-case';
import type { ResendForgotOtp } from '../../src-domain/auth/password/resend-forgot-otp.use-case';
import type { ResetPassword } from '../../src-domain/auth/password/reset-password.use-case';
import type { VerifyForgotOtp } from '../../src-domain/auth/password/verify-forgot-otp.use-case';
import type { Register } from '../../src-domain/auth/register.use-case';
import type { ConfirmSignUp } from '../../src-domain/auth/sign-up/confirm-sign-up.use-case';
import type { ConfirmRegistrationEmail } from '../../src-domain/auth/registration/confirm-registration-email.use-case';
import type { CompleteRegistrationBasics } from '../../src-domain/auth/registration/complete-registration-basics.use-case';
import type { ResendRegistrationCode } from '../../src-domain/auth/registration/resend-registration-code.use-case';
import type { SetRegistrationPassword } from '../../src-domain/auth/registration/set-registration-password.use-case';
import type { StartRegistrationV2 } from '../../src-domain/auth/registration/start-registration-v2.use-case';
import type { VerifyRegistrationPhone } from '../../src-domain/auth/registration/verify-registration-phone.use-case';
import type { SessionStore } from '../../src-domain/auth/session-store.port';
import type { SignIn } from '../../src-domain/auth/sign-in.use-case';
import type { SignOut } from '../../src-domain/auth/sign-out.use-case';
import type { CompleteTwoFactorSignIn } from '../../src-domain/auth/two-factor/complete-two-factor-sign-in.use-case';
import type { ConfirmTwoFactor } from '../../src-domain/auth/two-factor/confirm-two-factor.use-case';
import type { DisableTwoFactor } from '../../src-domain/auth/two-factor/disable-two-factor.use-case';
import type { EnableTwoFactor } from '../../src-domain/auth/two-factor/enable-two-factor.use-case';
import type { ResendVerifyOtp } from '../../src-domain/auth/verification/resend-verify-otp.use-case';
import type { SendVerificationEmail } from '../../src-domain/auth/verification/send-verification-email.use-case';
import type { VerifyPhone } from '../../src-domain/auth/verification/verify-phone.use-case';
import type { CheckEligibility, GetLoan, ListAccounts, ListLoanRequests, ListLoans, QuoteSettlement, RequestLoan, WithdrawLoanRequest } from '../../src-domain/loans/loan.use-cases';
import type { CancelPartPayment, ConfirmPartPayment, GetRepaymentPosition, GetSettlementOffer, MovePaymentDate, PreviewPartPayment, PreviewPaymentDateMove } from '../../src-domain/loans/repayment.use-cases';
import type { DeclineOffer, DownloadAgreement, DownloadOfferDocument, GetOffer, OpenOfferDocument, RequestSigningCode, SignOffer } from '../../src-domain/agreements/agreement.use-cases';
import type { GetDirectDebit, SetUpMandate } from '../../src-domain/direct-debit/direct-debit.use-cases';
import type { DownloadLetter, ListLetters, ListLoanLetters, RequestSettlementStatement, RequestStatement } from '../../src-domain/letters/letter.use-cases';
import type { DownloadDocument, ListDocuments, ListDocumentTypes, RemoveDocument, UploadDocument } from '../../src-domain/documents/documents.use-cases';
import type { ListThreads, ReadThread, Reply, StartThread, UnreadMessageCount } from '../../src-domain/messages/messages.use-cases';
import type { CatalogueSummary } from '../../src-domain/loans/product-offer.entity';
import type { GetLoanProduct, ListBranches, ListLoanProducts, QuoteLoan } from '../../src-domain/loans/product.use-cases';
import type { SendFeedback } from '../../src-domain/feedback/send-feedback.use-case';
import type { ListComplaints } from '../../src-domain/complaints/list-complaints.use-case';
import type { FollowNotifications } from '../../src-domain/notifications/follow-notifications.use-case';
import type { ListUnreadNotifications } from '../../src-domain/notifications/list-unread-notifications.use-case';
import type { MarkNotificationRead } from '../../src-domain/notifications/mark-notification-read.use-case';
import type { AddAddress } from '../../src-domain/profile/add-address.use-case';
import type { AddBankAccount } from '../../src-domain/profile/add-bank-account.use-case';
import type { AddEmployment } from '../../src-domain/profile/add-employment.use-case';
import type { LoadProfile } from '../../src-domain/profile/load-profile.use-case';
import type { SaveUserDetails } from '../../src-domain/profile/save-user-details.use-case';
import type { UpdateAddress } from '../../src-domain/profile/update-address.use-case';
import type { UpdateBankAccount } from '../../src-domain/profile/update-bank-account.use-case';
import type { UpdateEmployment } from '../../src-domain/profile/update-employment.use-case';

/**
 * The use-cases the UI drives, resolved from the container by the composition root (src/web).
 * docs/api/issue-3-client-api.md lists each one's input, result and errors.
 */
export interface AppServices {
  auth: {
    register: Register;
    confirmSignUp: ConfirmSignUp;
    signIn: SignIn;
    signOut: SignOut;
    loadCurrentUser: LoadCurrentUser;
  };
  /** Phone and e-mail verification of the signed-in borrower. */
  verification: {
    resendVerifyOtp: ResendVerifyOtp;
    verifyPhone: VerifyPhone;
    sendVerificationEmail: SendVerificationEmail;
  };
  /** Forgotten password (by a code) and password change. */
  password: {
    forgotPassword: ForgotPassword;
    resendForgotOtp: ResendForgotOtp;
    verifyForgotOtp: VerifyForgotOtp;
    resetPassword: ResetPassword;
    changePassword: ChangePassword;
  };
  /** Changing the e-mail address and the mobile number (ADR 0033). */
  contactChange: {
    requestEmail: RequestEmailChange;
    confirmEmail: ConfirmEmailChange;
    requestPhone: RequestPhoneChange;
    confirmPhone: ConfirmPhoneChange;
  };
  /** Two-factor authentication: enrolment, switch-off, and the second step of sign-in. */
  twoFactor: {
    enable: EnableTwoFactor;
    confirm: ConfirmTwoFactor;
    disable: DisableTwoFactor;
    completeSignIn: CompleteTwoFactorSignIn;
  };
  /** The three-step (v2) registration. */
  registration: {
    start: StartRegistrationV2;
    confirmEmail: ConfirmRegistrationEmail;
    resendCode: ResendRegistrationCode;
    verifyPhone: VerifyRegistrationPhone;
    setPassword: SetRegistrationPassword;
    completeBasics: CompleteRegistrationBasics;
  };
  /** The borrower's profile: details, addresses, bank accounts, employments. */
  profile: {
    load: LoadProfile;
    saveDetails: SaveUserDetails;
    addAddress: AddAddress;
    updateAddress: UpdateAddress;
    addBank: AddBankAccount;
    updateBank: UpdateBankAccount;
    addEmployment: AddEmployment;
    updateEmployment: UpdateEmployment;
  };
  /** The loan catalogue and the price of credit. */
  products: {
    list: ListLoanProducts;
    byAlias: GetLoanProduct;
    branches: ListBranches;
    quote: QuoteLoan;
  };
  /** The borrower's loan requests, loans, schedules and accounts. */
  loans: {
    checkEligibility: CheckEligibility;
    request: RequestLoan;
    listRequests: ListLoanRequests;
    withdraw: WithdrawLoanRequest;
    list: ListLoans;
    get: GetLoan;
    settlement: QuoteSettlement;
    accounts: ListAccounts;
  };
  /** Repaying exactly: the position on the ledger, part payments, moving the payment date (issue 26). */
  repayments: {
    position: GetRepaymentPosition;
    settlement: GetSettlementOffer;
    previewPartPayment: PreviewPartPayment;
    confirmPartPayment: ConfirmPartPayment;
    cancelPartPayment: CancelPartPayment;
    previewDateMove: PreviewPaymentDateMove;
    moveDate: MovePaymentDate;
  };
  /** Offers: the documents read before signing, the signature, a decline, and the executed agreement (issue 23). */
  agreements: {
    offer: GetOffer;
    document: OpenOfferDocument;
    documentPdf: DownloadOfferDocument;
    requestCode: RequestSigningCode;
    sign: SignOffer;
    decline: DeclineOffer;
    agreementPdf: DownloadAgreement;
  };
  /** The borrower's Direct Debit mandate and the Direct Debit Guarantee (issue 26). */
  directDebit: {
    get: GetDirectDebit;
    setUpMandate: SetUpMandate;
  };
  /** The lender's letters: statements and notices, the statements made on request, their PDFs (issue 24). */
  letters: {
    list: ListLetters;
    forLoan: ListLoanLetters;
    requestStatement: RequestStatement;
    requestSettlementStatement: RequestSettlementStatement;
    pdf: DownloadLetter;
  };
  /** The borrower's documents: the types asked for, the list, uploads. */
  documents: {
    types: ListDocumentTypes;
    list: ListDocuments;
    upload: UploadDocument;
    download: DownloadDocument;
    remove: RemoveDocument;
  };
  /** Secure messages with the lender: conversations, replies, the unread count. */
  messages: {
    list: ListThreads;
    start: StartThread;
    read: ReadThread;
    reply: Reply;
    unreadCount: UnreadMessageCount;
  };
  /** Feedback to the lender. */
  feedback: {
    send: SendFeedback;
  };
  /** The borrower's complaints, with their state and dates. */
  complaints: {
    list: ListComplaints;
  };
  /** The notification inbox (the bell). */
  notifications: {
    listUnread: ListUnreadNotifications;
    markRead: MarkNotificationRead;
    /** Live notifications; null when the page was given no realtime server. */
    follow: FollowNotifications | null;
  };
  /**
   * Loads a part of the app that brings its own use-cases later (the back office, issue 25), so the
   * borrower's services chunk does not carry them; absent where the app has no such part.
   */
  loadBackOffice?: () => Promise<UseCaseResolver>;
}

/** A use-case class, as the resolver knows it. */
export type UseCaseToken<T> = new (...args: never[]) => T;

/** Resolves a use-case by its class; the composition root answers it from its container. */
export interface UseCaseResolver {
  get<T>(token: UseCaseToken<T>): T;
}

/**
 * What the composition root hands the UI. The session store is needed synchronously for the first
 * render (guards, navigation bar); the use-cases come with the container, which loads after the
 * first paint so that public pages stay small (docs/decisions/0003).
 */
export interface AppDependencies {
  sessions: SessionStore;
  /** The products' representative examples, known at first paint (the server put them into the page). */
  catalogue?: CatalogueSummary[];
  loadServices: () => Promise<AppServices>;
}
