import { describe, expect, it } from 'vitest';
import { letterView, type LetterViewInput } from '../../../src-domain/letters/letter-views';
import { lender } from '../agreements/lender.fixture';

const input: LetterViewInput = {
  lender,
  borrower: { name: 'Jane Smith', address: ['12 Kestrel Street', 'Manchester', 'M4 1LE'] },
  loan: { reference: 'KC-000042', agreementDate: '2026-11-29', amountMinor: 120_000, currency: 'GBP', annualRate: '0.2190' },
  letterDate: '2026-12-22',
  help: {
    moneyHelper: { name: 'MoneyHelper', phone: '0800 138 7777', website: 'moneyhelper.org.uk' },
    stepChange: { name: 'StepChange Debt Charity', phone: '0800 138 1111', website: 'stepchange.org' },
    nationalDebtline: { name: 'National Debtline', phone: '0808 808 4000', website: 'nationaldebtline.org' },
  },
};

describe('the advance notice of a Direct Debit', () => {
  it('names the amount to the penny, the day in UK long form and the mandate reference', () => {
    const view = letterView('collection-notice', { ...input, debit: { amountMinor: 6_245, dueOn: '2026-12-29', mandateReference: 'KCDD000042' } });
    expect(view.letter.title).toBe('Advance notice of your Direct Debit');
    expect(view.debit).toEqual({ amount: '£62.45', date: '29 December 2026', reference: 'KCDD000042' });
  });

  it('is never made without its figures', () => {
    expect(() => letterView('collection-notice', input)).toThrow('A collection-notice needs debit.');
  });
});
