/*
 * Plain predicates for the value and comparison rules of spec §5. Numbers may come as numbers or
 * as numeric strings (a form's input), never as blanks.
 */

/** between: a number from `min` to `max`, both included. */
export function isBetween(value: unknown, min: number, max: number): boolean {
  const number = asNumber(value);
  return number !== null && number >= min && number <= max;
}

/** min_value: a number no less than `min`. */
export function isMinValue(value: unknown, min: number): boolean {
  const number = asNumber(value);
  return number !== null && number >= min;
}

/** max_value: a number no greater than `max`. */
export function isMaxValue(value: unknown, max: number): boolean {
  const number = asNumber(value);
  return number !== null && number <= max;
}

/** confirmed: equals the value of its confirmation field. */
export function isConfirmed(value: unknown, confirmation: unknown): boolean {
  return value === confirmation;
}

/** is: strictly equals `expected` (a terms box that must be `true`). */
export function isExactly(value: unknown, expected: unknown): boolean {
  return value === expected;
}

/** is_not: anything but `unwanted` (a new password that must differ from the old one). */
export function isNot(value: unknown, unwanted: unknown): boolean {
  return value !== unwanted;
}

/** one_of: one of `allowed` (strict equality). */
export function isOneOf(value: unknown, allowed: readonly unknown[]): boolean {
  return allowed.includes(value);
}

/** not_one_of: none of `refused` (strict equality). */
export function isNotOneOf(value: unknown, refused: readonly unknown[]): boolean {
  return !refused.includes(value);
}

/** A finite number from a number or a decimal string (`'12'`, `'-3.5'`); null for anything else. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/.test(value.trim())) return null;
  return Number(value.trim());
}
