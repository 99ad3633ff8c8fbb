import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, findHeading, openApp } from '../support/fake-app';

const verified = aUser({ phoneVerifiedAt: '2026-01-01T00:00:00Z', emailVerifiedAt: '2026-01-01T00:00:00Z' });

describe('<LoanRequestPage> on the credit file', () => {
  it('says the eligibility check is no search of the credit file, so it leaves the credit score alone', async () => {
    await openApp('/dashboard/loan-request', { signedInAs: verified });
    await findHeading('Apply for a loan');
    expect(screen.getByText(/we do not search your credit file, so it does not affect your credit score\.$/)).toBeTruthy();
    expect(screen.queryByText(/Asking does not affect your credit score/)).toBeNull();
  });

  it('says, beside the Apply button, that applying searches the credit file and that other lenders can see it', async () => {
    await openApp('/dashboard/loan-request', { signedInAs: verified });
    const apply = await screen.findByRole('button', { name: /^Apply for £/ });
    const note = (await screen.findByRole('heading', { name: 'What applying means' })).closest('.bp6-callout') as HTMLElement;
    expect(within(note).getByText(/^When you apply, we search your credit file\. Other lenders can see that search/)).toBeTruthy();
    // Read before the button, in the same card.
    expect(note.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.closest('.bp6-card')).toBe(apply.closest('.bp6-card'));
  });
});
