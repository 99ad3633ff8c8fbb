import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { aUser, findHeading, openApp, waitForPath } from '../support/fake-app';
import { FakeLetterGateway, LETTERS_PER_PAGE, aLetter } from '../support/fake-letters';
import { aNotification } from '../support/fake-notifications';
import { LoansLoanGateway, aLoan } from '../support/fake-products';

const USER = aUser({ id: 7, phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const items = () => screen.queryAllByRole('listitem').filter((item) => item.classList.contains('letter-list__item'));

/** Letters about two loans, one a day from 1 November 2027: the newest is the last made. */
function manyLetters(count: number): FakeLetterGateway {
  const letters = new FakeLetterGateway();
  letters.loanIds = new Set([77, 78]);
  for (let i = 1; i <= count; i += 1) {
    const loanId = i % 2 ? 77 : 78;
    letters.add(aLetter(i, 'annual-statement', { loanId, loanReference: `KC000000${loanId}`, issuedAt: `2027-11-${String(i).padStart(2, '0')}T09:00:00.000Z`, readAt: '2027-11-30T00:00:00.000Z' }));
  }
  return letters;
}

describe('<LettersPage>', () => {
  it('is in the dashboard navigation and gathers every loan’s letters newest first, each linking to its loan, a page at a time', async () => {
    await openApp('/dashboard/main', { signedInAs: USER, letters: manyLetters(LETTERS_PER_PAGE + 2), loans: new LoansLoanGateway([aLoan(77), aLoan(78)]) });
    const navigation = (await screen.findAllByRole('navigation', { name: 'Dashboard' }, { timeout: 10_000 }))[0];
    fireEvent.click(within(navigation).getByRole('link', { name: 'Letters' }));
    await waitForPath('/dashboard/letters');
    await findHeading('Letters');

    await waitFor(() => expect(items()).toHaveLength(LETTERS_PER_PAGE));
    expect(items()[0].textContent).toContain('12 November 2027');
    expect(within(items()[0]).getByRole('link', { name: 'Loan KC00000078' }).getAttribute('href')).toBe('/dashboard/user-loans/78');
    expect(within(items()[1]).getByRole('link', { name: 'Loan KC00000077' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[1].textContent).toContain('1 November 2027');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('given no letters, then it says none yet', async () => {
    await openApp('/dashboard/letters', { signedInAs: USER });
    expect(await screen.findByText('No letters yet', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('No letters yet. We send a statement every year, and you can ask for one at any time.')).toBeTruthy();
  });

  it('shows a letter issued while it is open, without a reload', async () => {
    const letters = manyLetters(1);
    const { feed } = await openApp('/dashboard/letters', { signedInAs: USER, letters });
    await waitFor(() => expect(items()).toHaveLength(1), { timeout: 10_000 });
    await waitFor(() => expect(feed.listening(USER.id)).toBe(1));
    letters.add(aLetter(9, 'settlement-statement', { issuedAt: '2027-12-21T10:00:00.000Z' }));
    act(() => feed.push(USER.id, aNotification({ type: NotificationType.LetterIssued, data: { letter_id: 9, loan_id: 77, kind: 'settlement-statement', title: 'Settlement statement', reference: 'KC00000077' } })));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[0]).getByRole('heading', { name: 'Settlement statement' })).toBeTruthy();
    expect(within(items()[0]).getByText('New')).toBeTruthy();
  });
});
