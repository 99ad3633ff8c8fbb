import type { LoanProduct } from '../../src-domain/loans/loan-product.entity';

/** A branch as the seed and GET /api/branches describe it. */
export interface BranchSeed {
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postalCode: string;
  phone: string;
  email: string;
  openingHours: { days: string; hours: string }[];
}

/**
 * The starting catalogue of the demo lender, the three loans its brand describes. Priced within
 * the UK short-term price cap, with no arrangement or early-repayment fees (the brand's promise).
 * A lender replaces it with its own through the operator command.
 */
export const LOAN_CATALOGUE: readonly LoanProduct[] = [
  {
    alias: 'personal-loan',
    name: 'Personal loan',
    description:
      'A fixed amount repaid in equal monthly instalments. Your rate is fixed for the whole term, so the repayment never changes, and you can repay early at any time without a fee.',
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
    priceBands: [{ minPrincipalMinor: 100_000, maxPrincipalMinor: 299_999, minTerm: 12, maxTerm: 60, annualRate: '0.219' }],
    arrangementFee: { kind: 'none' },
    lateFeeMinor: 1_200,
    requiredDocumentTypes: ['proof-of-address', 'payslip', 'bank-statement'],
    eligibility: { minAge: 18, minMonthlyIncomeMinor: 100_000, employmentTypes: ['employed', 'self_employed', 'contract', 'retired'] },
    representative: { principalMinor: 500_000, term: 36 },
    active: true,
  },
  {
    alias: 'debt-consolidation-loan',
    name: 'Debt consolidation loan',
    description:
      'We pay off the card or overdraft balances you choose and you repay us in one monthly instalment. We show you what you pay today beside what you would pay with us, and tell you if consolidating would cost you more.',
    currency: 'GBP',
    minPrincipalMinor: 300_000,
    maxPrincipalMinor: 2_500_000,
    principalStepMinor: 5_000,
    termUnit: 'months',
    minTerm: 24,
    maxTerm: 60,
    termStep: 1,
    frequency: 'monthly',
    interestMethod: 'annuity',
    dayCount: 'monthly',
    annualRate: '0.149',
    priceBands: [{ minPrincipalMinor: 1_000_000, maxPrincipalMinor: 2_500_000, minTerm: 24, maxTerm: 60, annualRate: '0.119' }],
    arrangementFee: { kind: 'none' },
    lateFeeMinor: 1_200,
    requiredDocumentTypes: ['proof-of-address', 'payslip', 'bank-statement'],
    eligibility: { minAge: 21, minMonthlyIncomeMinor: 150_000, employmentTypes: ['employed', 'self_employed', 'contract'] },
    representative: { principalMinor: 800_000, term: 48 },
    active: true,
  },
  {
    alias: 'payday-loan',
    name: 'Short-term loan',
    description:
      'A small loan repaid in one payment on your next payday, 7 to 35 days away. Interest is 0.8% a day, the total cost is shown in pounds before you apply, and it never exceeds what you borrowed.',
    currency: 'GBP',
    minPrincipalMinor: 10_000,
    maxPrincipalMinor: 100_000,
    principalStepMinor: 1_000,
    termUnit: 'days',
    minTerm: 7,
    maxTerm: 35,
    termStep: 1,
    frequency: 'single',
    interestMethod: 'flat',
    dayCount: 'actual_365',
    annualRate: '2.92',
    priceBands: [],
    arrangementFee: { kind: 'none' },
    lateFeeMinor: 1_500,
    requiredDocumentTypes: ['proof-of-address'],
    eligibility: { minAge: 18, minMonthlyIncomeMinor: 80_000, employmentTypes: ['employed', 'self_employed', 'contract'] },
    representative: { principalMinor: 20_000, term: 30 },
    active: true,
  },
];

export const BRANCHES: readonly BranchSeed[] = [
  {
    name: 'Leeds (head office)',
    addressLine1: '3 Harrier Yard',
    addressLine2: null,
    city: 'Leeds',
    postalCode: 'LS1 4AP',
    phone: '0113 496 0000',
    email: 'leeds@kestrel.test',
    openingHours: [
      { days: 'Monday to Friday', hours: '9:00 to 17:30' },
      { days: 'Saturday', hours: '9:30 to 13:00' },
    ],
  },
  {
    name: 'Manchester',
    addressLine1: '41 Kestrel Street',
    addressLine2: 'Northern Quarter',
    city: 'Manchester',
    postalCode: 'M4 1LE',
    phone: '0161 496 0123',
    email: 'manchester@kestrel.test',
    openingHours: [{ days: 'Monday to Friday', hours: '9:00 to 17:30' }],
  },
  {
    name: 'Bristol',
    addressLine1: '12 Falcon Row',
    addressLine2: null,
    city: 'Bristol',
    postalCode: 'BS1 5TR',
    phone: '0117 496 0456',
    email: 'bristol@kestrel.test',
    openingHours: [{ days: 'Tuesday to Friday', hours: '9:30 to 17:00' }],
  },
];
