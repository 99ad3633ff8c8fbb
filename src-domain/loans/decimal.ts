import DecimalJs from 'decimal.js';

/**
 * The one place exact decimals are configured (ADR 0013): 40 significant digits, half-up rounding.
 * Every rate and every intermediate money figure of the loan math is one of these, never a float.
 */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = DecimalJs;

/** An exact decimal from a decimal string ("0.129") or an integer. */
export function dec(value: string | number | Decimal): Decimal {
  return new Decimal(value);
}

/** Rounds to whole minor units, half up, as a safe integer. */
export function toMinor(value: Decimal): number {
  const rounded = value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  if (!rounded.abs().lte(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${rounded.toString()} minor units is out of range`);
  return rounded.toNumber();
}

/** Rounds down to whole minor units (a cap is never exceeded by rounding). */
export function toMinorFloor(value: Decimal): number {
  return value.toDecimalPlaces(0, Decimal.ROUND_FLOOR).toNumber();
}

/** A percentage string with `places` decimals from a rate ("0.1369" → "13.7"). */
export function toPercent(rate: Decimal, places = 1): string {
  return rate.times(100).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}
