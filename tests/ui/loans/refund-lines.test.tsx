import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefundLines } from '../../../src-ui/loans/refund-lines';

describe('the loan page’s refunds', () => {
  it('promises the money back to the account on file, then says when it was returned', () => {
    render(
      <RefundLines
        refunds={[
          { amountMinor: 4_213, status: 'sent', accountLast4: '1234', sentOn: '2026-11-21' },
          { amountMinor: 500, status: 'due', accountLast4: '1234', sentOn: null },
          { amountMinor: 99, status: 'due', accountLast4: null, sentOn: null },
        ]}
      />,
    );
    expect(screen.getByText('You paid more than you owed')).toBeTruthy();
    expect(screen.getByText('We returned £42.13 to your account ending 1234 on 21 November 2026.')).toBeTruthy();
    expect(screen.getByText('We will return £5.00 to your account ending 1234.')).toBeTruthy();
    expect(screen.getByText('We will return £0.99 to your bank account.')).toBeTruthy();
  });

  it('says nothing when no payment was more than owed', () => {
    const { container } = render(<RefundLines refunds={[]} />);
    expect(container.textContent).toBe('');
  });
});
