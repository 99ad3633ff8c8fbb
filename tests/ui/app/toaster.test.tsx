import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import type { AppServices } from '../../../src-ui/app/app-services';
import { RootStore } from '../../../src-ui/app/root.store';
import { StoresProvider } from '../../../src-ui/app/stores.context';
import { Toaster } from '../../../src-ui/app/toaster';
import { NotificationsStore } from '../../../src-ui/notifications/notifications.store';
import { MemorySessionStore, aUser } from '../support/fake-app';
import { FakeNotificationFeed, FakeNotificationGateway, aNotification, notificationServices } from '../support/fake-notifications';

const ADA = aUser({ id: 7, firstName: 'Ada' });

/** The real root store, its notifications store following a fake feed, and the toaster on screen. */
async function showToaster() {
  const feed = new FakeNotificationFeed();
  const sessions = new MemorySessionStore({ token: '1|secret', user: ADA, role: ADA.role });
  const root = new RootStore({
    sessions,
    loadServices: async () => notificationServices(new FakeNotificationGateway(), feed, sessions) as unknown as AppServices,
  });
  root.feature(NotificationsStore);
  const view = render(
    <StoresProvider stores={root}>
      <Toaster />
    </StoresProvider>,
  );
  await waitFor(() => expect(feed.listening(ADA.id)).toBe(1));
  return { root, feed, unmount: view.unmount };
}

const toastTexts = () => [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

describe('<Toaster>', () => {
  it('when the live news that the profile is complete arrives before the save that completed it answers, then one toast says so', async () => {
    const { root, feed, unmount: stop } = await showToaster();
    unmount = stop;

    act(() => feed.push(ADA.id, aNotification({ type: NotificationType.ProfileCompleted })));
    expect(await screen.findByText('Profile complete')).toBeTruthy();
    act(() => root.notifier.success('Your profile is complete. You can now request a loan.', NotificationType.ProfileCompleted));

    expect(await screen.findByText('Your profile is complete. You can now request a loan.')).toBeTruthy();
    expect(toastTexts()).toEqual(['Your profile is complete. You can now request a loan.']);
  });

  it('when this tab says the profile is complete first and the live news follows, then there is still one toast', async () => {
    const { root, feed, unmount: stop } = await showToaster();
    unmount = stop;

    act(() => root.notifier.success('Your profile is complete. You can now request a loan.', NotificationType.ProfileCompleted));
    expect(await screen.findByText('Your profile is complete. You can now request a loan.')).toBeTruthy();
    act(() => feed.push(ADA.id, aNotification({ type: NotificationType.ProfileCompleted })));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(toastTexts()).toEqual(['Your profile is complete. You can now request a loan.']);
  });

  it('when a request is received, approved and paid out in a moment, then one toast follows it to the latest news; another request has its own', async () => {
    const { feed, unmount: stop } = await showToaster();
    unmount = stop;
    const request = { request_id: 12, reference: 'KC-000012', amount: 500_000 };

    act(() => feed.push(ADA.id, aNotification({ type: NotificationType.LoanRequestSubmitted, data: request })));
    expect(await screen.findByText('Loan request received')).toBeTruthy();
    act(() => feed.push(ADA.id, aNotification({ type: NotificationType.LoanRequestApproved, data: request })));
    act(() => feed.push(ADA.id, aNotification({ type: NotificationType.LoanDisbursed, data: { ...request, loan_id: 4, first_due_date: '2026-12-29' } })));
    expect(await screen.findByText('Money on its way')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loan request received')).toBeNull());
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);

    act(() => feed.push(ADA.id, aNotification({ type: NotificationType.LoanRequestDeclined, data: { request_id: 13, reference: 'KC-000013', amount: 90_000 } })));
    expect(await screen.findByText('Loan request declined')).toBeTruthy();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(2);
  });

  it('shows live news as its title over its words, not run together', async () => {
    const { feed, unmount: stop } = await showToaster();
    unmount = stop;

    act(() => feed.push(ADA.id, aNotification({ type: NotificationType.PhoneVerified, data: { phone: '+447700900456' } })));

    const title = await screen.findByText('Phone number verified');
    expect(title.tagName).toBe('STRONG');
    expect(screen.getByText('07700 900456 is now confirmed as your phone number.')).toBeTruthy();
    expect(toastTexts().join()).not.toMatch(/verified:|\+44/);
  });
});
