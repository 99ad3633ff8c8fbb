import type { Address } from '../../../src-domain/profile/address.entity';
import { AddressDto } from '../../../src-domain/profile/address.dto';
import { fieldErrorsOf, requiredFieldsOf } from '../../../src-domain/shared/validation/validate-input';
import { optionalText, wholeNumber } from './form-values';

/** What the address form holds, exactly as typed. */
export interface AddressValues extends Record<string, string | boolean> {
  kind: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  years_at_address: string;
  residential_status: string;
  is_primary: boolean;
}

export function addressValuesOf(address: Address | null, isFirst: boolean): AddressValues {
  return {
    kind: address?.kind ?? 'home',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    region: address?.region ?? '',
    postal_code: address?.postalCode ?? '',
    country: address?.country ?? 'GB',
    years_at_address: address ? String(address.yearsAtAddress) : '',
    residential_status: address?.residentialStatus ?? '',
    is_primary: address?.isPrimary ?? isFirst,
  };
}

export function addressDtoOf(values: AddressValues): AddressDto {
  return {
    kind: values.kind as AddressDto['kind'],
    line1: values.line1.trim(),
    line2: optionalText(values.line2),
    city: values.city.trim(),
    region: optionalText(values.region),
    postal_code: values.postal_code.trim().toUpperCase(),
    country: values.country.trim().toUpperCase(),
    years_at_address: wholeNumber(values.years_at_address) as number,
    residential_status: values.residential_status as AddressDto['residential_status'],
    is_primary: values.is_primary,
  };
}

export const validateAddress = (values: AddressValues) => fieldErrorsOf(AddressDto, addressDtoOf(values));

/** The fields the form marks "(required)": those its DTO always requires. */
export const ADDRESS_REQUIRED = requiredFieldsOf(AddressDto);
