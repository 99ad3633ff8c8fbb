import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { LoansLoanGateway, aLoan } from '../support/fake-products';

const verified = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const DAY_MS = 86_400_000;
/** The date `days` from now as the loan page shows it, worked out here with the platform's own calendar. */
const shownDate = (days: number) => new Date(Date.now() + days * DAY_MS).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

async function openLoanPaidOut(daysAgo: number) {
  const loan = aLoan(31, 'pending', { disbursedAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString() });
  await openApp('/dashboard/user-loans/31', { signedInAs: verified, loans: new LoansLoanGateway([loan]) });
  await findHeading(/Personal loan/);
}

describe('changing one\'s mind about a new loan', () => {
  it('given a loan paid out today, then its page says until when it can be withdrawn from, what that costs, and starts the message that says so', async () => {
    await openLoanPaidOut(0);
    const card = (await screen.findByRole('heading', { name: 'Changed your mind?' })).closest('.bp6-card') as HTMLElement;
    expect(card.textContent).toContain(`until ${shownDate(14)} (15 days left)`);
    expect(card.textContent).toContain('You then repay the £6,500 you borrowed, with interest only for the days you had it, within 30 days of telling us.');

    fireEvent.click(within(card).getByRole('link', { name: 'Tell us you are withdrawing' }));
    await findHeading('Messages');
    await waitFor(() => expect((screen.getByLabelText('Subject', { exact: false }) as HTMLInputElement).value).toBe('Withdrawing from loan KC00000031'));
    expect((screen.getByLabelText('Your message', { exact: false }) as HTMLTextAreaElement).value).toBe(
      'I want to withdraw from my personal loan agreement, loan KC00000031. Please tell me the amount to repay and how to pay it.',
    );
  });

  it('given the fourteenth day after the loan was made, then it says today is the last day', async () => {
    await openLoanPaidOut(14);
    const card = (await screen.findByRole('heading', { name: 'Changed your mind?' })).closest('.bp6-card') as HTMLElement;
    expect(card.textContent).toContain(`until ${shownDate(0)} (today is the last day)`);
  });

  it('given a loan paid out fifteen days ago, then the right has ended and nothing is offered', async () => {
    await openLoanPaidOut(15);
    await screen.findByRole('heading', { name: 'How you pay' });
    expect(screen.queryByRole('heading', { name: 'Changed your mind?' })).toBeNull();
  });
});
