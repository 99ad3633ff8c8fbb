/**
 * Money as the lender counts it: a whole number of minor units (pence, cents) and an ISO 4217
 * currency. Never a binary float: 0.1 + 0.2 is not a sum a borrower should see.
 */
export interface Money {
  /** Minor units (e.g. pence); an integer. */
  amountMinor: number;
  /** ISO 4217 code, upper case, e.g. `GBP`. */
  currency: string;
}

/** The currencies the portal accepts for incomes and accounts, the lender's own first. */
export const SUPPORTED_CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[number];
export const DEFAULT_CURRENCY: SupportedCurrency = 'GBP';

/** Currencies whose minor unit is not the cent (ISO 4217 exponent); everything else has 2 decimals. */
const EXPONENTS: Readonly<Record<string, number>> = { JPY: 0, KRW: 0, ISK: 0, BHD: 3, KWD: 3, OMR: 3, JOD: 3, TND: 3 };

/** Decimal places of `currency`'s minor unit (2 for GBP, 0 for JPY). */
export function minorDigitsOf(currency: string): number {
  return EXPONENTS[currency.toUpperCase()] ?? 2;
}

/** Largest amount accepted anywhere (10 million major units): far above any income, far below float trouble. */
export const MAX_MINOR_UNITS = 1_000_000_000;

export function money(amountMinor: number, currency: string = DEFAULT_CURRENCY): Money {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Money needs whole minor units, got ${amountMinor}.`);
  return { amountMinor, currency: currency.toUpperCase() };
}

/**
 * What a person types → minor units, or null when it is not an amount. Accepts "2,350.00",
 * "2350", "2 350.5", "£2,350" (a leading currency sign is ignored); refuses negative numbers,
 * more decimals than the currency has, and misplaced thousands separators ("2,35.00").
 */
export function parseMoneyInput(text: string, currency: string = DEFAULT_CURRENCY): number | null {
  const digits = minorDigitsOf(currency);
  const cleaned = text.trim().replace(/^[£$€]\s*/, '').replace(/[\s\u00a0]/g, '');
  if (cleaned === '') return null;
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const whole = match[1].replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor <= MAX_MINOR_UNITS ? minor : null;
}

/** Minor units → the plain text an input shows ("2350.00"), without grouping so it parses back. */
export function toMoneyInput(amountMinor: number, currency: string = DEFAULT_CURRENCY): string {
  const digits = minorDigitsOf(currency);
  if (digits === 0) return String(amountMinor);
  const sign = amountMinor < 0 ? '-' : '';
  const absolute = Math.abs(amountMinor);
  const whole = Math.floor(absolute / 10 ** digits);
  const fraction = String(absolute % 10 ** digits).padStart(digits, '0');
  return `${sign}${whole}.${fraction}`;
}

/** "£2,350.00" in the given locale; exact, because the major part is formatted from integers. */
export function formatMoney(value: Money, locale = 'en-GB'): string {
  const digits = minorDigitsOf(value.currency);
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  // Dividing by a power of ten is exact enough for display of safe integers at ≤ 3 decimals.
  return format.format(value.amountMinor / 10 ** digits);
}
