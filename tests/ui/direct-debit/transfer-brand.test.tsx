import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BrandConfig } from '../../../src-ui/brand/brand.config';
import { HowYouPayCard } from '../../../src-ui/loans/how-you-pay.card';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { FakeAgreementGateway, anOffer } from '../support/fake-agreements';
import { FakeDirectDebitGateway } from '../support/fake-direct-debit';
import { LoansLoanGateway, aLoan } from '../support/fake-products';

// This build's lender collects by transfer: every page reads the brand this file replaces.
vi.mock('../../../src-ui/brand/brand.config', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src-ui/brand/brand.config')>();
  const transfer: BrandConfig = { ...original.KESTREL_CREDIT, repayments: { ...original.KESTREL_CREDIT.repayments, collectionMethod: 'transfer' } };
  return { ...original, activeBrand: transfer };
});

const USER = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const NO_DIRECT_DEBIT = /direct debit/i;

describe('a lender that collects by transfer', () => {
  it('given the How you pay card, then it asks for transfers and never mentions Direct Debit', () => {
    const { container } = render(<HowYouPayCard loanReference="KC00000026" />);
    expect(screen.getByText(/Send each payment by bank transfer/)).toBeTruthy();
    expect(container.textContent).not.toMatch(NO_DIRECT_DEBIT);
  });

  it('given an active loan, then nothing on its page mentions Direct Debit and there is no mandate card', async () => {
    await openApp('/dashboard/user-loans/26', { signedInAs: USER, loans: new LoansLoanGateway([aLoan(26)]), directDebit: new FakeDirectDebitGateway(null, 'transfer') });
    await findHeading(/Personal loan/);
    expect(await screen.findByRole('heading', { name: 'How you pay' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(NO_DIRECT_DEBIT);
    expect(screen.queryByRole('heading', { name: 'Your Direct Debit' })).toBeNull();
  });

  it('given an open offer, then its four steps, the overview and the sign step never mention Direct Debit', async () => {
    const agreements = new FakeAgreementGateway(anOffer(5));
    await openApp('/dashboard/offers/5', { signedInAs: USER, agreements, directDebit: new FakeDirectDebitGateway(null, 'transfer') });
    await findHeading('Your loan offer');
    expect(screen.getByText(/Four steps, in your own time/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(NO_DIRECT_DEBIT);

    const steps = within(screen.getByRole('navigation', { name: 'Steps to sign' }));
    expect(steps.getAllByRole('button').map((button) => button.textContent)).toEqual(['1Pre-contract information', '2Explanations', '3Your agreement', '4Sign']);
    fireEvent.click(screen.getByRole('button', { name: 'Start with the pre-contract information' }));
    await screen.findByRole('heading', { name: 'Pre-contract credit information' });
    fireEvent.click(steps.getByRole('button', { name: /Sign/ }));
    expect(await screen.findByLabelText('Your full name', { exact: false })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(NO_DIRECT_DEBIT);
  });
});
