import type { LoanProduct } from '../../../src-domain/loans/loan-product.entity';

/** An instalment loan like the seeded personal loan: £1,000–£25,000 over 12–60 months at 12.9 %. */
export function personalLoan(overrides: Partial<LoanProduct> = {}): LoanProduct {
  return {
    alias: 'personal-loan',
    name: 'Personal loan',
    description: 'A fixed-rate loan repaid in equal monthly instalments.',
    currency: 'GBP',
    minPrincipalMinor: 100_000,
    maxPrincipalMinor: 2_500_000,
    principalStepMinor: 5_000,
    termUnit: 'months',
    minTerm: 12,
    maxTerm: 60,
    termStep: 1,
    frequency: 'monthly',
    interestMethod: 'annuity',
    dayCount: 'monthly',
    annualRate: '0.129',
    priceBands: [],
    arrangementFee: { kind: 'none' },
    lateFeeMinor: 1_200,
    requiredDocumentTypes: ['passport', 'proof-of-address'],
    eligibility: { minAge: 18, minMonthlyIncomeMinor: 100_000, employmentTypes: ['employed', 'self_employed'] },
    representative: { principalMinor: 500_000, term: 36 },
    active: true,
    ...overrides,
  };
}

/** A short-term loan priced at the UK cap: £100–£1,000 for 7–35 days at 0.8 % a day (292 % a year). */
export function paydayLoan(overrides: Partial<LoanProduct> = {}): LoanProduct {
  return {
    ...personalLoan(),
    alias: 'payday-loan',
    name: 'Short-term loan',
    description: 'A small loan repaid in one payment on your next payday.',
    minPrincipalMinor: 10_000,
    maxPrincipalMinor: 100_000,
    principalStepMinor: 1_000,
    termUnit: 'days',
    minTerm: 7,
    maxTerm: 35,
    frequency: 'single',
    dayCount: 'actual_365',
    annualRate: '2.92',
    lateFeeMinor: 1_500,
    representative: { principalMinor: 20_000, term: 30 },
    ...overrides,
  };
}
