import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, findHeading, openApp } from '../support/fake-app';
import { LoansLoanGateway, aLoan } from '../support/fake-products';

const verified = aUser({ firstName: 'Dana', phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });
const warning = () => screen.findByRole('heading', { name: 'A payment has not reached us' }, { timeout: 5_000 }).then((heading) => heading.closest('.bp6-callout') as HTMLElement);

describe('a payment that has not reached the lender', () => {
  it('given a loan with a late payment, when the overview opens, then it says what was due and when, how to pay and where to get help', async () => {
    await openApp('/dashboard/main', { signedInAs: verified, loans: new LoansLoanGateway([aLoan(26, 'overdue')]) });
    const callout = await warning();
    expect(callout.textContent).toContain('£218.70 was due on 29 October 2026 on your loan KC00000026 (Personal loan).');
    expect(callout.textContent).toContain('it can take a working day to show here');
    expect(within(callout).getByRole('link', { name: 'How to pay' }).getAttribute('href')).toBe('/dashboard/user-loans/26');
    expect(within(callout).getByRole('link', { name: 'Help with repayments' }).getAttribute('href')).toBe('/contact#financial-difficulty');
    const row = screen.getByRole('link', { name: 'Personal loan' }).closest('li') as HTMLElement;
    expect(row.textContent).toContain('missed £218.70 on 29 Oct 2026');
    expect(within(row).getByText('Overdue')).toBeTruthy();
    // Writing to the lender starts the message for them.
    fireEvent.click(within(callout).getByRole('link', { name: 'Write to us' }));
    await findHeading('Messages');
    await waitFor(() => expect((screen.getByLabelText('Subject', { exact: false }) as HTMLInputElement).value).toBe('Help with repayments on loan KC00000026'));
    expect((screen.getByLabelText('Your message', { exact: false }) as HTMLTextAreaElement).value).toBe('I am finding it hard to keep up with the payments on loan KC00000026.');
  });

  it('given twelve loans being repaid and the oldest late, when the overview opens, then it warns about that one, though the loans card shows only the ten newest', async () => {
    const loans = new LoansLoanGateway([...Array.from({ length: 11 }, (_, i) => aLoan(40 - i, 'pending')), aLoan(7, 'overdue')]);
    await openApp('/dashboard/main', { signedInAs: verified, loans });
    const callout = await warning();
    expect(callout.textContent).toContain('on your loan KC00000007 (Personal loan).');
    expect(within(callout).getByRole('link', { name: 'How to pay' }).getAttribute('href')).toBe('/dashboard/user-loans/7');
    expect(screen.getAllByRole('heading', { name: 'A payment has not reached us' })).toHaveLength(1);
    expect(loans.asked).toContain('late');
  });

  it('given twelve late loans, then the ten newest each warn and one more warning counts the other two and leads to all the loans', async () => {
    await openApp('/dashboard/main', { signedInAs: verified, loans: new LoansLoanGateway(Array.from({ length: 12 }, (_, i) => aLoan(50 - i, 'overdue'))) });
    expect(await screen.findAllByRole('heading', { name: 'A payment has not reached us' })).toHaveLength(10);
    const rest = (await screen.findByRole('heading', { name: '2 more loans have a late payment' })).closest('.bp6-callout') as HTMLElement;
    expect(within(rest).getByRole('link', { name: 'See all your loans' }).getAttribute('href')).toBe('/dashboard/user-loans');
  });

  it('given a payment due today but not yet late, then nothing warns and the loans card says "next"', async () => {
    await openApp('/dashboard/main', { signedInAs: verified, loans: new LoansLoanGateway([aLoan(26, 'due')]) });
    const row = (await screen.findByRole('link', { name: 'Personal loan' })).closest('li') as HTMLElement;
    expect(row.textContent).toContain('next £218.70 on 29 Oct 2026');
    expect(screen.queryByRole('heading', { name: 'A payment has not reached us' })).toBeNull();
  });

  it('given the late loan\'s own page, then the warning points to How you pay on that page instead of linking to it', async () => {
    await openApp('/dashboard/user-loans/26', { signedInAs: verified, loans: new LoansLoanGateway([aLoan(26, 'overdue')]) });
    await findHeading(/Personal loan/);
    const callout = await warning();
    expect(callout.textContent).toContain('please pay it as soon as you can, as shown under How you pay.');
    expect(within(callout).queryByRole('link', { name: 'How to pay' })).toBeNull();
    expect(screen.getByText('Payment missed').nextElementSibling!.textContent).toBe('£218.70 on 29 October 2026');
    expect(screen.getByRole('heading', { name: 'How you pay' })).toBeTruthy();
  });
});
