import { NotificationType, type NotificationData } from './notification-type';

/**
 * What a notification is about, so a reader can open it: one loan, one loan request, one
 * conversation, the documents, the profile or the account's security. Where each lives (a route)
 * is the client's business; the domain only says what it is.
 */
export type NotificationSubject =
  | { kind: 'loan'; loanId: number }
  | { kind: 'loan-request'; requestId: number }
  /** An offer to read and sign (issue 23). */
  | { kind: 'offer'; offerId: number }
  | { kind: 'conversation'; threadId: number }
  | { kind: 'documents' }
  | { kind: 'profile' }
  | { kind: 'account-security' };

const ABOUT_A_LOAN: readonly string[] = [
  NotificationType.LoanDisbursed,
  NotificationType.PaymentReceived,
  NotificationType.InstalmentDueSoon,
  NotificationType.InstalmentMissed,
  NotificationType.LoanSettled,
  NotificationType.RefundSent,
  NotificationType.AgreementReady,
  // A letter is read in the Letters section of its loan's page.
  NotificationType.LetterIssued,
];
const ABOUT_A_REQUEST: readonly string[] = [NotificationType.LoanRequestSubmitted, NotificationType.LoanRequestApproved, NotificationType.LoanRequestDeclined, NotificationType.LoanOfferLapsed];
const ABOUT_SECURITY: readonly string[] = [
  NotificationType.NewBrowserSignIn,
  NotificationType.PhoneVerified,
  NotificationType.EmailVerified,
  NotificationType.PasswordChanged,
  NotificationType.PasswordReset,
  NotificationType.TwoFactorEnabled,
  NotificationType.TwoFactorDisabled,
  NotificationType.EmailChangeRequested,
  NotificationType.EmailChanged,
  NotificationType.PhoneChangeRequested,
  NotificationType.PhoneChanged,
];

/** What the notification of `type` with `data` is about, or null when it is about nothing a reader can open. */
export function subjectOf(type: string, data: NotificationData): NotificationSubject | null {
  if (ABOUT_A_LOAN.includes(type)) {
    const loanId = idIn(data.loan_id);
    return loanId === null ? null : { kind: 'loan', loanId };
  }
  // An approval opens its offer, where the borrower reads and signs.
  const offerId = type === NotificationType.LoanRequestApproved ? idIn(data.offer_id) : null;
  if (offerId !== null) return { kind: 'offer', offerId };
  if (ABOUT_A_REQUEST.includes(type)) {
    const requestId = idIn(data.request_id);
    return requestId === null ? null : { kind: 'loan-request', requestId };
  }
  if (type === NotificationType.SecureMessageReceived) {
    const threadId = idIn(data.thread_id);
    return threadId === null ? null : { kind: 'conversation', threadId };
  }
  if (type === NotificationType.DocumentApproved || type === NotificationType.DocumentRejected) return { kind: 'documents' };
  if (type === NotificationType.ProfileCompleted) return { kind: 'profile' };
  if (ABOUT_SECURITY.includes(type)) return { kind: 'account-security' };
  return null;
}

/**
 * The story a notification belongs to, so that later news of the same thing can take the place of
 * earlier news rather than pile up beside it: one request from submission to pay-out
 * (`loan-request:12`), one loan (`loan:5`), one conversation, one document; account news is its
 * own story, named by its type (the same name the client uses when it says that news itself).
 */
export function topicOf(type: string, data: NotificationData): string {
  const requestId = idIn(data.request_id);
  if (requestId !== null && (ABOUT_A_REQUEST.includes(type) || type === NotificationType.LoanDisbursed)) return `loan-request:${requestId}`;
  const subject = subjectOf(type, data);
  if (subject?.kind === 'loan') return `loan:${subject.loanId}`;
  if (subject?.kind === 'conversation') return `conversation:${subject.threadId}`;
  const documentId = idIn(data.document_id);
  if (subject?.kind === 'documents' && documentId !== null) return `document:${documentId}`;
  return type;
}

/** A record id from the wire: a positive whole number, or the digits of one. */
function idIn(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
