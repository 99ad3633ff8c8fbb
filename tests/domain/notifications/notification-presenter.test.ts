import { describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { presentNotification } from '../../../src-domain/notifications/notification.presenter';
import { createNotification, isNotificationId } from '../../../src-domain/notifications/notification.entity';

describe('presentNotification', () => {
  it('says where a new sign-in came from', () => {
    expect(presentNotification(NotificationType.NewBrowserSignIn, { browser: 'Safari on iOS', ip_address: '203.0.113.7' })).toEqual({
      title: 'New sign-in to your account',
      body: 'Someone signed in to your account from Safari on iOS (IP address 203.0.113.7). If this was not you, reset your password straight away and contact us.',
    });
  });

  it('writes dates as a person reads them, not as the data carries them', () => {
    expect(presentNotification(NotificationType.LoanDisbursed, { amount: 300_000, first_due_date: '2026-12-29' }).body).toBe(
      'We have paid £3,000 to your bank account. Your first payment is due on 29 December 2026.',
    );
    expect(presentNotification(NotificationType.InstalmentDueSoon, { amount: 21_870, due_date: '2027-01-04' }).body).toBe('£218.70 is due on 4 January 2027.');
    expect(presentNotification(NotificationType.InstalmentMissed, { amount: 21_870, due_date: '2026-10-29' }).body).toMatch(/^We did not receive £218\.70 due on 29 October 2026\. /);
    expect(presentNotification(NotificationType.InstalmentDueSoon, { amount: 21_870, due_date: 'next Friday' }).body).toBe('£218.70 is due on next Friday.');
  });

  it('writes a phone number as people read it, not as E.164', () => {
    expect(presentNotification(NotificationType.PhoneVerified, { phone: '+447700900456' }).body).toBe('07700 900456 is now confirmed as your phone number.');
    expect(presentNotification(NotificationType.PhoneVerified, { phone: '+33612345678' }).body).toBe('+33612345678 is now confirmed as your phone number.');
  });

  it('writes money as £1,234.56 and a decision as a title over a sentence, never “Title: body”', () => {
    const approved = presentNotification(NotificationType.LoanRequestApproved, { request_id: 12, offer_id: 3, reference: 'KC-000012', amount: 123_456, expires_at: '2026-12-06T10:00:00.000Z' });
    expect(approved).toEqual({
      title: 'Loan request approved',
      body: 'Good news: we can lend you £1,234.56 (request KC-000012). Approved — read and sign your agreement to get the money. The offer is open until 6 December 2026.',
    });
    expect(presentNotification(NotificationType.AgreementReady, { loan_id: 4, reference: 'KC00000046' })).toEqual({
      title: 'Your signed agreement is ready',
      body: 'Your signed loan agreement KC00000046 is ready in the portal. Download it from your loan’s page and keep it: it is your copy of the agreement.',
    });
    expect(presentNotification(NotificationType.LoanOfferLapsed, { reference: 'KC-000012', amount: 500_000 }).body).toBe(
      'Our offer to lend you £5,000 (request KC-000012) has lapsed because it was not signed in time. No money was paid. You are welcome to apply again.',
    );
    expect(presentNotification(NotificationType.LoanRequestSubmitted, { reference: 'KC-000012', amount: 500_000 }).body).toBe(
      'We have your request to borrow £5,000 (request KC-000012). We will tell you our decision here and by e-mail.',
    );
    expect(presentNotification(NotificationType.LoanRequestDeclined, { amount: 1_600_000 }).body).toBe('We cannot lend you £16,000. You can ask us why, and what would change our answer.');
    expect(presentNotification(NotificationType.LoanSettled, {}).body).toBe('Your loan is repaid in full. Thank you.');
  });

  it('says what money we returned, to which account and when', () => {
    expect(presentNotification(NotificationType.RefundSent, { loan_id: 4, amount: 1_240, account_last4: '1234', sent_on: '2026-11-26' })).toEqual({
      title: 'Money returned to you',
      body: 'We have returned £12.40 to your account ending 1234 on 26 November 2026. You paid more than your loan owed.',
    });
    expect(presentNotification(NotificationType.RefundSent, { amount: 99 }).body).toBe('We have returned £0.99 to your bank account. You paid more than your loan owed.');
  });

  it('copes with missing data', () => {
    expect(presentNotification(NotificationType.NewBrowserSignIn, {}).body).toMatch(/^Someone signed in to your account from a browser we have not seen before\. /);
    expect(presentNotification(NotificationType.PhoneVerified, { phone: 42 }).body).toBe('Your phone number is now confirmed.');
  });

  it.each(Object.values(NotificationType))('has words for %s', (type) => {
    const text = presentNotification(type, {});
    expect(text.title).not.toBe('New notification');
    expect(text.title.length).toBeGreaterThan(0);
    expect(text.body.length).toBeGreaterThan(0);
  });

  it('shows an unknown type from its own title and body or message', () => {
    expect(presentNotification('App\\Notifications\\LoanApproved', { title: 'Loan approved', message: 'Funds arrive tomorrow.' })).toEqual({
      title: 'Loan approved',
      body: 'Funds arrive tomorrow.',
    });
    expect(presentNotification('Anything', {})).toEqual({ title: 'New notification', body: '' });
  });
});

describe('Notification', () => {
  it('derives title and body when created', () => {
    const notification = createNotification({ id: 'x', type: NotificationType.EmailVerified, data: { email: 'a@b.c' }, createdAt: '2026-01-01T00:00:00.000Z', readAt: null });
    expect(notification).toMatchObject({ title: 'E-mail address verified', body: 'a@b.c is now confirmed as your e-mail address.' });
  });

  it('says what it is about and which story it belongs to', () => {
    const at = { id: 'x', createdAt: '2026-01-01T00:00:00.000Z', readAt: null };
    const disbursed = createNotification({ ...at, type: NotificationType.LoanDisbursed, data: { loan_id: 4, request_id: 12 } });
    expect([disbursed.about, disbursed.topic]).toEqual([{ kind: 'loan', loanId: 4 }, 'loan-request:12']);
    const approved = createNotification({ ...at, type: NotificationType.LoanRequestApproved, data: { request_id: '12' } });
    expect([approved.about, approved.topic]).toEqual([{ kind: 'loan-request', requestId: 12 }, 'loan-request:12']);
    // An approval with its offer opens the offer, where the borrower reads and signs (issue 23).
    const offered = createNotification({ ...at, type: NotificationType.LoanRequestApproved, data: { request_id: 12, offer_id: 3 } });
    expect([offered.about, offered.topic]).toEqual([{ kind: 'offer', offerId: 3 }, 'loan-request:12']);
    const ready = createNotification({ ...at, type: NotificationType.AgreementReady, data: { loan_id: 4 } });
    expect([ready.about, ready.topic]).toEqual([{ kind: 'loan', loanId: 4 }, 'loan:4']);
    const paid = createNotification({ ...at, type: NotificationType.PaymentReceived, data: { loan_id: 4 } });
    expect([paid.about, paid.topic]).toEqual([{ kind: 'loan', loanId: 4 }, 'loan:4']);
    const reply = createNotification({ ...at, type: NotificationType.SecureMessageReceived, data: { thread_id: 3 } });
    expect([reply.about, reply.topic]).toEqual([{ kind: 'conversation', threadId: 3 }, 'conversation:3']);
    const document = createNotification({ ...at, type: NotificationType.DocumentApproved, data: { document_id: 9 } });
    expect([document.about, document.topic]).toEqual([{ kind: 'documents' }, 'document:9']);
    const complete = createNotification({ ...at, type: NotificationType.ProfileCompleted, data: {} });
    expect([complete.about, complete.topic]).toEqual([{ kind: 'profile' }, NotificationType.ProfileCompleted]);
    const signIn = createNotification({ ...at, type: NotificationType.NewBrowserSignIn, data: {} });
    expect(signIn.about).toEqual({ kind: 'account-security' });
    // Without the record it names, it opens nothing rather than a wrong page.
    expect(createNotification({ ...at, type: NotificationType.PaymentReceived, data: { loan_id: 'abc' } }).about).toBeNull();
    expect(createNotification({ ...at, type: 'Anything', data: {} }).about).toBeNull();
  });

  it('recognises notification ids', () => {
    expect(isNotificationId('9B1DEB4D-3B7D-4BAD-9BDD-2B0D7B3DCB6D')).toBe(true);
    expect(isNotificationId('9b1deb4d3b7d4bad9bdd2b0d7b3dcb6d')).toBe(false);
    expect(isNotificationId(7)).toBe(false);
  });
});
