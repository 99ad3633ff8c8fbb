/**
 * The notifications the lender sends, named as Laravel names them (the notification's class), so the
 * same names work against a Laravel back end. Later features (loan decisions, documents reviewed,
 * installments due) add theirs here.
 */
export const NotificationType = {
  /** data: { browser, ip_address, signed_in_at } */
  NewBrowserSignIn: 'App\\Notifications\\NewBrowserSignIn',
  /** data: { phone } */
  PhoneVerified: 'App\\Notifications\\PhoneVerified',
  /** data: { email } */
  EmailVerified: 'App\\Notifications\\EmailVerified',
  /** data: { occurred_at, browser } (both optional, as for the other security notices) */
  PasswordChanged: 'App\\Notifications\\PasswordChanged',
  /** data: { occurred_at, browser } */
  PasswordReset: 'App\\Notifications\\PasswordReset',
  /** data: { occurred_at, browser } */
  TwoFactorEnabled: 'App\\Notifications\\TwoFactorEnabled',
  /** data: { occurred_at, browser } */
  TwoFactorDisabled: 'App\\Notifications\\TwoFactorDisabled',
  // contact changes in the portal (issue 27)
  /** data: { new_email, occurred_at, browser } */
  EmailChangeRequested: 'App\\Notifications\\EmailChangeRequested',
  /** data: { email, previous_email, occurred_at, browser } */
  EmailChanged: 'App\\Notifications\\EmailChanged',
  /** data: { new_phone, occurred_at, browser } */
  PhoneChangeRequested: 'App\\Notifications\\PhoneChangeRequested',
  /** data: { phone, previous_phone, occurred_at, browser } */
  PhoneChanged: 'App\\Notifications\\PhoneChanged',
  /** data: {} */
  ProfileCompleted: 'App\\Notifications\\ProfileCompleted',
  /** data: { request_id, reference, product_name, amount } */
  LoanRequestSubmitted: 'App\\Notifications\\LoanRequestSubmitted',
  /** data: { request_id, offer_id, reference, product_name, amount, reason, expires_at }: an offer to read and sign */
  LoanRequestApproved: 'App\\Notifications\\LoanRequestApproved',
  /** data: { request_id, reference, product_name, amount, reason } */
  LoanRequestDeclined: 'App\\Notifications\\LoanRequestDeclined',
  /** data: { loan_id, reference, amount, first_due_date } */
  LoanDisbursed: 'App\\Notifications\\LoanDisbursed',
  /** data: { loan_id, reference, amount, balance } */
  PaymentReceived: 'App\\Notifications\\PaymentReceived',
  /** data: { loan_id, reference, amount, due_date } */
  InstalmentDueSoon: 'App\\Notifications\\InstalmentDueSoon',
  /** data: { loan_id, reference, amount, due_date } */
  InstalmentMissed: 'App\\Notifications\\InstalmentMissed',
  /** data: { loan_id, reference, amount } */
  LoanSettled: 'App\\Notifications\\LoanSettled',
  /** data: { loan_id, reference, amount, sent_on, account_last4 }: money paid beyond what was owed, sent back (ADR 0048) */
  RefundSent: 'App\\Notifications\\RefundSent',
  // signing the credit agreement (issue 23)
  /** data: { loan_id, reference, signed_at }: the executed agreement is in the portal (the durable-medium copy) */
  AgreementReady: 'App\\Notifications\\AgreementReady',
  /** data: { request_id, reference, product_name, amount }: an offer not signed in time */
  LoanOfferLapsed: 'App\\Notifications\\LoanOfferLapsed',
  // letters a regulated lender sends (issue 24)
  /** data: { letter_id, loan_id, kind, title, reference }: a statement or notice is ready in the portal */
  LetterIssued: 'App\\Notifications\\LetterIssued',
  // documents (issue 11)
  /** data: { document_id, document_type, type_name } */
  DocumentApproved: 'App\\Notifications\\DocumentApproved',
  /** data: { document_id, document_type, type_name, reason } */
  DocumentRejected: 'App\\Notifications\\DocumentRejected',
  // secure messages (issue 14)
  /** data: { thread_id, subject, author_name } */
  SecureMessageReceived: 'App\\Notifications\\SecureMessageReceived',
} as const;

/** One of the known notification types; the wire may carry others, which are shown generically. */
export type KnownNotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** The JSON a notification carries besides its id and type. */
export type NotificationData = Record<string, unknown>;
