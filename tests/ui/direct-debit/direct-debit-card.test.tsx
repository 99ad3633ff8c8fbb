import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../src-domain/profile/bank-account.entity';
import { Unavailable } from '../../../src-domain/shared/errors';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { FakeDirectDebitGateway, aMandate } from '../support/fake-direct-debit';
import { FakeProfileGateway } from '../support/fake-profile';
import { LoansLoanGateway, aLoan } from '../support/fake-products';

const USER = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const BARCLAYS: BankAccount = { id: 1, bankName: 'Barclays', accountHolder: 'Ada Lovelace', accountKind: 'domestic', accountNumberMasked: '•••• 5678', routingCode: '20-00-00', currency: 'GBP', isPrimary: true, updatedAt: '2026-01-02T10:00:00.000Z' };
const MONZO: BankAccount = { ...BARCLAYS, id: 2, bankName: 'Monzo', accountNumberMasked: '•••• 4321', routingCode: '04-00-04', isPrimary: false };
const KNOWN = { 1: { bankName: 'Barclays', sortCode: '20-00-00', last4: '5678' }, 2: { bankName: 'Monzo', sortCode: '04-00-04', last4: '4321' } };

async function openLoan(directDebit: FakeDirectDebitGateway, loan = aLoan(26)) {
  const profile = new FakeProfileGateway();
  profile.current.banks = [BARCLAYS, MONZO];
  await openApp(`/dashboard/user-loans/${loan.id}`, { signedInAs: USER, loans: new LoansLoanGateway([loan]), profile, directDebit });
  await findHeading(/Personal loan/);
  return (await screen.findByRole('heading', { name: 'Your Direct Debit' })).closest('.direct-debit-card') as HTMLElement;
}

/** The card's facts: term → what it says. */
function facts(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(within(card).getAllByRole('term').map((term) => [term.textContent!, term.nextElementSibling!.textContent!]));
}

describe('<DirectDebitCard> on the loan page', () => {
  it('given an active mandate, then the card shows its reference, the account ending and the status', async () => {
    const card = await openLoan(new FakeDirectDebitGateway(aMandate(), 'direct_debit', KNOWN));
    expect(await within(card).findByText('KCDD-000041')).toBeTruthy();
    expect(facts(card)).toEqual({
      'Mandate reference': 'KCDD-000041',
      Account: 'Barclays, account ending 5678Sort code 20-00-00 · Ada Lovelace',
      Status: 'ActiveSent to your bank on 20 December 2026',
    });
    expect(within(card).getByRole('button', { name: 'Change account' })).toBeTruthy();
  });

  it('given "Change account", when another account is chosen and confirmed, then the dialog gives the new reference and the card shows the new account', async () => {
    const directDebit = new FakeDirectDebitGateway(aMandate(), 'direct_debit', KNOWN);
    const card = await openLoan(directDebit);
    fireEvent.click(await within(card).findByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the account for your Direct Debit' });
    expect(within(dialog).getByText('Your Direct Debit is on this account now')).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'The Direct Debit Guarantee' })).toBeTruthy();

    // Not confirmed: nothing is sent.
    fireEvent.click(within(dialog).getByRole('radio', { name: /Monzo/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move my Direct Debit' }));
    expect(await within(dialog).findByText(/Tick the box to confirm the account is in your name/)).toBeTruthy();
    expect(directDebit.instructions).toEqual([]);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /The account is in my name/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move my Direct Debit' }));
    const done = await screen.findByRole('dialog', { name: 'Your Direct Debit is on the new account' });
    expect(within(done).getByRole('status').textContent).toBe(
      'Your new mandate reference is KCDD-000042. We have asked your bank to cancel the old Direct Debit; from now on we collect from this account.',
    );
    expect(directDebit.instructions).toEqual([{ bank_id: 2 }]);
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));
    expect(facts(card)['Mandate reference']).toBe('KCDD-000042');
    expect(facts(card).Account).toContain('Monzo, account ending 4321');
    expect(facts(card).Status).toBe('Being set up with your bank');
  });

  it('given the account the Direct Debit is already on, then the dialog says nothing has changed and the reference stays', async () => {
    const directDebit = new FakeDirectDebitGateway(aMandate(), 'direct_debit', KNOWN);
    const card = await openLoan(directDebit);
    fireEvent.click(await within(card).findByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the account for your Direct Debit' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Barclays/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /The account is in my name/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move my Direct Debit' }));
    const kept = await screen.findByRole('dialog', { name: 'Your Direct Debit stays as it is' });
    expect(within(kept).getByRole('status').textContent).toBe('Your Direct Debit is already on this account, so nothing has changed. Its mandate reference is still KCDD-000041.');
    expect(directDebit.instructions).toEqual([]);
  });

  it('given no mandate, then the card says payments are not yet collected and offers to set one up', async () => {
    const card = await openLoan(new FakeDirectDebitGateway(null, 'direct_debit', KNOWN));
    expect(await within(card).findByText(/There is no Direct Debit for your payments yet/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Set up Direct Debit' }));
    expect(await screen.findByRole('dialog', { name: 'Set up your Direct Debit' })).toBeTruthy();
  });

  it('given the service unreachable, then the card says so, keeps its place, and loads on "Try again"', async () => {
    const directDebit = new FakeDirectDebitGateway(aMandate(), 'direct_debit', KNOWN);
    directDebit.failNext = new Unavailable();
    const card = await openLoan(directDebit);
    expect(await within(card).findByText(/We cannot reach our service right now/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('KCDD-000041')).toBeTruthy();
  });

  it('given a server that collects by transfer after all (its COLLECTION_METHOD), then the card goes and nothing asks for a mandate', async () => {
    await openApp('/dashboard/user-loans/26', { signedInAs: USER, loans: new LoansLoanGateway([aLoan(26)]), directDebit: new FakeDirectDebitGateway(null, 'transfer') });
    await findHeading(/Personal loan/);
    await screen.findByRole('heading', { name: 'How you pay' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your Direct Debit' })).toBeNull());
    expect(screen.queryByText(/There is no Direct Debit for your payments yet/)).toBeNull();
  });

  it('given a settled loan, then there is no Direct Debit card', async () => {
    await openApp('/dashboard/user-loans/26', { signedInAs: USER, loans: new LoansLoanGateway([aLoan(26, 'pending', { status: 'settled' })]), directDebit: new FakeDirectDebitGateway() });
    await findHeading(/Personal loan/);
    expect(screen.queryByRole('heading', { name: 'Your Direct Debit' })).toBeNull();
  });
});
