import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { LoansLoanGateway, aLoan } from '../support/fake-products';
import { FakeRepaymentGateway, aPosition } from '../support/fake-repayments';

const dana = aUser({ firstName: 'Dana', phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const todayCard = () => findHeading(/^Today/).then((heading) => heading.closest('.bp6-card') as HTMLElement);
const facts = (card: HTMLElement) => within(card).getAllByRole('definition').map((dd) => `${dd.previousElementSibling!.textContent}: ${dd.textContent}`);

describe('the loan page’s Today panel', () => {
  it('given an active loan, then it shows what settles it today, the interest so far, the saving and both ways to change it', async () => {
    const repayments = new FakeRepaymentGateway();
    await openApp('/dashboard/user-loans/31', { signedInAs: dana, loans: new LoansLoanGateway([aLoan(31)]), repayments });
    const card = await todayCard();
    expect(within(card).getByRole('heading').textContent).toBe('Today, 10 November 2026');
    expect(facts(card)).toEqual(['To settle the loan today: £6,070.11', 'Interest so far: £21.39']);
    expect(card.textContent).toContain('You save £1,174.40 of interest by settling today');
    expect(within(card).getByRole('link', { name: 'Pay off part of your loan' }).getAttribute('href')).toBe('/dashboard/loans/31/pay-part');
    expect(within(card).getByRole('link', { name: 'Change your payment date' }).getAttribute('href')).toBe('/dashboard/loans/31/payment-date');
    // The settlement figure is asked for the server's today, so the two figures agree.
    expect(new Set(repayments.calls)).toEqual(new Set(['position:31', 'settlement:31:2026-11-10']));
  });

  it('given money paid ahead and a part payment waiting, then both are shown', async () => {
    const repayments = new FakeRepaymentGateway([
      aPosition(31, { paidAheadMinor: 10_000, pendingPartPayment: { id: 4, amountMinor: 50_000, choice: 'shorter_term', createdAt: '2026-11-09T10:00:00.000Z' } }),
    ]);
    await openApp('/dashboard/user-loans/31', { signedInAs: dana, loans: new LoansLoanGateway([aLoan(31)]), repayments });
    expect(facts(await todayCard())).toContain('Paid ahead: £100.00');
    const pending = (await findHeading('Your part payment is waiting for your money')).closest('.bp6-card') as HTMLElement;
    expect(pending.textContent).toContain('pay off £500.00 and finish sooner');
    expect(within(pending).getByRole('link', { name: 'Change or cancel it' }).getAttribute('href')).toBe('/dashboard/loans/31/pay-part');
  });

  it('given a loan an overpayment closed, then there is no Today panel, only the money we will return', async () => {
    const repayments = new FakeRepaymentGateway([
      aPosition(31, { principalOwedMinor: 0, interestAccruedMinor: 0, totalOwedMinor: 0, schedule: [], finalDueDate: null, refunds: [{ amountMinor: 1_240, status: 'due', accountLast4: '1234', sentOn: null }] }),
    ]);
    await openApp('/dashboard/user-loans/31', { signedInAs: dana, loans: new LoansLoanGateway([aLoan(31, 'pending', { status: 'closed' })]), repayments });
    await screen.findByText('We will return £12.40 to your account ending 1234.');
    expect(screen.queryByRole('heading', { name: /^Today/ })).toBeNull();
    expect(screen.queryByText('To settle the loan today')).toBeNull();
    expect(screen.queryByText('Paid ahead')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay off part of your loan' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change your payment date' })).toBeNull();
  });

  it('given a settled loan, then nothing offers to settle or change it', async () => {
    await openApp('/dashboard/user-loans/31', { signedInAs: dana, loans: new LoansLoanGateway([aLoan(31, 'pending', { status: 'settled' })]) });
    await findHeading(/Personal loan/);
    expect(screen.queryByRole('heading', { name: /^Today/ })).toBeNull();
    expect(screen.queryByText('To settle the loan today')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay off part of your loan' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change your payment date' })).toBeNull();
  });
});
