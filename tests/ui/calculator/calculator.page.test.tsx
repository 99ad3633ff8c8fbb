import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Unavailable } from '../../../src-domain/shared/errors';
import { FakeProductGateway } from '../support/fake-products';
import { findHeading, openApp } from '../support/fake-app';

const main = () => document.getElementById('main') as HTMLElement;
const text = () => (main().textContent ?? '').replace(/\s+/g, ' ');

describe('/calculator', () => {
  it('opens on the first loan’s representative example: a month’s repayment, the total, the APR, the schedule and the promise of free early repayment', async () => {
    await openApp('/calculator');
    await findHeading('Loan calculator');
    await waitFor(() => expect(text()).toContain('£168.23a month for 36 months'));
    expect(text()).toContain('Total to repay£6,056.23');
    expect(text()).toContain('APR13.7%');
    expect(text()).toContain('Paying back early is always free.');
    expect(text()).toContain('Representative example: borrowing £5,000 over 36 months at 12.9% a year (fixed)');
    // A column of figures shows its pence even on whole pounds, so it lines up: the last row leaves £0.00.
    fireEvent.click(screen.getByRole('button', { name: 'Show all 36 payments' }));
    const rows = within(screen.getByRole('table', { name: 'Your 36 monthly payments' })).getAllByRole('row');
    expect(rows.at(-1)!.textContent).toMatch(/£0\.00$/);
    expect(screen.getByRole('link', { name: 'Sign in or open an account to apply' }).getAttribute('href')).toBe(
      `/auth/sign-in?returnTo=${encodeURIComponent('/dashboard/loan-request?product=personal-loan&amount=500000&term=36')}`,
    );
  });

  it('names its sliders\' values in words, so a screen reader says "£5,000", not the pence behind it', async () => {
    await openApp('/calculator');
    await findHeading('Loan calculator');
    const amount = await screen.findByRole('slider', { name: 'Amount to borrow' });
    expect(amount.getAttribute('aria-valuenow')).toBe('500000');
    expect(amount.getAttribute('aria-valuetext')).toBe('£5,000');
    expect(screen.getByRole('slider', { name: 'Loan term' }).getAttribute('aria-valuetext')).toBe('36 months');
  });

  it('prices the amount and term typed in, snapped to what the loan offers, and a short-term loan as one payment', async () => {
    const { products } = await openApp('/calculator?product=payday-loan&amount=10000&term=30');
    await waitFor(() => expect(text()).toContain('£124to repay on'));
    expect(text()).toContain('Cost of credit£24');
    expect(text()).toContain('APR1,269.7%');
    expect(text()).toContain('Short-term loans are expensive.');

    fireEvent.change(screen.getByLabelText('How much would you like to borrow?'), { target: { value: '205' } });
    await waitFor(() => expect(text()).toContain('£260.40to repay on'));
    expect(products.quotes.at(-1)).toEqual({ product_alias: 'payday-loan', amount: 21_000, term: 30 });
  });

  it('says so when the catalogue cannot be loaded, and tries again on request', async () => {
    const products = new FakeProductGateway();
    products.failNext = new Unavailable();
    await openApp('/calculator', { products });
    await screen.findByText('We could not load our loans');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(text()).toContain('£168.23a month for 36 months'));
  });
});
