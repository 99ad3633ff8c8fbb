import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { RequestsLoanGateway, aLoanRequest } from '../support/fake-products';

const verified = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });

/** Opens the request page of request `id` among `requests`, as a link from the list or an e-mail does. */
async function openRequest(id: number, ...requests: ReturnType<typeof aLoanRequest>[]) {
  await openApp(`/dashboard/loanSubmitted?request=${id}`, { signedInAs: verified, loans: new RequestsLoanGateway(requests) });
}

describe('<LoanSubmittedPage> opened later, from a link', () => {
  it('given a declined request, then it says so and gives the reason, promising no decision', async () => {
    await openRequest(3, aLoanRequest(3, 'declined', { decisionReason: 'The repayments would take more than your budget allows.' }));
    expect(await findHeading('We could not offer you this loan')).toBeTruthy();
    expect(screen.getByText('The repayments would take more than your budget allows.')).toBeTruthy();
    expect(screen.queryByText(/within one working day/)).toBeNull();
    expect(screen.queryByText(/Thank you/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See my loan requests' }).getAttribute('href')).toBe('/dashboard/submitted');
  });

  it('given a request paid out months ago, then it says it was paid out, not that money is on its way', async () => {
    await openRequest(1, aLoanRequest(1, 'disbursed', { loanId: 26 }));
    expect(await findHeading('Paid out')).toBeTruthy();
    expect(screen.queryByText(/on its way|within two hours/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See my loan and its schedule' }).getAttribute('href')).toBe('/dashboard/user-loans/26');
  });

  it('given a request under review with the reviewer\'s note, then the note is said once, as what happens next', async () => {
    const note = 'We will decide as soon as we have checked your payslip, usually within one working day.';
    await openRequest(4, aLoanRequest(4, 'in_review', { decisionReason: note }));
    expect(await findHeading('We are looking at your request')).toBeTruthy();
    const card = screen.getByText('Reference', { exact: false }).closest('.loan-page') as HTMLElement;
    expect(within(card).getAllByText(note)).toHaveLength(1);
    expect(screen.queryByText(/A member of our team/)).toBeNull();
  });

  it('given a withdrawn request, then it says nothing more happens with it', async () => {
    await openRequest(5, aLoanRequest(5, 'withdrawn'));
    expect(await findHeading('You withdrew this request')).toBeTruthy();
    expect(screen.getByText(/Nothing more happens with it/)).toBeTruthy();
  });

  it('given an id the borrower does not have, then it says the request cannot be found', async () => {
    await openRequest(9, aLoanRequest(3, 'declined'));
    expect(await findHeading('Your loan request')).toBeTruthy();
    expect(screen.getByText('We could not find that request')).toBeTruthy();
  });
});

describe('<SubmittedPage> filters', () => {
  it('given no withdrawn requests, when that filter is chosen, then it says so and offers every request back, not "apply first"', async () => {
    await openApp('/dashboard/submitted', { signedInAs: verified, loans: new RequestsLoanGateway([aLoanRequest(3, 'declined')]) });
    expect(await screen.findByRole('heading', { name: /Personal loan: £5,000/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Withdrawn' }));
    expect(await screen.findByText('No withdrawn requests')).toBeTruthy();
    expect(screen.queryByText(/When you apply for a loan/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all my requests' }));
    expect(await screen.findByRole('heading', { name: /Personal loan: £5,000/ })).toBeTruthy();
  });
});
