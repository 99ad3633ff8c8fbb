import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../src-domain/profile/bank-account.entity';
import { Conflict } from '../../../src-domain/shared/errors';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { FakeAgreementGateway, SIGNING_CODE, anOffer } from '../support/fake-agreements';
import { FakeDirectDebitGateway, aMandate } from '../support/fake-direct-debit';
import { FakeProfileGateway } from '../support/fake-profile';
import { LoansLoanGateway, aLoan } from '../support/fake-products';

const USER = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const BARCLAYS: BankAccount = { id: 1, bankName: 'Barclays', accountHolder: 'Ada Lovelace', accountKind: 'domestic', accountNumberMasked: '•••• 5678', routingCode: '20-00-00', currency: 'GBP', isPrimary: true, updatedAt: '2026-01-02T10:00:00.000Z' };
const MONZO: BankAccount = { ...BARCLAYS, id: 2, bankName: 'Monzo', accountNumberMasked: '•••• 4321', routingCode: '04-00-04', isPrimary: false };
const KNOWN = { 1: { bankName: 'Barclays', sortCode: '20-00-00', last4: '5678' }, 2: { bankName: 'Monzo', sortCode: '04-00-04', last4: '4321' } };

const stepButton = (name: string) => within(screen.getByRole('navigation', { name: 'Steps to sign' })).getByRole('button', { name: new RegExp(name) });

async function openOffer(options: { directDebit: FakeDirectDebitGateway; banks?: BankAccount[]; agreements?: FakeAgreementGateway }) {
  const profile = new FakeProfileGateway();
  profile.current.banks = options.banks ?? [BARCLAYS, MONZO];
  // The pre-contract information already opened: only the Direct Debit stands between the borrower and the signature.
  const agreements = options.agreements ?? new FakeAgreementGateway(anOffer(5, { locks: [], preContractOpenedAt: '2026-12-26T10:05:00.000Z' }));
  const loans = new LoansLoanGateway([aLoan(77, 'pending', { reference: 'KC00000077' })]);
  await openApp('/dashboard/offers/5', { signedInAs: USER, agreements, loans, profile, directDebit: options.directDebit });
  await findHeading('Your loan offer');
  return { agreements, profile };
}

describe('<DirectDebitStep> on the offer page', () => {
  it('given no mandate, then signing is locked until the borrower chooses an account, reads the Guarantee, confirms, and sees the mandate reference', async () => {
    const directDebit = new FakeDirectDebitGateway(null, 'direct_debit', KNOWN);
    await openOffer({ directDebit });
    expect(screen.getByText(/Five steps, in your own time/)).toBeTruthy();

    fireEvent.click(stepButton('Sign'));
    expect(await screen.findByText(/Set up your Direct Debit first/)).toBeTruthy();
    expect(screen.queryByLabelText('Your full name', { exact: false })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Set up your Direct Debit' }));
    expect(await screen.findByRole('heading', { name: '4. Set up your Direct Debit' })).toBeTruthy();
    const guarantee = screen.getByRole('region', { name: 'The Direct Debit Guarantee' });
    expect(within(guarantee).getByRole('heading', { name: 'The Direct Debit Guarantee' })).toBeTruthy();
    expect(within(guarantee).getByText(/You can cancel a Direct Debit at any time/)).toBeTruthy();

    // Nothing chosen, nothing ticked: each is said where it is answered, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));
    expect(await screen.findByText('Choose the account the payments should be collected from.')).toBeTruthy();
    expect(screen.getByText(/Tick the box to confirm the account is in your name/)).toBeTruthy();
    expect(directDebit.instructions).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /Monzo, sort code 04-00-04, account •••• 4321/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'The account is in my name and I can authorise Direct Debits from it on my own' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));
    expect(await screen.findByText(/Your Direct Debit is set up/)).toBeTruthy();
    expect(screen.getByText('KCDD-000042')).toBeTruthy();
    expect(screen.getByText('Monzo, account ending 4321')).toBeTruthy();
    expect(screen.getByText('Being set up with your bank')).toBeTruthy();
    expect(directDebit.instructions).toEqual([{ bank_id: 2 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Next: Sign' }));
    expect(await screen.findByLabelText('Your full name', { exact: false })).toBeTruthy();
    expect(screen.queryByText(/Set up your Direct Debit first/)).toBeNull();
  });

  it('given no bank account on the profile, then the step asks for one and links to where it is added', async () => {
    await openOffer({ directDebit: new FakeDirectDebitGateway(null, 'direct_debit', KNOWN), banks: [] });
    fireEvent.click(stepButton('Direct Debit'));
    expect(await screen.findByText(/Add the bank account your payments should be collected from/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a bank account' }).getAttribute('href')).toBe('/dashboard/my-details');
    expect(screen.queryByRole('button', { name: 'Set up Direct Debit' })).toBeNull();
  });

  it('given the server refuses the account, then its message is under the chooser and the choice and tick stay', async () => {
    // The fake knows only the Barclays account as the borrower's: Monzo is refused with 422 bank_id.
    const directDebit = new FakeDirectDebitGateway(null, 'direct_debit', { 1: KNOWN[1] });
    await openOffer({ directDebit });
    fireEvent.click(stepButton('Direct Debit'));
    fireEvent.click(await screen.findByRole('radio', { name: /Monzo/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /The account is in my name/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));
    expect(await screen.findByText('Choose one of your own bank accounts.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Monzo/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /The account is in my name/ }) as HTMLInputElement).checked).toBe(true);
    expect(directDebit.mandate).toBeNull();
  });

  it('given a mandate cancelled after the page loaded, then the refused signature (409 mandate_required) brings back the step with the reason', async () => {
    const directDebit = new FakeDirectDebitGateway(aMandate(), 'direct_debit', KNOWN);
    const { agreements } = await openOffer({ directDebit });
    fireEvent.click(stepButton('Direct Debit'));
    expect(await screen.findByText('Your Direct Debit is already set up.')).toBeTruthy();
    expect(screen.getByText('KCDD-000041')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next: Sign' }));
    fireEvent.change(await screen.findByLabelText('Your full name', { exact: false }), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this agreement and agree to be bound by it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    const digits = (await screen.findAllByLabelText(/^Digit \d of 6$/)) as HTMLInputElement[];
    fireEvent.paste(digits[0], { clipboardData: { getData: () => SIGNING_CODE } });

    directDebit.mandate = aMandate({ status: 'cancelled' });
    agreements.failNext = new Conflict('Set up your Direct Debit before you sign.', 409, 'mandate_required');
    fireEvent.click(screen.getByRole('button', { name: 'Sign and get the money' }));

    expect(await screen.findByRole('heading', { name: '4. Set up your Direct Debit' })).toBeTruthy();
    expect(await screen.findByText(/We could not take your signature yet/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Set up Direct Debit' })).toBeTruthy();
    expect(agreements.signatures).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /Barclays/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /The account is in my name/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Set up Direct Debit' }));
    expect(await screen.findByText('KCDD-000042')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/We could not take your signature yet/)).toBeNull());
  });
});
