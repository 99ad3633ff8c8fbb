import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aprUkEu, type CashFlow } from '../../../src-domain/loans/apr';
import { buildSchedule } from '../../../src-domain/loans/schedule';
import { Decimal } from '../../../src-domain/loans/decimal';
import { personalLoan } from './products.fixture';

/**
 * The equation solved slowly and plainly: decimal bisection (34 digits) to 10⁻¹³ of the rate, rounded half up
 * to 0.1 percentage points. `nearBoundary` tells when the root is too close to a rounding boundary
 * for this reference itself to know the side.
 */
function reference(lent: CashFlow, repaid: CashFlow[], basis: 'days' | 'months'): { percent: string; nearBoundary: boolean } {
  const D = Decimal.clone({ precision: 34 });
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const monthsBetween = (from: string, to: string) => {
    const [fy, fm, fd] = from.split('-').map(Number);
    const [ty, tm, td] = to.split('-').map(Number);
    const months = (ty - fy) * 12 + (tm - fm);
    const lastOfMonth = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
    return td === fd || (td === lastOfMonth && fd > lastOfMonth) ? months : null;
  };
  // Each flow's time as a whole number of months or of days, so one root per bisection step serves them all.
  const periods = (date: string) => {
    const months = basis === 'months' ? monthsBetween(lent.date, date) : null;
    return months !== null ? { months, days: 0 } : { months: null, days: day(date) - day(lent.date) };
  };
  const flows = [{ amount: new D(lent.amountMinor), months: 0, days: 0 }, ...repaid.map((r) => ({ amount: new D(-r.amountMinor), ...periods(r.date) }))];
  const f = (x: Decimal) => {
    const perMonth = x.plus(1).pow(new D(-1).div(12));
    const perDay = x.plus(1).pow(new D(-1).div(365));
    return flows.reduce((sum, flow) => sum.plus(flow.amount.times(flow.months !== null ? perMonth.pow(flow.months) : perDay.pow(flow.days))), new D(0));
  };
  let low = new D('-0.99');
  let high = new D(1);
  while (f(high).isNegative()) high = high.times(2);
  while (high.minus(low).gt('1e-13')) {
    const middle = low.plus(high).div(2);
    if (f(middle).isNegative()) low = middle;
    else high = middle;
  }
  const root = low.plus(high).div(2).times(1000);
  const distance = root.minus(root.minus(0.5).floor()).minus(0.5).abs();
  return { percent: root.div(10).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toFixed(1), nearBoundary: distance.lt('1e-7') };
}

describe('the UK/EU APR', () => {
  it('agrees with a plain, slow solution of the equation for any amount, term, rate, start date and time basis', { timeout: 60_000 }, () => {
    const start = fc.date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 25_000 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 4_000 }), fc.constantFrom('monthly', 'actual_365'), fc.constantFrom('days' as const, 'months' as const), start, (pounds, term, basisPoints, dayCount, basis, first) => {
        const product = personalLoan({ dayCount: dayCount as 'monthly' | 'actual_365', annualRate: (basisPoints / 10_000).toString(), minTerm: 1, maxTerm: 60, minPrincipalMinor: 1 });
        const schedule = buildSchedule(product, pounds * 100, term, first);
        const lent = { date: first, amountMinor: pounds * 100 };
        const repaid = schedule.map((instalment) => ({ date: instalment.dueDate, amountMinor: instalment.paymentMinor }));
        const expected = reference(lent, repaid, basis);
        fc.pre(!expected.nearBoundary);
        expect(aprUkEu([lent], repaid, basis)).toBe(expected.percent);
      }),
      { numRuns: 40 },
    );
  });

  it('a rate exactly on a rounding boundary rounds up, counted in days too: £1,000 repaid with £1,102.50 after 365 days is 10.25 %, shown 10.3 %', () => {
    expect(aprUkEu([{ date: '2026-01-01', amountMinor: 100_000 }], [{ date: '2027-01-01', amountMinor: 110_250 }])).toBe('10.3');
    expect(aprUkEu([{ date: '2026-01-01', amountMinor: 100_000 }], [{ date: '2027-01-01', amountMinor: 110_249 }])).toBe('10.2');
  });
});
