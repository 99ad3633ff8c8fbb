import { wholeMonthsBetween, daysBetween } from './calendar-date';
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
  const rate = bisect(presentValue);
  return toPercent(dec(rate.toString()));
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
