import { ukDateOf } from '../complaints/complaint-dates';
import { formatMoney } from '../loans/money-format';
import { formatMessageTime } from '../messages/message-time';
import { formatCalendarDate, isCalendarDate } from '../shared/calendar-date';
import { displayPhone } from '../shared/phone-display';
import { NotificationType, type NotificationData } from './notification-type';

/** What a notification says to the borrower. */
export interface NotificationText {
  title: string;
  body: string;
}

type Presenter = (data: NotificationData) => NotificationText;

const SECURITY_HINT = 'If this was not you, reset your password straight away and contact us.';

const PRESENTERS: Record<string, Presenter> = {
  [NotificationType.NewBrowserSignIn]: (data) => ({
    title: 'New sign-in to your account',
    body: [
      `Someone signed in to your account from ${text(data.browser) ?? 'a browser we have not seen before'}`,
      text(data.ip_address) ? ` (IP address ${text(data.ip_address)})` : '',
      onTime(data.signed_in_at),
      `. ${SECURITY_HINT}`,
    ].join(''),
  }),
  [NotificationType.PhoneVerified]: (data) => ({
    title: 'Phone number verified',
    body: phone(data.phone) ? `${phone(data.phone)} is now confirmed as your phone number.` : 'Your phone number is now confirmed.',
  }),
  [NotificationType.EmailVerified]: (data) => ({
    title: 'E-mail address verified',
    body: text(data.email) ? `${text(data.email)} is now confirmed as your e-mail address.` : 'Your e-mail address is now confirmed.',
  }),
  [NotificationType.PasswordChanged]: (data) => ({
    title: 'Password changed',
    body: sentences(`Your password was changed${happened(data)}`, 'Every other device was signed out', SECURITY_HINT),
  }),
  [NotificationType.PasswordReset]: (data) => ({
    title: 'Password reset',
    body: sentences(`Your password was reset${happened(data)}`, 'Every device was signed out', SECURITY_HINT),
  }),
  [NotificationType.TwoFactorEnabled]: (data) => ({
    title: 'Two-factor authentication on',
    body: sentences(`Two-step sign-in was switched on for your account${happened(data)}`, 'Signing in now also needs a code from your authenticator app', SECURITY_HINT),
  }),
  [NotificationType.TwoFactorDisabled]: (data) => ({
    title: 'Two-factor authentication off',
    body: sentences(`Two-step sign-in was switched off for your account${happened(data)}`, 'Signing in no longer needs a code from your authenticator app', SECURITY_HINT),
  }),
  [NotificationType.EmailChangeRequested]: (data) => ({
    title: 'E-mail address change requested',
    body: sentences(
      `Someone asked to change your e-mail address to ${text(data.new_email) ?? 'another address'}${happened(data)}`,
      'Nothing changes unless the new address is confirmed within the hour',
      'If this was not you, reset your password straight away: that stops the change. Then contact us.',
    ),
  }),
  [NotificationType.EmailChanged]: (data) => ({
    title: 'E-mail address changed',
    body: sentences(
      `Your e-mail address was changed${text(data.previous_email) ? ` from ${text(data.previous_email)}` : ''}${text(data.email) ? ` to ${text(data.email)}` : ''}${happened(data)}`,
      'Sign in with the new address from now on. Every other device was signed out',
      SECURITY_HINT,
    ),
  }),
  [NotificationType.PhoneChangeRequested]: (data) => ({
    title: 'Mobile number change requested',
    body: sentences(
      `Someone asked to change your mobile number to ${phone(data.new_phone) ?? 'another number'}${happened(data)}`,
      'Nothing changes unless the code we texted to the new number is entered',
      'If this was not you, reset your password straight away: that stops the change. Then contact us.',
    ),
  }),
  [NotificationType.PhoneChanged]: (data) => ({
    title: 'Mobile number changed',
    body: sentences(
      `Your mobile number was changed${phone(data.previous_phone) ? ` from ${phone(data.previous_phone)}` : ''}${phone(data.phone) ? ` to ${phone(data.phone)}` : ''}${happened(data)}`,
      'We will text the new number from now on',
      SECURITY_HINT,
    ),
  }),
  [NotificationType.ProfileCompleted]: () => ({
    title: 'Profile complete',
    body: 'Thank you: your details are complete, so you can now request a loan.',
  }),
  [NotificationType.LoanRequestSubmitted]: (data) => ({
    title: 'Loan request received',
    body: sentences(`We have your request to borrow ${askedFor(data)}`, 'We will tell you our decision here and by e-mail.'),
  }),
  [NotificationType.LoanRequestApproved]: (data) => ({
    title: 'Loan request approved',
    body: sentences(
      `Good news: we can lend you ${askedFor(data)}`,
      'Approved — read and sign your agreement to get the money',
      day(isoDay(data.expires_at)) ? `The offer is open until ${day(isoDay(data.expires_at))}` : null,
    ),
  }),
  [NotificationType.LoanRequestDeclined]: (data) => ({
    title: 'Loan request declined',
    body: sentences(`We cannot lend you ${askedFor(data)}`, text(data.reason), 'You can ask us why, and what would change our answer.'),
  }),
  [NotificationType.LoanDisbursed]: (data) => ({
    title: 'Money on its way',
    body: `We have paid ${pounds(data.amount) ?? 'your loan'} to your bank account. Your first payment is due on ${day(data.first_due_date) ?? 'the date in your schedule'}.`,
  }),
  [NotificationType.PaymentReceived]: (data) => ({
    title: 'Payment received',
    body: `Thank you: we received ${pounds(data.amount) ?? 'your payment'}${pounds(data.balance) ? `; ${pounds(data.balance)} is left to repay` : ''}.${partPaymentNews(data)}`,
  }),
  [NotificationType.InstalmentDueSoon]: (data) => ({
    title: 'Payment due soon',
    body: `${pounds(data.amount) ?? 'Your next payment'} is due on ${day(data.due_date) ?? 'its due date'}.`,
  }),
  [NotificationType.InstalmentMissed]: (data) => ({
    title: 'A payment was missed',
    body: `We did not receive ${pounds(data.amount) ?? 'your payment'} due on ${day(data.due_date) ?? 'its due date'}. Please pay as soon as you can, or call us: we can help.`,
  }),
  [NotificationType.LoanSettled]: (data) => ({
    title: 'Loan repaid',
    body: sentences(text(data.reference) ? `Your loan ${text(data.reference)} is repaid in full` : 'Your loan is repaid in full', 'Thank you.'),
  }),
  [NotificationType.RefundSent]: (data) => ({
    title: 'Money returned to you',
    body: `We have returned ${pounds(data.amount) ?? 'what you paid beyond what you owed'} to ${text(data.account_last4) ? `your account ending ${text(data.account_last4)}` : 'your bank account'}${day(data.sent_on) ? ` on ${day(data.sent_on)}` : ''}. You paid more than your loan owed.`,
  }),
  // signing the credit agreement (issue 23)
  [NotificationType.AgreementReady]: (data) => ({
    title: 'Your signed agreement is ready',
    body: sentences(
      `Your signed loan agreement${text(data.reference) ? ` ${text(data.reference)}` : ''} is ready in the portal`,
      'Download it from your loan’s page and keep it: it is your copy of the agreement',
    ),
  }),
  [NotificationType.LoanOfferLapsed]: (data) => ({
    title: 'Loan offer lapsed',
    body: sentences(`Our offer to lend you ${askedFor(data)} has lapsed because it was not signed in time`, 'No money was paid. You are welcome to apply again.'),
  }),
  // letters (issue 24)
  [NotificationType.LetterIssued]: (data) => ({
    title: 'A letter about your loan is ready',
    body: sentences(
      `Your ${text(data.title)?.toLowerCase() ?? 'letter'}${text(data.reference) ? ` for loan ${text(data.reference)}` : ''} is ready in the portal`,
      'Read it and keep a copy: you will find it under Letters on your loan’s page',
    ),
  }),
  // documents (issue 11)
  [NotificationType.DocumentApproved]: (data) => ({
    title: 'Document approved',
    body: `We have checked your ${text(data.type_name)?.toLowerCase() ?? 'document'} and accepted it.`,
  }),
  [NotificationType.DocumentRejected]: (data) => ({
    title: 'Document not accepted',
    body: `We could not accept your ${text(data.type_name)?.toLowerCase() ?? 'document'}: ${text(data.reason) ?? 'see your documents page'}. Please upload a new one.`,
  }),
  // secure messages (issue 14)
  [NotificationType.SecureMessageReceived]: (data) => ({
    title: 'New message from Kestrel Credit',
    body: text(data.subject) ? `We have replied to “${text(data.subject)}”. Read it in your messages.` : 'We have sent you a secure message. Read it in your messages.',
  }),
};

/** "£5,000" or "£1,234.56" from minor units on the wire. */
function pounds(value: unknown): string | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? formatMoney(value) : null;
}

/** "£5,000 (request KC-000012)": the amount and the reference a borrower quotes, each only when known. */
function askedFor(data: NotificationData): string {
  const reference = text(data.reference);
  const amount = pounds(data.amount) ?? 'the amount you asked for';
  return reference ? `${amount} (request ${reference})` : amount;
}

/** A stored number as people write it at home ("07700 900456"). */
function phone(value: unknown): string | null {
  const stored = text(value);
  return stored && displayPhone(stored);
}

/** " on 25 November 2026, 14:05 (UK time)" from an ISO instant; nothing when there is none. */
function onTime(value: unknown): string {
  const iso = text(value);
  return iso && !Number.isNaN(Date.parse(iso)) ? ` on ${formatMessageTime(iso)} (UK time)` : '';
}

/** When and where a security event happened: " on 25 November 2026, 14:05 (UK time) in Firefox on Windows". */
function happened(data: NotificationData): string {
  const browser = text(data.browser);
  return `${onTime(data.occurred_at)}${browser ? ` in ${browser}` : ''}`;
}

/** Sentences joined with one space, each ending in a full stop; missing ones left out. */
function sentences(...parts: Array<string | null>): string {
  return parts
    .filter((part): part is string => !!part)
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

/**
 * The title and body of a notification, from its type and data alone (pure). An unknown type uses
 * the data's own `title` and `body` (or `message`) when it has them.
 */
export function presentNotification(type: string, data: NotificationData): NotificationText {
  const present = PRESENTERS[type];
  if (present) return present(data);
  return { title: text(data.title) ?? 'New notification', body: text(data.body) ?? text(data.message) ?? '' };
}

/** The UK calendar day of an ISO instant ("2026-12-06T10:00:00.000Z" → "2026-12-06"); null for anything else. */
function isoDay(value: unknown): string | null {
  const iso = text(value);
  return iso && !Number.isNaN(Date.parse(iso)) ? ukDateOf(new Date(iso)) : null;
}

/** A calendar date in words ("29 December 2026"); anything else as it is. */
function day(value: unknown): string | null {
  return typeof value === 'string' && isCalendarDate(value) ? formatCalendarDate(value) : text(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** What a part payment changed, when the payment was one: the interest saved and the new instalment or end date. */
function partPaymentNews(data: Record<string, unknown>): string {
  const saved = pounds(data.interest_saved);
  if (!saved) return '';
  const instalment = pounds(data.new_instalment);
  const lastDay = day(data.new_final_due_date);
  const plan = instalment && lastDay ? ` From now on you pay ${instalment} a month, the last payment on ${lastDay}.` : '';
  return ` Your part payment saves you ${saved} of interest.${plan}`;
}
