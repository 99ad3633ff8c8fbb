import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeBrand, type BrandConfig } from '../../../src-ui/brand/brand.config';
import { HowYouPayCard } from '../../../src-ui/loans/how-you-pay.card';

/** The account a transfer goes to, as the card lists it: label → value. */
function accountLines(): Record<string, string> {
  const list = screen.getByRole('heading', { name: 'How you pay' }).parentElement!.querySelector('dl')!;
  const lines: Record<string, string> = {};
  for (const term of within(list).getAllByRole('term')) lines[term.textContent!] = term.nextElementSibling!.textContent!;
  return lines;
}

describe('<HowYouPayCard>', () => {
  it('tells a borrower how payments are collected, and where to send a transfer with this loan\'s reference', () => {
    render(<HowYouPayCard loanReference="KC00000026" />);
    expect(screen.getByText(activeBrand.repayments.collection.direct_debit)).toBeTruthy();
    expect(accountLines()).toEqual({ 'Account name': 'Kestrel Credit Ltd', 'Sort code': '12-34-56', 'Account number': '87654321', Reference: 'KC00000026' });
    expect(screen.getByRole('link', { name: activeBrand.contact.phone }).getAttribute('href')).toBe(`tel:${activeBrand.contact.phoneE164}`);
  });

  it('given a lender that is paid by IBAN, then its own account lines are shown, in its order', () => {
    const lender: BrandConfig = {
      ...activeBrand,
      repayments: { ...activeBrand.repayments, transferTo: { payee: 'Falke Kredit GmbH', account: [{ label: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' }, { label: 'BIC', value: 'COBADEFFXXX' }] } },
    };
    render(<HowYouPayCard loanReference="KC00000018" brand={lender} />);
    expect(Object.entries(accountLines())).toEqual([
      ['Account name', 'Falke Kredit GmbH'],
      ['IBAN', 'DE89 3704 0044 0532 0130 00'],
      ['BIC', 'COBADEFFXXX'],
      ['Reference', 'KC00000018'],
    ]);
    expect(screen.queryByText('Sort code')).toBeNull();
  });

  it('given a lender that collects by transfer, then the card says to send each payment and never mentions Direct Debit', () => {
    const lender: BrandConfig = { ...activeBrand, repayments: { ...activeBrand.repayments, collectionMethod: 'transfer' } };
    const { container } = render(<HowYouPayCard loanReference="KC00000026" brand={lender} />);
    expect(screen.getByText(lender.repayments.collection.transfer)).toBeTruthy();
    expect(screen.getByText(/Send your payments, anything extra, or the amount to settle early, by bank transfer to:/)).toBeTruthy();
    expect(container.textContent).not.toMatch(/direct debit/i);
  });
});
