import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, currentPath, findHeading, openApp, waitForPath } from '../support/fake-app';
import { aRequest, aStaffMember, backOfficeContainer, FakeBackOfficeGateway, FakeQueueFeed, FakeStaffInvitationGateway } from './fake-back-office';

async function openBackOffice(path: string, user = aStaffMember(), gateway = new FakeBackOfficeGateway()) {
  const feed = new FakeQueueFeed();
  const invitations = new FakeStaffInvitationGateway();
  const opened = await openApp(path, { signedInAs: user, container: backOfficeContainer(gateway, feed, invitations) });
  return { ...opened, backOffice: gateway, queueFeed: feed, invitations };
}

describe('the back office shell', () => {
  it('keeps a borrower out: the back office sends them to their dashboard', async () => {
    await openApp('/back-office/requests', { signedInAs: aUser() });
    await waitForPath('/dashboard/main');
  });

  it('sends staff opening the dashboard to the back office', async () => {
    await openBackOffice('/dashboard/main');
    await waitForPath('/back-office');
  });

  it('shows the staff member, their role, and the queues their role may open with live counts', async () => {
    const { queueFeed } = await openBackOffice('/back-office');
    await findHeading('Good to see you, Priya');
    const navigation = screen.getAllByRole('navigation', { name: 'Back office' })[0];
    expect(screen.getByText('Priya Shah')).toBeTruthy();
    expect(screen.getByText('Underwriter')).toBeTruthy();
    await waitFor(() => expect(within(navigation).getByRole('link', { name: /Loan requests/ }).textContent).toContain('1'));
    // An underwriter neither reads the audit trail nor manages staff.
    expect(within(navigation).queryByRole('link', { name: /Audit trail/ })).toBeNull();
    expect(within(navigation).queryByRole('link', { name: /Staff/ })).toBeNull();
    act(() => queueFeed.emit({ requests: 4, documents: 2, conversations: 1, complaints: 0, arrears: 0, refunds: 0 }));
    await waitFor(() => expect(within(navigation).getByRole('link', { name: /Loan requests/ }).textContent).toContain('4'));
    expect(within(navigation).getByRole('link', { name: /Documents/ }).textContent).toContain('2');
  });

  it('shows an administrator the audit trail and the staff list too', async () => {
    await openBackOffice('/back-office', aStaffMember({ staffRole: 'admin' }));
    const navigation = (await screen.findAllByRole('navigation', { name: 'Back office' }))[0];
    expect(within(navigation).getByRole('link', { name: /Audit trail/ })).toBeTruthy();
    expect(within(navigation).getByRole('link', { name: /Staff/ })).toBeTruthy();
  });

  it('shows only the security page until two-step sign-in is on', async () => {
    const { backOffice } = await openBackOffice('/back-office/requests', aStaffMember({ twoFactorEnabled: false }));
    await waitForPath('/back-office/security');
    await findHeading('Turn on two-step sign-in to use the back office');
    const navigation = screen.getAllByRole('navigation', { name: 'Back office' })[0];
    expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Two-step sign-in']);
    expect(backOffice.calls).toEqual([]);
  });
});

describe('the requests queue', () => {
  it('lists each request with its amount, term, repayment share and approvals, the name opening the file', async () => {
    await openBackOffice('/back-office/requests');
    await findHeading('Loan requests');
    const row = (await screen.findByRole('link', { name: 'Dana Whitfield' })).closest('tr')!;
    expect(within(row).getByText('£7,500')).toBeTruthy();
    expect(within(row).getByText('36 months')).toBeTruthy();
    expect(within(row).getByText('17.5%')).toBeTruthy();
    expect(within(row).getByText('1 of 2 approvals (Sam Okafor)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dana Whitfield' }).getAttribute('href')).toBe('/back-office/borrowers/7#request-12');
  });

  it('reloads when its live count moves', async () => {
    const { backOffice, queueFeed } = await openBackOffice('/back-office/requests');
    await screen.findByRole('link', { name: 'Dana Whitfield' });
    backOffice.requestRows = [aRequest(), aRequest({ id: 13, reference: 'LR-000013', borrower: { id: 9, name: 'Ravi Patel' }, approvals: [], approvalsNeeded: 1 })];
    act(() => queueFeed.emit({ requests: 2, documents: 0, conversations: 1, complaints: 0, arrears: 0, refunds: 0 }));
    expect(await screen.findByRole('link', { name: 'Ravi Patel' })).toBeTruthy();
    expect(screen.getByText('Needs 1 approval')).toBeTruthy();
  });

  it('says so when nothing waits, and offers to try again after a failure', async () => {
    const gateway = new FakeBackOfficeGateway();
    gateway.requestRows = [];
    await openBackOffice('/back-office/requests', aStaffMember(), gateway);
    expect(await findHeading('No requests are waiting for a decision')).toBeTruthy();
  });
});

describe('a conversation', () => {
  it('keeps the reply typed when sending fails, and shows it in the thread once sent', async () => {
    const { backOffice } = await openBackOffice('/back-office/conversations/8', aStaffMember({ staffRole: 'servicing' }));
    await findHeading('Change of address');
    const box = screen.getByLabelText('Your reply');
    fireEvent.change(box, { target: { value: 'Thank you, we have updated your address.' } });
    backOffice.failNext = new Error('offline');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByRole('alert');
    expect((box as HTMLTextAreaElement).value).toBe('Thank you, we have updated your address.');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Priya Shah, Underwriting')).toBeTruthy();
    expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');
  });

  it('lets an underwriter read the conversation but leaves answering it to servicing', async () => {
    await openBackOffice('/back-office/conversations/8');
    await findHeading('Change of address');
    expect(screen.getByText('I have moved house.')).toBeTruthy();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).toBeNull();
  });

  it('closes the conversation', async () => {
    await openBackOffice('/back-office/conversations/8', aStaffMember({ staffRole: 'servicing' }));
    await findHeading('Change of address');
    fireEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText(/This conversation is closed/)).toBeTruthy();
  });
});

describe('the staff invitation', () => {
  it('sets the password with the link’s token and goes to sign in', async () => {
    const { invitations } = await openBackOffice('/auth/staff-invitation#token=invite-1', null as never);
    await findHeading('Set your password');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-Passphrase-42' } });
    fireEvent.change(screen.getByLabelText('Type the password again'), { target: { value: 'a-long-Passphrase-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set my password' }));
    await waitForPath('/auth/sign-in');
    expect(invitations.accepted.map((input) => input.token)).toEqual(['invite-1']);
    expect(await screen.findByText(/Your password is set/)).toBeTruthy();
  });

  it('says an incomplete link cannot be used', async () => {
    await openBackOffice('/auth/staff-invitation', null as never);
    expect(await findHeading('This link is incomplete')).toBeTruthy();
    expect(currentPath()).toBe('/auth/staff-invitation');
  });
});
