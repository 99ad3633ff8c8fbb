import type { AddressKind, ResidentialStatus } from './profile-options';

/** Where the borrower lives, lived before, receives post or works. One address is the primary one. */
export interface Address {
  id: number;
  kind: AddressKind;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Whole years lived (or worked) at the address; for a dated address, counted from `livedFrom`. */
  yearsAtAddress: number;
  /** `YYYY-MM-DD` the borrower moved in; null on addresses saved before it was asked. */
  livedFrom: string | null;
  /** `YYYY-MM-DD` the borrower moved out: set on previous addresses only. */
  livedUntil: string | null;
  residentialStatus: ResidentialStatus;
  isPrimary: boolean;
  updatedAt: string;
}

/** The address in one line, for lists and confirmations. */
export function addressLine(address: Pick<Address, 'line1' | 'line2' | 'city' | 'postalCode' | 'country'>): string {
  return [address.line1, address.line2, address.city, address.postalCode, address.country].filter(Boolean).join(', ');
}
