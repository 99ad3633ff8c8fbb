import type { Address } from '../../../src-domain/profile/address.entity';
import type { AddressDto } from '../../../src-domain/profile/address.dto';
import type { BankAccount } from '../../../src-domain/profile/bank-account.entity';
import type { BankAccountDto } from '../../../src-domain/profile/bank-account.dto';
import type { Employment } from '../../../src-domain/profile/employment.entity';
import type { EmploymentDto } from '../../../src-domain/profile/employment.dto';
import type { UserDetails } from '../../../src-domain/profile/user-details.entity';
import type { UserDetailsDto } from '../../../src-domain/profile/user-details.dto';
import { todayIso } from '../../../src-domain/profile/profile.rules';

/** A date `days` from today, `YYYY-MM-DD`. */
export function inDays(days: number): string {
  return todayIso(new Date(Date.now() + days * 86_400_000));
}

export const DETAILS_DTO: UserDetailsDto = {
  first_name: 'Ada',
  middle_name: null,
  last_name: 'Lovelace',
  date_of_birth: '1990-05-17',
  national_id: 'AB 12 34 56 C',
  gender: 'female',
  marital_status: 'married',
  dependants: 2,
  education: 'master',
  nationality: 'GB',
};

export const ADDRESS_DTO: AddressDto = {
  kind: 'home',
  line1: '12 Harrier Way',
  line2: null,
  city: 'Leeds',
  region: 'West Yorkshire',
  postal_code: 'LS1 4AP',
  country: 'GB',
  lived_from: '2019-06-01',
  residential_status: 'renting_private',
  is_primary: true,
};

export const BANK_DTO: BankAccountDto = {
  bank_name: 'Northern Bank',
  account_holder: 'Ada Lovelace',
  account_number: '31926819',
  routing_code: '60-16-13',
  currency: 'GBP',
  is_primary: true,
};

export const EMPLOYMENT_DTO: EmploymentDto = {
  employment_type: 'employed',
  employer_name: 'Analytical Engines Ltd',
  position: 'Engineer',
  start_date: '2019-09-01',
  monthly_gross_income: 235_000,
  monthly_net_income: 182_050,
  income_currency: 'GBP',
  pay_frequency: 'monthly',
  next_pay_date: inDays(10),
  employer_phone: '+441134960000',
};

export function aDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 1,
    firstName: 'Ada',
    middleName: null,
    lastName: 'Lovelace',
    dateOfBirth: '1990-05-17',
    nationalIdMasked: '•••• 456C',
    gender: 'female',
    maritalStatus: 'married',
    dependants: 2,
    education: 'master',
    nationality: 'GB',
    phone: '+447700900123',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    kind: 'home',
    line1: '12 Harrier Way',
    line2: null,
    city: 'Leeds',
    region: null,
    postalCode: 'LS1 4AP',
    country: 'GB',
    yearsAtAddress: 4,
    livedFrom: null,
    livedUntil: null,
    residentialStatus: 'renting_private',
    isPrimary: true,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function aBank(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: 1,
    bankName: 'Northern Bank',
    accountHolder: 'Ada Lovelace',
    accountKind: 'domestic',
    accountNumberMasked: '•••• 6819',
    routingCode: '601613',
    currency: 'GBP',
    isPrimary: true,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function anEmployment(overrides: Partial<Employment> = {}): Employment {
  return {
    id: 1,
    employmentType: 'employed',
    employerName: 'Analytical Engines Ltd',
    position: 'Engineer',
    startDate: '2019-09-01',
    monthlyGrossIncome: { amountMinor: 235_000, currency: 'GBP' },
    monthlyNetIncome: { amountMinor: 182_050, currency: 'GBP' },
    monthlyOutgoings: null,
    payFrequency: 'monthly',
    nextPayDate: inDays(10),
    employerPhone: null,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}
