import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../src-domain/profile/bank-account.entity';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { FakeDirectDebitGateway, aMandate } from '../support/fake-direct-debit';
import { FakeProfileGateway } from '../support/fake-profile';
import { LoansLoanGateway, aLoan } from '../support/fake-products';

/** Changing account while a payment is already with the bank (issue 26, ADR 0046 2026-11-26). */
const USER = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const OLD: BankAccount = { id: 1, bankName: 'Barclays', accountHolder: 'Dana Whitfield', accountKind: 'domestic', accountNumberMasked: '•••• 1234', routingCode: '20-00-00', currency: 'GBP', isPrimary: true, updatedAt: '2026-01-02T10:00:00.000Z' };
const NEW: BankAccount = { ...OLD, id: 2, bankName: 'Pennine Bank', accountNumberMasked: '•••• 7785', routingCode: '30-95-41', isPrimary: false };
const KNOWN = { 1: { bankName: 'Barclays', sortCode: '20-00-00', last4: '1234' }, 2: { bankName: 'Pennine Bank', sortCode: '30-95-41', last4: '7785' } };
const SENTENCE = 'Your payment of £218.62 on 29 November 2026 is already with your bank and will come from the account ending 1234. We will collect from the account ending 7785 from the next payment.';

async function openLoan(directDebit: FakeDirectDebitGateway) {
  const profile = new FakeProfileGateway();
  profile.current.banks = [OLD, NEW];
  const loan = aLoan(26);
  await openApp(`/dashboard/user-loans/${loan.id}`, { signedInAs: USER, loans: new LoansLoanGateway([loan]), profile, directDebit });
  await findHeading(/Personal loan/);
  return (await screen.findByRole('heading', { name: 'Your Direct Debit' })).closest('.direct-debit-card') as HTMLElement;
}

describe('changing the Direct Debit account with a payment already with the bank', () => {
  it('given a payment with the bank, when the account is changed, then the dialog and the card say it comes from the old account and from when the new one pays', async () => {
    const directDebit = new FakeDirectDebitGateway(aMandate({ accountLast4: '1234', status: 'active' }), 'direct_debit', KNOWN);
    directDebit.withTheBank = [{ amountMinor: 21_862, dueOn: '2026-11-29' }];
    const card = await openLoan(directDebit);
    fireEvent.click(await within(card).findByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the account for your Direct Debit' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Pennine Bank/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /The account is in my name/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move my Direct Debit' }));

    const done = await screen.findByRole('dialog', { name: 'Your Direct Debit is on the new account' });
    expect(within(done).getByRole('status').textContent).toBe(`Your new mandate reference is KCDD-000042. ${SENTENCE}`);
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));

    expect(await within(card).findByText(SENTENCE)).toBeTruthy();
  });

  it('given a new mandate the bank has not yet accepted, then the card reads "Being set up with your bank"', async () => {
    const card = await openLoan(new FakeDirectDebitGateway(aMandate({ status: 'pending' }), 'direct_debit', KNOWN));
    expect(await within(card).findByText('Being set up with your bank')).toBeTruthy();
    expect(within(card).getByText('Sent to your bank on 20 December 2026')).toBeTruthy();
    expect(within(card).queryByText(/already with your bank/)).toBeNull();
  });
});
