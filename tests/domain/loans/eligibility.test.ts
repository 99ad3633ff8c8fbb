import { describe, expect, it } from 'vitest';
import { AFFORDABLE_SHARE, checkEligibility, maxAffordable, type EligibilityFacts } from '../../../src-domain/loans/eligibility';
import { buildSchedule } from '../../../src-domain/loans/schedule';
import { paydayLoan, personalLoan } from './products.fixture';

const START = '2026-01-15';

/** A borrower the product's criteria accept: £2,000 take-home, nothing declared, nothing owed. */
function facts(overrides: Partial<EligibilityFacts> = {}): EligibilityFacts {
  return {
    age: 35,
    employmentType: 'employed',
    monthlyNetIncomeMinor: 200_000,
    hasAddress: true,
    hasBank: true,
    hasOpenRequest: false,
    documents: [],
    monthlyCommitmentsMinor: 0,
    monthlyOutgoingsMinor: 0,
    ...overrides,
  };
}

/** The largest instalment of `principal` over `term`: what the affordability rule compares. */
const repayment = (product = personalLoan(), principal: number, term: number) => Math.max(...buildSchedule(product, principal, term, START).map((i) => i.paymentMinor));

describe('the affordability rule: a share of take-home pay less declared outgoings', () => {
  it('£2,000 take-home, £800 outgoings, 40 %: £480 a month is available, and the most over 36 months is the last £50 step whose instalment fits it', () => {
    const product = personalLoan();
    const most = maxAffordable(product, 36, START, 200_000, 0, 80_000);
    expect(most).toBe(1_425_000);
    expect(repayment(product, most, 36)).toBeLessThanOrEqual(48_000);
    expect(repayment(product, most + product.principalStepMinor, 36)).toBeGreaterThan(48_000);
    // Without the outgoings, 40 % of the whole £2,000 (£800 a month) goes further.
    expect(maxAffordable(product, 36, START, 200_000)).toBeGreaterThan(most);
  });

  it('takes what the borrower already repays off what is left: £480 − £130 leaves £350 a month', () => {
    const product = personalLoan();
    const most = maxAffordable(product, 36, START, 200_000, 13_000, 80_000);
    expect(repayment(product, most, 36)).toBeLessThanOrEqual(35_000);
    expect(repayment(product, most + product.principalStepMinor, 36)).toBeGreaterThan(35_000);
  });

  it('the shares are the lender’s policy: 30 % of the £1,200 left is £360 a month; single-payment loans use their own share', () => {
    const product = personalLoan();
    const policy = { monthlyShare: '0.3', singleShare: '0.6' };
    const most = maxAffordable(product, 36, START, 200_000, 0, 80_000, policy);
    expect(most).toBeLessThan(maxAffordable(product, 36, START, 200_000, 0, 80_000));
    expect(repayment(product, most, 36)).toBeLessThanOrEqual(36_000);
    expect(repayment(product, most + product.principalStepMinor, 36)).toBeGreaterThan(36_000);

    // A short-term loan: 60 % of £1,200 is £720 in one payment; by default 50 % is £600.
    const payday = paydayLoan();
    const single = maxAffordable(payday, 30, START, 200_000, 0, 80_000, policy);
    expect(repayment(payday, single, 30)).toBeLessThanOrEqual(72_000);
    expect(repayment(payday, single + payday.principalStepMinor, 30)).toBeGreaterThan(72_000);
    const byDefault = maxAffordable(payday, 30, START, 200_000, 0, 80_000);
    expect(repayment(payday, byDefault, 30)).toBeLessThanOrEqual(60_000);
    expect(repayment(payday, byDefault + payday.principalStepMinor, 30)).toBeGreaterThan(60_000);
    expect(AFFORDABLE_SHARE).toEqual({ monthlyShare: '0.4', singleShare: '0.5' });
  });

  it('floors the limit to whole pence: 40 % of £1,199.99 is £479.996, so no instalment above £479.99 fits', () => {
    const product = personalLoan();
    // Outgoings of £800.01 leave £1,199.99; the limit is 47,999 pence, not 48,000.
    const most = maxAffordable(product, 36, START, 200_000, 0, 80_001);
    expect(repayment(product, most, 36)).toBeLessThanOrEqual(47_999);
  });

  it('outgoings above take-home pay leave nothing: never a negative limit, and no amount is affordable', () => {
    expect(maxAffordable(personalLoan(), 36, START, 200_000, 0, 250_000)).toBe(0);
    expect(maxAffordable(personalLoan(), 36, START, 200_000, 50_000, 250_000)).toBe(0);
    const answer = checkEligibility(personalLoan(), 100_000, 12, START, facts({ monthlyOutgoingsMinor: 250_000 }));
    expect(answer).toMatchObject({ eligible: false, maxAmountMinor: null });
    expect(answer.reasons).toEqual([
      { code: 'NOT_AFFORDABLE', message: 'The repayments would take too much of what is left of your pay after your outgoings, even for our smallest loan.', action: null },
    ]);
  });
});

describe('checkEligibility with declared outgoings', () => {
  it('keeps the words borrowers have always read when nothing is declared', () => {
    const answer = checkEligibility(personalLoan(), 2_500_000, 12, START, facts());
    expect(answer.reasons[0].message).toBe(`The repayments would take too much of your pay. Over this term you could borrow up to £${(answer.maxAmountMinor! / 100).toLocaleString('en-GB')}.`);
    const owing = checkEligibility(personalLoan(), 2_500_000, 12, START, facts({ monthlyCommitmentsMinor: 13_000 }));
    expect(owing.reasons[0].message).toMatch(/^The repayments would take too much of your pay with what you already repay us\. Over this term you could borrow up to £[\d,]+\.$/);
  });

  it('says the outgoings were counted when they were declared, with what is already repaid too', () => {
    const declared = checkEligibility(personalLoan(), 2_500_000, 36, START, facts({ monthlyOutgoingsMinor: 80_000 }));
    expect(declared).toMatchObject({ eligible: false, maxAmountMinor: 1_425_000 });
    expect(declared.reasons).toEqual([
      { code: 'NOT_AFFORDABLE', message: 'The repayments would take too much of what is left of your pay after your outgoings. Over this term you could borrow up to £14,250.', action: null },
    ]);
    const both = checkEligibility(personalLoan(), 2_500_000, 36, START, facts({ monthlyOutgoingsMinor: 80_000, monthlyCommitmentsMinor: 13_000 }));
    expect(both.reasons[0].message).toMatch(/^The repayments would take too much of what is left of your pay after your outgoings, with what you already repay us\. Over this term you could borrow up to £[\d,]+\.$/);
  });

  it('lets the borrower apply for up to the most, and applies a policy passed in', () => {
    expect(checkEligibility(personalLoan(), 1_425_000, 36, START, facts({ monthlyOutgoingsMinor: 80_000 }))).toMatchObject({ eligible: true, reasons: [], maxAmountMinor: 1_425_000 });
    const strict = checkEligibility(personalLoan(), 1_425_000, 36, START, facts({ monthlyOutgoingsMinor: 80_000 }), { monthlyShare: '0.3', singleShare: '0.5' });
    expect(strict.eligible).toBe(false);
    expect(strict.maxAmountMinor).toBe(maxAffordable(personalLoan(), 36, START, 200_000, 0, 80_000, { monthlyShare: '0.3', singleShare: '0.5' }));
    expect(strict.reasons[0].code).toBe('NOT_AFFORDABLE');
  });
});
