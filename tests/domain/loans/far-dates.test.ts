import { describe, expect, it } from 'vitest';
import { aprUkEu } from '../../../src-domain/loans/apr';
import { quoteLoan } from '../../../src-domain/loans/quote';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { paydayLoan, personalLoan } from './products.fixture';

/** Issue 22: behind the DTO, the quote and the APR refuse a date they cannot count with a 422's error, never a RangeError. */
const errorOf = (call: () => unknown): unknown => {
  try {
    call();
  } catch (error) {
    return error;
  }
  return null;
};

describe('far-off dates in the lending maths', () => {
  it('a quote from a start date outside 1900–2199 is refused under start_date', () => {
    for (const start of ['9999-01-01', '0001-01-01', '1899-12-31', '2200-01-01', '+275760-09-13', '2024-02-30']) {
      for (const [product, term] of [[personalLoan(), 24], [paydayLoan(), 30]] as const) {
        const error = errorOf(() => quoteLoan(product, product.representative.principalMinor, term, start));
        expect(error, start).toBeInstanceOf(ValidationFailed);
        expect((error as ValidationFailed).fields).toEqual({ start_date: ['Choose a start date from 1900 to 2199.'] });
      }
    }
  });

  it('the longest loan from the last supported day is priced, its last payment in 2249', () => {
    const product = personalLoan({ maxTerm: 600 });
    const quote = quoteLoan(product, 500_000, 600, '2199-12-31');
    expect(quote.finalDueDate).toBe('2249-12-31');
    expect(Number(quote.aprPercent)).toBeGreaterThan(0);
  });

  it('the APR of cash flows on dates that are not YYYY-MM-DD is a ValidationFailed, not a RangeError', () => {
    const error = errorOf(() => aprUkEu([{ date: '9999-12-01', amountMinor: 100_000 }], [{ date: '+010000-01-01', amountMinor: 110_000 }]));
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).message).toBe('An APR can be worked out only for dates written YYYY-MM-DD.');
  });
});
