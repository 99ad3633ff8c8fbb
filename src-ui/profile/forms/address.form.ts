import type { Address } from '../../../src-domain/profile/address.entity';
import { AddressDto } from '../../../src-domain/profile/address.dto';
import { DATED_ADDRESS_KINDS, type AddressKind } from '../../../src-domain/profile/profile-options';
import { fieldErrorsOf, requiredFieldsOf } from '../../../src-domain/shared/validation/validate-input';
import { optionalText } from './form-values';

/** What the address form holds, exactly as typed. */
export interface AddressValues extends Record<string, string | boolean> {
  kind: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  /** `YYYY-MM-DD` moved in: asked of a home and a previous home. */
  lived_from: string;
  /** `YYYY-MM-DD` moved out: asked of a previous home. */
  lived_until: string;
  residential_status: string;
  is_primary: boolean;
}

/** `kind` is what a new address starts as: a previous home while the history falls short of three years. */
export function addressValuesOf(address: Address | null, isFirst: boolean, kind: AddressKind = 'home'): AddressValues {
  return {
    kind: address?.kind ?? kind,
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    postal_code: address?.postalCode ?? '',
    country: address?.country ?? 'GB',
    lived_from: address?.livedFrom ?? '',
    lived_until: address?.livedUntil ?? '',
    residential_status: address?.residentialStatus ?? '',
    is_primary: address?.isPrimary ?? (isFirst && kind !== 'previous'),
  };
}

/** True for the kinds that carry the dates of a stay. */
export function isDatedKind(kind: string): boolean {
  return DATED_ADDRESS_KINDS.includes(kind as AddressKind);
}

/** Dates go only with the kinds that have them, so a switched kind never sends a hidden date. */
export function addressDtoOf(values: AddressValues): AddressDto {
  const previous = values.kind === 'previous';
  return {
    kind: values.kind as AddressDto['kind'],
    line1: values.line1.trim(),
    line2: optionalText(values.line2),
    city: values.city.trim(),
    region: optionalText(values.region),
    postal_code: values.postal_code.trim().toUpperCase(),
    country: values.country.trim().toUpperCase(),
    lived_from: isDatedKind(values.kind) ? optionalText(values.lived_from) : null,
    lived_until: previous ? optionalText(values.lived_until) : null,
    residential_status: values.residential_status as AddressDto['residential_status'],
    is_primary: previous ? false : values.is_primary,
  };
}

export const validateAddress = (values: AddressValues) => fieldErrorsOf(AddressDto, addressDtoOf(values));

/** The fields the form marks "(required)": the DTO's, and the dates, which the form shows only for the kinds that need them. */
export const ADDRESS_REQUIRED: ReadonlySet<string> = new Set([...requiredFieldsOf(AddressDto), 'lived_from', 'lived_until']);
