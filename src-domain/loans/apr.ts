import { wholeMonthsBetween, daysBetween, isCalendarDate } from '../shared/calendar-date';
import { ValidationFailed } from '../shared/errors';
import { Decimal, dec, toPercent } from './decimal';

/** A dated amount; drawdowns and repayments are passed separately, both as positive amounts. */
export interface CashFlow {
  date: string;
  amountMinor: number;
}

/** Which APR the brand shows: the UK/EU effective rate, or the US Regulation Z actuarial (nominal) rate. */
export type AprRegime = 'uk_eu' | 'us_reg_z';

/** Solving needs fewer digits than money: the answer is shown to 0.1 percentage points. */
const Solver = Decimal.clone({ precision: 24 });
type SolverDecimal = InstanceType<typeof Solver>;
/** The bracket is narrowed to well under 0.01 percentage points (10⁻⁸ as a rate). */
const TOLERANCE = new Solver('1e-8');

/**
 * The annual percentage rate of charge as the UK and EU define it (CONC App 1.2; Consumer Credit
 * Directive 2008/48/EC, Annex I): the effective annual rate X at which the drawdowns and the
 * repayments have equal present value, Σ D·(1+X)^−t = Σ R·(1+X)^−s, with t and s in years from
 * the first drawdown. Time is counted in days ÷ 365, or, with `basis` 'months' (monthly
 * instalments), a date a whole number of months on counts as that many twelfths of a year ("12
 * equal months") and any other in days. Percent, one decimal place.
 */
export function aprUkEu(drawdowns: CashFlow[], repayments: CashFlow[], basis: 'days' | 'months' = 'days'): string {
  if (drawdowns.length === 0 || repayments.length === 0) throw new RangeError('An APR needs at least one drawdown and one repayment.');
  // A date the calendar cannot count from (a year past 9999 is no longer `YYYY-MM-DD`) is the input's fault, not the solver's.
  if (![...drawdowns, ...repayments].every((flow) => isCalendarDate(flow.date))) throw new ValidationFailed({}, 'An APR can be worked out only for dates written YYYY-MM-DD.');
  const origin = drawdowns.map((flow) => flow.date).sort()[0];
  const timed = (flows: CashFlow[], sign: 1 | -1) =>
    flows.map((flow) => {
      const months = basis === 'months' ? wholeMonthsBetween(origin, flow.date) : null;
      return { amount: new Solver(flow.amountMinor * sign), months, days: months === null ? daysBetween(origin, flow.date) : 0 };
    });
  const flows = [...timed(drawdowns, 1), ...timed(repayments, -1)];
  // A fractional power costs a logarithm and an exponential at 24 digits, the solver's main cost: only the discount factors some flow uses are computed.
  const usesMonths = flows.some((flow) => flow.months !== null);
  const usesDays = flows.some((flow) => flow.months === null);
  // Present value of drawdowns minus repayments: rises with X when more is repaid than lent.
  const presentValue = (x: SolverDecimal): SolverDecimal => {
    const perMonth = usesMonths ? x.plus(1).pow(new Solver(-1).div(12)) : null;
    const perDay = usesDays ? x.plus(1).pow(new Solver(-1).div(365)) : null;
    return flows.reduce((sum, flow) => sum.plus(flow.amount.times(flow.months !== null ? perMonth!.pow(flow.months) : perDay!.pow(flow.days))), new Solver(0));
  };
  // The same equation in floating point finds where the root is, cheaply; the decimal one then
  // decides on which side of each rounding boundary it lies.
  const years = flows.map((flow) => ({ amount: flow.amount.toNumber(), years: flow.months !== null ? flow.months / 12 : flow.days / 365 }));
  const estimate = bisectFloat((x) => years.reduce((sum, flow) => sum + flow.amount * (1 + x) ** -flow.years, 0));
  if (estimate === null) return toPercent(dec(bisect(presentValue).toString()));
  const noise = flows.reduce((sum, flow) => sum.plus(flow.amount.abs()), new Solver(0)).times(ROUNDING_NOISE);
  return roundedPercent(presentValue, estimate, noise);
}

/** Present values this close to zero (relative to the amounts) are the decimals' own noise: the root is on the boundary. */
const ROUNDING_NOISE = new Solver('1e-15');

/**
 * The root of the increasing `presentValue` as a percentage to one decimal place, rounded half up
 * as CONC App 1.2 rounds the APR, starting from a floating-point `estimate`. The root is at least a
 * boundary b exactly when presentValue(b) ≤ 0; a value within `noise` of zero is a root on the
 * boundary (£1,000 repaid with £1,050 six months later is exactly 10.25 %, hence 10.3 %), which
 * bisecting to a tolerance would leave to chance.
 */
function roundedPercent(presentValue: (x: SolverDecimal) => SolverDecimal, estimate: number, noise: SolverDecimal): string {
  const step = new Solver('0.001'); // 0.1 percentage points, as a rate
  const atLeast = (boundary: SolverDecimal) => presentValue(boundary).lte(noise);
  let tenths = Math.round(estimate * 1000); // float-ok: the estimate only picks where to start; the exact equation below decides each boundary
  for (let moves = 0; moves < 100; moves += 1) {
    const lower = new Solver(tenths).minus(0.5).times(step);
    const upper = new Solver(tenths).plus(0.5).times(step);
    if (!atLeast(lower)) tenths -= 1;
    else if (atLeast(upper)) tenths += 1;
    else return new Solver(tenths).div(10).toFixed(1);
  }
  throw new RangeError('The APR could not be settled to one decimal place.');
}

/** The root of an increasing `f` on (−0.99, 10⁶] in floating point, or null when it is not in there. */
function bisectFloat(f: (x: number) => number): number | null {
  let low = -0.99;
  let high = 1;
  while (f(high) < 0) {
    high *= 2;
    if (high > 1e6) throw new RangeError('The APR is beyond any credit this portal offers.');
  }
  if (!(f(low) < 0)) return null;
  for (let step = 0; step < 200 && high - low > Math.abs(low + high) * 1e-15 + 1e-18; step += 1) {
    const middle = (low + high) / 2;
    if (f(middle) < 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The root of an increasing `f` on (−1, ∞), found by bisection. */
function bisect(f: (x: SolverDecimal) => SolverDecimal): SolverDecimal {
  let low = new Solver('-0.99');
  let high = new Solver(1);
  while (f(high).isNegative()) {
    high = high.times(2);
    if (high.gt(1e6)) throw new RangeError('The APR is beyond any credit this portal offers.');
  }
  if (f(low).isPositive()) return low;
  while (high.minus(low).gt(TOLERANCE)) {
    const middle = low.plus(high).div(2);
    if (f(middle).isNegative()) low = middle;
    else high = middle;
  }
  return low.plus(high).div(2);
}

/**
 * US Regulation Z (12 CFR 1026, Appendix J) actuarial APR for regular payments: the unit-period
 * rate times the number of unit periods in a year, percent to two decimal places.
 */
export function aprRegulationZ(periodRate: string, periodsPerYear: number | string): string {
  return toPercent(dec(periodRate).times(periodsPerYear), 2);
}

/**
 * The unit-period rate i at which `payments` (one each unit period, the first one period after the
 * advance) repay `amountFinancedMinor`: Σ Pₖ·(1+i)^−k = A. A decimal string.
 */
export function unitPeriodRate(amountFinancedMinor: number, paymentsMinor: number[]): string {
  const advance = new Solver(amountFinancedMinor);
  const f = (i: SolverDecimal) => {
    const v = new Solver(1).div(i.plus(1));
    let factor = new Solver(1);
    let present = new Solver(0);
    for (const payment of paymentsMinor) {
      factor = factor.times(v);
      present = present.plus(factor.times(payment));
    }
    return advance.minus(present);
  };
  return bisect(f).toString();
}
