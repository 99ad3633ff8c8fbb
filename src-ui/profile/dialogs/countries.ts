import type { SelectOption } from '../../shared/select-field';

/**
 * Countries offered in the forms (ISO 3166-1 alpha-2), the lender's markets first. The DTO accepts
 * any ISO code; this list is what a person picks from.
 */
const COUNTRIES: Record<string, string> = {
  GB: 'United Kingdom',
  IE: 'Ireland',
  US: 'United States',
  AT: 'Austria',
  BE: 'Belgium',
  BG: 'Bulgaria',
  CA: 'Canada',
  HR: 'Croatia',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DK: 'Denmark',
  EE: 'Estonia',
  FI: 'Finland',
  FR: 'France',
  DE: 'Germany',
  GR: 'Greece',
  HU: 'Hungary',
  IN: 'India',
  IT: 'Italy',
  LV: 'Latvia',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  MT: 'Malta',
  NL: 'Netherlands',
  NG: 'Nigeria',
  NO: 'Norway',
  PK: 'Pakistan',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SK: 'Slovakia',
  SI: 'Slovenia',
  ES: 'Spain',
  SE: 'Sweden',
  CH: 'Switzerland',
};

export const COUNTRY_OPTIONS: SelectOption[] = Object.entries(COUNTRIES).map(([value, label]) => ({ value, label }));

/** "GB" → "United Kingdom"; an unlisted code is shown as is. */
export function countryName(code: string): string {
  return COUNTRIES[code] ?? code;
}
