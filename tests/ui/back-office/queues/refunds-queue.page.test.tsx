import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Conflict, ValidationFailed } from '../../../../src-domain/shared/errors';
import { findHeading, openApp } from '../../support/fake-app';
import { aStaffMember, backOfficeContainer, FakeBackOfficeGateway, FakeQueueFeed } from '../fake-back-office';

const REFUND = {
  id: 41,
  borrower: { id: 7, name: 'Dana Whitfield' },
  loanId: 77,
  accountNumber: 'KC00000077',
  amountMinor: 4_213,
  payment: { id: 41, amountMinor: 150_000, receivedOn: '2026-11-20' },
  account: { holder: 'Dana Whitfield', bankName: 'Monzo', last4: '1234' },
  dueSince: '2026-11-20T10:02:11.000Z',
};

async function openRefunds(gateway: FakeBackOfficeGateway, role: 'servicing' | 'underwriter' = 'servicing') {
  const feed = new FakeQueueFeed();
  await openApp('/back-office/refunds', { signedInAs: aStaffMember({ staffRole: role }), container: backOfficeContainer(gateway, feed) });
  return feed;
}

describe('Refunds due', () => {
  it('lists each refund with the payment it came from and the account on file, counted in the navigation for servicing', async () => {
    const gateway = new FakeBackOfficeGateway();
    gateway.refundRows = [REFUND];
    gateway.counts = { ...gateway.counts, refunds: 1 };
    await openRefunds(gateway);
    await findHeading('Refunds due');
    const row = (await screen.findByRole('link', { name: 'Dana Whitfield' })).closest('tr')!;
    expect(within(row).getByText('KC00000077')).toBeTruthy();
    expect(within(row).getByText('£42.13')).toBeTruthy();
    expect(within(row).getByText('£1,500.00 received 20 Nov 2026')).toBeTruthy();
    expect(within(row).getByText('Dana Whitfield, Monzo, ending 1234')).toBeTruthy();
    const navigation = screen.getAllByRole('navigation', { name: 'Back office' })[0];
    await waitFor(() => expect(within(navigation).getByRole('link', { name: /Refunds due/ }).textContent).toContain('1'));
  });

  it('marks one refunded with the day and the bank reference; a refusal keeps what was typed under its field, a 409 in the server’s words', async () => {
    const gateway = new FakeBackOfficeGateway();
    gateway.refundRows = [REFUND];
    await openRefunds(gateway);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark refunded: £42.13 to Dana Whitfield' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('To: Dana Whitfield, Monzo, ending 1234.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Date the money was sent'), { target: { value: '2026-11-21' } });
    fireEvent.change(within(dialog).getByLabelText('Bank reference of the payment'), { target: { value: 'FP 0042' } });

    gateway.failNext = new ValidationFailed({ sent_on: ['Mark a refund sent once the money has left: the date cannot be after today.'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await within(dialog).findByText('Mark a refund sent once the money has left: the date cannot be after today.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Bank reference of the payment') as HTMLInputElement).value).toBe('FP 0042');

    gateway.failNext = new Conflict('This refund is marked sent already.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await within(dialog).findByText('This refund is marked sent already.')).toBeTruthy();

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Mark refunded' })));
    expect(await screen.findByText('£42.13 to Dana Whitfield marked refunded.')).toBeTruthy();
    expect(gateway.calls).toContain('refundSent:41:2026-11-21:FP 0042');
    expect(await screen.findByText('No refund is due')).toBeTruthy();
  });

  it('is not in an underwriter’s navigation', async () => {
    await openRefunds(new FakeBackOfficeGateway(), 'underwriter');
    const navigation = (await screen.findAllByRole('navigation', { name: 'Back office' }))[0];
    expect(within(navigation).queryByRole('link', { name: /Refunds due/ })).toBeNull();
  });
});
