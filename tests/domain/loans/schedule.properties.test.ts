import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aprUkEu } from '../../../src-domain/loans/apr';
import type { InterestMethod } from '../../../src-domain/loans/loan-product.entity';
import { maxCostMinor, UK_HCSTC_CAP } from '../../../src-domain/loans/price-cap';
import { quoteLoan } from '../../../src-domain/loans/quote';
import { buildSchedule } from '../../../src-domain/loans/schedule';
import { paydayLoan, personalLoan } from './products.fixture';

const methods: InterestMethod[] = ['annuity', 'equal_principal', 'flat'];
const startDate = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const rate = fc.integer({ min: 0, max: 4_000 }).map((basisPoints) => (basisPoints / 10_000).toString());

describe('schedules, for any amount, term, rate, method and start date', () => {
  it('principal parts add up to the principal exactly, the balance ends at 0 and never rises, no part is negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 84 }), rate, fc.constantFrom(...methods), fc.constantFrom('monthly', 'actual_365'), startDate, (pounds, term, annualRate, interestMethod, dayCount, start) => {
        const principal = pounds * 1_000 + 7;
        const product = personalLoan({ interestMethod, dayCount: dayCount as 'monthly' | 'actual_365', annualRate, minTerm: 1, maxTerm: 84, minPrincipalMinor: 1 });
        const schedule = buildSchedule(product, principal, term, start);
        expect(schedule).toHaveLength(term);
        expect(schedule.reduce((sum, i) => sum + i.principalMinor, 0)).toBe(principal);
        expect(schedule.at(-1)!.balanceAfterMinor).toBe(0);
        let balance = principal;
        for (const instalment of schedule) {
          expect(instalment.principalMinor).toBeGreaterThanOrEqual(0);
          expect(instalment.interestMinor).toBeGreaterThanOrEqual(0);
          expect(instalment.paymentMinor).toBe(instalment.principalMinor + instalment.interestMinor + instalment.feeMinor);
          expect(instalment.balanceAfterMinor).toBe(balance - instalment.principalMinor);
          balance = instalment.balanceAfterMinor;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('annuity instalments are equal to the penny, except the last, which is within a pound of them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 500 }).map((n) => n * 5_000), fc.integer({ min: 12, max: 60 }), rate, startDate, (principal, term, annualRate, start) => {
        const schedule = buildSchedule(personalLoan({ annualRate }), principal, term, start);
        const regular = schedule[0].paymentMinor;
        for (const instalment of schedule.slice(0, -1)) expect(instalment.paymentMinor).toBe(regular);
        expect(Math.abs(schedule.at(-1)!.paymentMinor - regular)).toBeLessThanOrEqual(100);
      }),
      { numRuns: 200 },
    );
  });

  it('short-term credit never costs more than the cap allows, whatever it is priced at', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 100 }).map((n) => n * 1_000), fc.integer({ min: 7, max: 35 }), fc.integer({ min: 0, max: 20_000 }), startDate, (principal, days, basisPoints, start) => {
        const quote = quoteLoan(paydayLoan({ annualRate: (basisPoints / 1_000).toString() }), principal, days, start);
        expect(quote.totalCostMinor).toBeLessThanOrEqual(maxCostMinor(UK_HCSTC_CAP, principal, days));
        expect(quote.totalCostMinor).toBeLessThanOrEqual(principal);
      }),
      { numRuns: 200 },
    );
  });

  it('a higher rate never gives a lower APR', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 12, max: 60 }), (low, step, term) => {
        const quote = (basisPoints: number) => quoteLoan(personalLoan({ annualRate: (basisPoints / 1_000).toString() }), 500_000, term, '2026-05-31').aprPercent;
        expect(Number(quote(low + step))).toBeGreaterThanOrEqual(Number(quote(low)));
      }),
      { numRuns: 60 },
    );
  });

  it('any arrangement fee raises the APR', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.boolean(), fc.integer({ min: 12, max: 60 }), (feeMinor, financed, term) => {
        const plain = quoteLoan(personalLoan(), 500_000, term, '2026-05-31').aprPercent;
        const withFee = quoteLoan(personalLoan({ arrangementFee: { kind: 'fixed', amountMinor: feeMinor, financed } }), 500_000, term, '2026-05-31').aprPercent;
        expect(Number(withFee)).toBeGreaterThanOrEqual(Number(plain));
      }),
      { numRuns: 40 },
    );
  });

  it('a loan repaid with exactly what was lent has an APR of 0.0', () => {
    expect(aprUkEu([{ date: '2026-01-01', amountMinor: 100_000 }], [{ date: '2026-07-01', amountMinor: 100_000 }])).toBe('0.0');
  });
});
