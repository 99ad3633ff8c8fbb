import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { Unavailable } from '../../../src-domain/shared/errors';
import { aUser, openApp } from '../support/fake-app';
import { FakeLetterGateway, aLetter } from '../support/fake-letters';
import { LoansLoanGateway, aLoan } from '../support/fake-products';
import { aNotification } from '../support/fake-notifications';

const USER = aUser({ id: 7, phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const loans = () => new LoansLoanGateway([aLoan(77)]);

/** The Letters section of the loan page; the page's first chunks load cold, so it gets longer than usual. */
const lettersSection = async () => (await screen.findByRole('region', { name: 'Letters' }, { timeout: 10_000 })) as HTMLElement;
const rows = (section: HTMLElement) => within(section).queryAllByRole('listitem');

let saved: { name: string; click: ReturnType<typeof vi.spyOn> };
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:letter');
  URL.revokeObjectURL = vi.fn();
  saved = { name: '', click: vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  }) };
});
afterEach(() => saved.click.mockRestore());

describe('the Letters section of a loan’s page', () => {
  it('given no letters, then it says none yet and when they come', async () => {
    await openApp('/dashboard/user-loans/77', { signedInAs: USER, loans: loans(), letters: new FakeLetterGateway() });
    const section = await lettersSection();
    expect(await within(section).findByText('No letters yet. We send a statement every year, and you can ask for one at any time.')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Get a statement of my account' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Get a settlement statement' })).toBeTruthy();
  });

  it('given letters, then they show newest first with their date, figures and "New" until downloaded; a download saves the PDF and marks it read', async () => {
    const letters = new FakeLetterGateway(
      aLetter(1, 'annual-statement', { issuedAt: '2027-07-30T08:00:00.000Z', readAt: '2027-07-30T09:00:00.000Z' }),
      aLetter(2, 'default-sums-notice', { issuedAt: '2027-11-02T08:00:00.000Z', summary: { defaultSumMinor: 1_200 } }),
    );
    await openApp('/dashboard/user-loans/77', { signedInAs: USER, loans: loans(), letters });
    const section = await lettersSection();
    await waitFor(() => expect(rows(section)).toHaveLength(2));
    const [notice, statement] = rows(section);
    expect(within(notice).getByRole('heading', { name: 'Notice of default sums' })).toBeTruthy();
    expect(notice.textContent).toContain('2 November 2027');
    expect(notice.textContent).toContain('Default sum £12.00');
    expect(within(notice).getByText('New')).toBeTruthy();
    expect(statement.textContent).toContain('Annual statement');
    expect(statement.textContent).toContain('Paid £2,036.28 · still to pay £4,072.56');
    expect(within(statement).queryByText('New')).toBeNull();

    fireEvent.click(within(notice).getByRole('button', { name: 'Download notice of default sums of 2 November 2027 (PDF)' }));
    await waitFor(() => expect(saved.name).toBe('default-sums-notice-KC00000077-2027-11-02.pdf'));
    expect(letters.downloaded).toEqual([2]);
    await waitFor(() => expect(within(notice).queryByText('New')).toBeNull());
  });

  it('when the borrower asks for a statement of account, then the button shows it is working, and the statement is offered for download and listed', async () => {
    const letters = new FakeLetterGateway();
    let release!: () => void;
    letters.hold = new Promise((resolve) => (release = resolve));
    await openApp('/dashboard/user-loans/77', { signedInAs: USER, loans: loans(), letters });
    const section = await lettersSection();
    await within(section).findByText(/No letters yet/);

    fireEvent.click(within(section).getByRole('button', { name: 'Get a statement of my account' }));
    await waitFor(() => expect(within(section).getByRole('button', { name: /Get a statement of my account/ }).className).toContain('bp6-loading'));
    expect((within(section).getByRole('button', { name: 'Get a settlement statement' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());

    expect(await within(section).findByRole('heading', { name: 'Your statement of your account is ready' })).toBeTruthy();
    expect(rows(section)).toHaveLength(1);
    expect(rows(section)[0].textContent).toContain('Statement of your account');
    fireEvent.click(within(section).getByRole('button', { name: 'Download it (PDF)' }));
    await waitFor(() => expect(saved.name).toBe('statement-of-account-KC00000077-2027-12-21.pdf'));
  });

  it('when the borrower asks for a settlement statement, then it is made for today and shows what settles the loan and until when', async () => {
    const letters = new FakeLetterGateway();
    await openApp('/dashboard/user-loans/77', { signedInAs: USER, loans: loans(), letters });
    const section = await lettersSection();
    await within(section).findByText(/No letters yet/);
    fireEvent.click(within(section).getByRole('button', { name: 'Get a settlement statement' }));
    expect(await within(section).findByRole('heading', { name: 'Your settlement statement is ready' })).toBeTruthy();
    expect(letters.settlementDates).toEqual([undefined]);
    expect(rows(section)[0].textContent).toContain('To settle: £3,521.18, valid until 17 January 2028');
  });

  it('when a request fails, then it says so in words and the list stays', async () => {
    const letters = new FakeLetterGateway(aLetter(1));
    await openApp('/dashboard/user-loans/77', { signedInAs: USER, loans: loans(), letters });
    const section = await lettersSection();
    await waitFor(() => expect(rows(section)).toHaveLength(1));
    letters.failNext = new Unavailable('Service unavailable.', 503);
    fireEvent.click(within(section).getByRole('button', { name: 'Get a statement of my account' }));
    expect(await within(section).findByRole('heading', { name: 'We could not make your letter' })).toBeTruthy();
    expect(section.textContent).toContain('We cannot reach our service right now. Please check your connection and try again.');
    expect(rows(section)).toHaveLength(1);
  });

  it('when the servicing job issues a letter, then it appears live without a reload', async () => {
    const letters = new FakeLetterGateway(aLetter(1, 'annual-statement', { readAt: '2027-12-20T10:00:00.000Z' }));
    const { feed } = await openApp('/dashboard/user-loans/77', { signedInAs: USER, loans: loans(), letters });
    const section = await lettersSection();
    await waitFor(() => expect(rows(section)).toHaveLength(1));
    await waitFor(() => expect(feed.listening(USER.id)).toBe(1));

    letters.add(aLetter(2, 'arrears-notice', { issuedAt: '2027-12-22T08:00:00.000Z', summary: { arrearsMinor: 43_740 } }));
    act(() => feed.push(USER.id, aNotification({ type: NotificationType.LetterIssued, data: { letter_id: 2, loan_id: 77, kind: 'arrears-notice', title: 'Notice of sums in arrears', reference: 'KC00000077' } })));
    await waitFor(() => expect(rows(section)).toHaveLength(2));
    expect(within(rows(section)[0]).getByRole('heading', { name: 'Notice of sums in arrears' })).toBeTruthy();
    expect(within(rows(section)[0]).getByText('New')).toBeTruthy();
    expect(rows(section)[0].textContent).toContain('In arrears £437.40');
  });

  it('given a letter whose PDF is still being made, then it says so instead of offering a download', async () => {
    await openApp('/dashboard/user-loans/77', { signedInAs: USER, loans: loans(), letters: new FakeLetterGateway(aLetter(1, 'annual-statement', { ready: false })) });
    const section = await lettersSection();
    expect(await within(section).findByText('Being prepared: it will be here in a moment.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /^Download/ })).toBeNull();
  });
});
