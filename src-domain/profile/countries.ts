import { isISO31661Alpha2 } from 'class-validator';

/**
 * Every country of ISO 3166-1 with its English name. The codes are exactly those the DTOs accept
 * (class-validator's own list, kept by validator.js), the names come from the runtime's CLDR data
 * through Intl.DisplayNames, so neither is a hand-kept table that drifts (ADR 0032).
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const names = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'code' });

let codes: readonly string[] | null = null;

/** All ISO 3166-1 alpha-2 codes, computed once. */
export function countryCodes(): readonly string[] {
  codes ??= [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b)).filter((code) => isISO31661Alpha2(code));
  return codes;
}

/** "GB" → "United Kingdom"; a code the runtime cannot name is shown as is. */
export function countryName(code: string): string {
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code; // not a region code at all
  }
}

/** Code and name of every country, `first` (the lender's home) at the top and the rest by name. */
export function countriesByName(first: string = 'GB'): { code: string; name: string }[] {
  const all = countryCodes().map((code) => ({ code, name: countryName(code) }));
  const sorted = all.filter((c) => c.code !== first).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  const top = all.find((c) => c.code === first);
  return top ? [top, ...sorted] : sorted;
}
