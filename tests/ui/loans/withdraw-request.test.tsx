import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, openApp } from '../support/fake-app';
import { RequestsLoanGateway, aLoanRequest } from '../support/fake-products';

const verified = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });

/** Opens My loan requests with one request waiting for a decision, and presses its Withdraw button. */
async function askToWithdraw() {
  const loans = new RequestsLoanGateway([aLoanRequest(7, 'submitted')]);
  await openApp('/dashboard/submitted', { signedInAs: verified, loans });
  const card = (await screen.findByRole('heading', { name: /Personal loan: £5,000/ })).closest('li') as HTMLElement;
  const withdrawButton = within(card).getByRole('button', { name: 'Withdraw this request' });
  withdrawButton.focus();
  fireEvent.click(withdrawButton);
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw this loan request?' });
  return { loans, card, withdrawButton, dialog };
}

describe('<SubmittedPage> withdrawing a request', () => {
  it('given a waiting request, when Withdraw is pressed, then a dialog says what withdrawing means before anything is sent', async () => {
    const { loans, dialog } = await askToWithdraw();
    expect(within(dialog).getByText(/^Personal loan:/).textContent).toBe('Personal loan: £5,000 over 36 months, request KC-000007.');
    expect(within(dialog).getByText('We close the request and stop working on it.')).toBeTruthy();
    expect(within(dialog).getByText('We lend you nothing, and withdrawing costs you nothing.')).toBeTruthy();
    expect(within(dialog).getByText('You cannot reopen it, but you can apply again whenever you like.')).toBeTruthy();
    expect(loans.withdrawn).toEqual([]);
  });

  it('given the dialog, then the focus starts on "Keep my request", so Enter changes nothing', async () => {
    const { dialog } = await askToWithdraw();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep my request' })));
  });

  it('given the dialog, when the borrower keeps the request, then it is still waiting and the focus is back on its Withdraw button', async () => {
    const { loans, card, withdrawButton, dialog } = await askToWithdraw();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(loans.withdrawn).toEqual([]);
    expect(within(card).getByText('Submitted')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(withdrawButton));
  });

  it('given the dialog, when Escape is pressed, then nothing is withdrawn', async () => {
    const { loans, dialog } = await askToWithdraw();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(loans.withdrawn).toEqual([]);
  });

  it('given the dialog, when the borrower confirms, then the request shows as withdrawn, with no Withdraw button, and the focus on it', async () => {
    const { loans, dialog } = await askToWithdraw();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(loans.withdrawn).toEqual([7]);
    const heading = screen.getByRole('heading', { name: /Personal loan: £5,000/ });
    const card = heading.closest('li') as HTMLElement;
    expect(within(card).getByText('Withdrawn')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Withdraw this request' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
