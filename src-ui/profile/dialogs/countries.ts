import { countriesByName, countryName as nameOf } from '../../../src-domain/profile/countries';
import type { SelectOption } from '../../shared/select-field';

/** Every ISO 3166-1 country (the DTO's own list), the United Kingdom first, the rest by English name. */
export const COUNTRY_OPTIONS: SelectOption[] = countriesByName('GB').map(({ code, name }) => ({ value: code, label: name }));

/** "GB" → "United Kingdom"; an unknown code is shown as is. */
export function countryName(code: string): string {
  return nameOf(code);
}
