import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { FakeAgreementGateway, anOffer } from '../support/fake-agreements';
import { LoansLoanGateway, RequestsLoanGateway, aLoan, aLoanRequest } from '../support/fake-products';

const USER = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const signedLoan = (withdrawal: { startsOn: string | null; deadline: string | null }, copyReceivedAt: string | null) =>
  aLoan(77, 'pending', { agreement: { signedAt: '2026-12-12T14:03:00.000Z', templateVersion: '2026-12', copyReceivedAt }, withdrawal, disbursedAt: '2026-12-12T14:03:05.000Z' });

describe('a loan made by a signature', () => {
  it('given a signed loan, then its page says when it was signed (UK time) and offers the agreement as a PDF', async () => {
    const agreements = new FakeAgreementGateway(anOffer(5, { status: 'signed', loanId: 77, locks: [] }));
    await openApp('/dashboard/user-loans/77', { signedInAs: USER, agreements, loans: new LoansLoanGateway([signedLoan({ startsOn: '2026-12-13', deadline: '2099-12-26' }, '2026-12-12T14:04:00.000Z')]) });
    // The first page of the file loads its chunks cold: give it longer than the usual three seconds.
    expect(await screen.findByText('Signed on 12 December 2026 at 14:03', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Your agreement (PDF)' })).toBeTruthy();
    expect(document.querySelector('.change-your-mind')?.textContent).toContain('until 26 December 2099');
  });

  it('given the copy not yet received, then the withdrawal card says the 14 days start when it is', async () => {
    await openApp('/dashboard/user-loans/77', { signedInAs: USER, loans: new LoansLoanGateway([signedLoan({ startsOn: null, deadline: null }, null)]) });
    await findHeading(/Personal loan/);
    expect(document.querySelector('.change-your-mind')?.textContent).toContain('Your 14 days start when you receive your copy of the agreement');
  });

  it('given an approved request with an open offer, then the requests page says to read and sign, until when, and links to the offer', async () => {
    const request = aLoanRequest(12, 'approved', { offer: { id: 5, status: 'open', expiresAt: '2027-01-09T10:00:00.000Z' } });
    await openApp('/dashboard/submitted', { signedInAs: USER, loans: new RequestsLoanGateway([request, aLoanRequest(13, 'lapsed')]) });
    expect(await screen.findByText(/read and sign your agreement to get the money/)).toBeTruthy();
    expect(screen.getByText(/The offer is valid until 9 January 2027/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read and sign' }).getAttribute('href')).toBe('/dashboard/offers/5');
    expect(screen.getByText('Offer lapsed')).toBeTruthy();
  });
});
