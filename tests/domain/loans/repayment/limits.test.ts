import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../../../src-domain/shared/errors';
import { maxCostMinor, UK_HCSTC_CAP } from '../../../../src-domain/loans/price-cap';
import { previewOverpayment } from '../../../../src-domain/loans/repayment/overpayment';
import { settlementFigure } from '../../../../src-domain/loans/repayment/settlement-figure';
import { paydayLoan, personalLoan } from '../products.fixture';
import { termsOf } from './repayment-terms.fixture';

function fieldsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationFailed) return error.fields;
    throw error;
  }
  throw new Error('expected a ValidationFailed');
}

describe('limits of the interest rule', () => {
  it('a short-term loan left unpaid stops costing more once the total cost reaches what was borrowed (the price cap)', () => {
    const { terms } = termsOf(paydayLoan(), 20_000, 30, '2026-03-02');
    const capped = { ...terms, interestCapMinor: maxCostMinor(UK_HCSTC_CAP, 20_000, 365) };
    expect(capped.interestCapMinor).toBe(20_000);
    // 200 days at 0.8 % a day would be £320 of interest; the cap holds it at £200.
    const settlement = settlementFigure(capped, [], '2026-09-18');
    expect(settlement).toMatchObject({ interestChargedMinor: 20_000, ledgerFigureMinor: 40_000, figureMinor: 40_000 });
  });

  it('payments before the pay-out, of no pence or of part pence, and a bad rate are refused field by field', () => {
    const { terms } = termsOf(personalLoan(), 300_000, 24, '2026-01-28');
    expect(fieldsOf(() => settlementFigure(terms, [{ date: '2026-01-27', amountMinor: 100 }, { date: '2026-02-01', amountMinor: 0.5 }], '2026-03-01'))).toEqual({
      payments: ['Each date must be a real date on or after the start date.', 'Each amount must be a whole number of pence above 0.'],
    });
    expect(fieldsOf(() => settlementFigure({ ...terms, annualRate: '12.9%' }, [], '2026-03-01'))).toEqual({ annual_rate: ['The rate must be a decimal such as 0.129.'] });
  });

  it('a part payment of more than is owed, or after the last instalment, is refused: that is a settlement', () => {
    const { terms } = termsOf(personalLoan(), 300_000, 24, '2026-01-28');
    expect(fieldsOf(() => previewOverpayment(terms, [], { date: '2026-02-10', amountMinor: 400_000, choice: 'shorter-term' }))).toEqual({
      amount: ['This is more than the loan owes on that day: settle the loan instead.'],
    });
    expect(fieldsOf(() => previewOverpayment(terms, [], { date: '2028-01-28', amountMinor: 1_000, choice: 'shorter-term' }))).toEqual({
      date: ['No instalment is left after this date: settle the loan instead.'],
    });
  });
});
