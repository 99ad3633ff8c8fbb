import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { badgeText } from '../../../src-ui/notifications/notification-bell';
import { relativeTime } from '../../../src-ui/notifications/relative-time';
import { aUser, openApp, waitForPath } from '../support/fake-app';
import { FakeNotificationGateway, aNotification } from '../support/fake-notifications';

const ADA = aUser({ id: 7, firstName: 'Ada' });

async function findBell(name: RegExp | string = /^Notifications, /): Promise<HTMLElement> {
  return screen.findByRole('button', { name }, { timeout: 3000 });
}

async function openPanel(): Promise<HTMLElement> {
  fireEvent.click(await findBell());
  return screen.findByRole('region', { name: 'Notifications' }, { timeout: 3000 });
}

describe('<NotificationBell>', () => {
  it('given two unread, then the dashboard bar shows the bell with the count, and its panel lists them', async () => {
    const notifications = new FakeNotificationGateway([
      aNotification({ type: NotificationType.PasswordChanged, createdAt: new Date(Date.now() - 5 * 60_000).toISOString() }),
      aNotification({ type: NotificationType.ProfileCompleted, createdAt: new Date(Date.now() - 60_000).toISOString() }),
    ]);
    await openApp('/dashboard/main', { signedInAs: ADA, notifications });

    const bell = await findBell('Notifications, 2 unread');
    expect(within(bell).getByText('2')).toBeTruthy();

    const panel = await openPanel();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Profile complete', 'Password changed']);
    expect(within(items[1]).getByText('5 minutes ago')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
  });

  it('when one is marked read, then it leaves the list and the count drops; the last one leaves “You’re all caught up”', async () => {
    const first = aNotification({ type: NotificationType.PasswordChanged });
    const notifications = new FakeNotificationGateway([first]);
    await openApp('/dashboard/main', { signedInAs: ADA, notifications });
    await findBell('Notifications, 1 unread');
    const panel = await openPanel();

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark “Password changed” as read' }));

    expect(await findBell('Notifications, none unread')).toBeTruthy();
    expect(await screen.findByText('You’re all caught up')).toBeTruthy();
    await waitFor(() => expect(notifications.calls).toContain(`markRead:${first.id}`));
  });

  it('given nothing unread, then the bell has no badge and the panel says the borrower is caught up', async () => {
    await openApp('/dashboard/main', { signedInAs: ADA });
    const bell = await findBell('Notifications, none unread');
    expect(bell.querySelector('.notification-bell__badge')).toBeNull();
    await openPanel();
    expect(await screen.findByText('You’re all caught up')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('when one arrives live, then a toast says what happened and the count goes up without a reload', async () => {
    const { feed } = await openApp('/dashboard/main', { signedInAs: ADA });
    await findBell('Notifications, none unread');
    await waitFor(() => expect(feed.listening(ADA.id)).toBe(1));

    act(() => feed.push(ADA.id, aNotification({ type: NotificationType.NewBrowserSignIn, data: { browser: 'Firefox on Linux' } })));

    expect(await findBell('Notifications, 1 unread')).toBeTruthy();
    const toast = (await screen.findByText('New sign-in to your account', { selector: '.Toastify__toast strong' }, { timeout: 3000 })).closest('.Toastify__toast') as HTMLElement;
    expect(within(toast).getByText(/^Someone signed in to your account from Firefox on Linux\. /)).toBeTruthy();
  });

  it.each([
    ['a payment on a loan', 'Payment received', { type: NotificationType.PaymentReceived, data: { loan_id: 5, amount: 21_870, balance: 300_000 } }, '/dashboard/user-loans/5'],
    ['a decision on a request', 'Loan request approved', { type: NotificationType.LoanRequestApproved, data: { request_id: 12, reference: 'KC-000012', amount: 500_000 } }, '/dashboard/loanSubmitted?request=12'],
    ['a reply from the lender', 'New message from Kestrel Credit', { type: NotificationType.SecureMessageReceived, data: { thread_id: 3, subject: 'My payment date' } }, '/dashboard/messages/3'],
    ['a checked document', 'Document not accepted', { type: NotificationType.DocumentRejected, data: { document_id: 9, type_name: 'Payslip', reason: 'the photo is blurred' } }, '/dashboard/documents'],
  ])('when the borrower presses news of %s in the bell, then it opens that page, closes the panel and is marked read', async (_what, title, fields, path) => {
    const news = aNotification(fields);
    const notifications = new FakeNotificationGateway([news]);
    await openApp('/dashboard/main', { signedInAs: ADA, notifications });
    await findBell('Notifications, 1 unread');
    const panel = await openPanel();

    fireEvent.click(within(panel).getByRole('link', { name: new RegExp(`^${title}`) }));

    await waitForPath(path);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull());
    expect(await findBell('Notifications, none unread')).toBeTruthy();
    await waitFor(() => expect(notifications.calls).toContain(`markRead:${news.id}`));
  });

  it('given news about nothing the borrower can open, then its item is text with its mark-as-read button, not a link', async () => {
    const notifications = new FakeNotificationGateway([aNotification({ type: 'App\\Notifications\\SomethingNew', data: { title: 'Something new' } })]);
    await openApp('/dashboard/main', { signedInAs: ADA, notifications });
    await findBell('Notifications, 1 unread');
    const panel = await openPanel();
    expect(within(panel).getByText('Something new')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Mark “Something new” as read' })).toBeTruthy();
  });

  it('is in the public bar for a signed-in visitor, and not for a guest', async () => {
    const { feed } = await openApp('/', { signedInAs: ADA, notifications: new FakeNotificationGateway([aNotification()]) });
    expect(await findBell('Notifications, 1 unread')).toBeTruthy();
    expect(feed.listening(ADA.id)).toBe(1);
  });

  it('given a guest, then there is no bell and nothing is followed', async () => {
    const { feed, notifications } = await openApp('/');
    await screen.findAllByRole('link', { name: /sign in/i });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(feed.followers.size).toBe(0);
    expect(notifications.calls).toEqual([]);
  });

  it('when the borrower signs out from the dashboard, then the live feed is left', async () => {
    const { feed } = await openApp('/dashboard/main', { signedInAs: ADA });
    await findBell();
    await waitFor(() => expect(feed.listening(ADA.id)).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: ADA.firstName }));
    fireEvent.click(screen.getByRole('button', { name: /sign out/i }));
    await waitFor(() => expect(feed.listening(ADA.id)).toBe(0));
    expect(feed.catchUpListeners.size).toBe(0);
  });

  it('when a call meets a 401, then the session ends and the live feed is left', async () => {
    const { app, feed } = await openApp('/dashboard/main', { signedInAs: ADA });
    await findBell();
    await waitFor(() => expect(feed.listening(ADA.id)).toBe(1));
    act(() => app.sessionEnded());
    await waitFor(() => expect(feed.listening(ADA.id)).toBe(0));
  });
});

describe('relativeTime and the badge', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  it.each([
    ['2026-11-22T11:59:40.000Z', 'just now'],
    ['2026-11-22T12:00:05.000Z', 'just now'],
    ['2026-11-22T11:59:00.000Z', '1 minute ago'],
    ['2026-11-22T11:16:00.000Z', '44 minutes ago'],
    ['2026-11-22T11:15:00.000Z', '1 hour ago'],
    ['2026-11-22T09:00:00.000Z', '3 hours ago'],
    ['2026-11-21T10:00:00.000Z', 'yesterday'],
    ['2026-11-19T12:00:00.000Z', '3 days ago'],
    ['2026-03-02T12:00:00.000Z', '2 Mar 2026'],
  ])('%s reads “%s”', (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });

  it('caps the badge at 99+', () => {
    expect([badgeText(1), badgeText(99), badgeText(100)]).toEqual(['1', '99', '99+']);
  });
});
