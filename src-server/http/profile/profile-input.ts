import type { AddressDto } from '../../../src-domain/profile/address.dto';
import type { BankAccountDto, BankAccountUpdateDto } from '../../../src-domain/profile/bank-account.dto';
import type { EmploymentDto } from '../../../src-domain/profile/employment.dto';
import { ageOn, compactAccountText, looksLikeIban } from '../../../src-domain/profile/profile.rules';
import { normaliseNino } from '../../../src-domain/profile/national-insurance';
import type { UserDetailsDto, UserDetailsUpdateDto } from '../../../src-domain/profile/user-details.dto';
import type { AddressFields } from '../../db/profile/addresses.repository';
import type { BankFields } from '../../db/profile/banks.repository';
import type { EmploymentFields } from '../../db/profile/employments.repository';
import type { UserDetailsFields } from '../../db/profile/user-details.repository';

/**
 * Validated DTOs → the fields stored. Text is trimmed, blank optional text becomes null, codes are
 * upper-cased and account numbers compacted, so "gb82 west…" and "GB82WEST…" are one account.
 */

const text = (value: string) => value.trim().replace(/\s+/g, ' ');
const optional = (value: string | null | undefined) => (value === undefined || value === null || value.trim() === '' ? null : text(value));

export function detailsFields(dto: UserDetailsDto | UserDetailsUpdateDto, keptNationalId: string | null): UserDetailsFields {
  return {
    firstName: text(dto.first_name),
    middleName: optional(dto.middle_name),
    lastName: text(dto.last_name),
    dateOfBirth: dto.date_of_birth,
    nationalId: dto.national_id ? normaliseNino(dto.national_id) : (keptNationalId ?? ''),
    gender: dto.gender ?? null,
    maritalStatus: dto.marital_status,
    dependants: dto.dependants,
    education: dto.education ?? null,
    nationality: dto.nationality.toUpperCase(),
  };
}

/** `today` (`YYYY-MM-DD`) counts a dated address's whole years, so the two never disagree. */
export function addressFields(dto: AddressDto, today: string): AddressFields {
  const livedFrom = optional(dto.lived_from);
  return {
    kind: dto.kind,
    line1: text(dto.line1),
    line2: optional(dto.line2),
    city: text(dto.city),
    region: optional(dto.region),
    postalCode: text(dto.postal_code).toUpperCase(),
    country: dto.country.toUpperCase(),
    yearsAtAddress: livedFrom ? Math.max(0, ageOn(livedFrom, today)) : (dto.years_at_address ?? 0),
    livedFrom,
    livedUntil: dto.kind === 'previous' ? optional(dto.lived_until) : null,
    residentialStatus: dto.residential_status,
  };
}

/** `kept` is the stored number, used when an update leaves `account_number` out. */
export function bankFields(dto: BankAccountDto | BankAccountUpdateDto, kept: string | null): BankFields {
  const given = optional(dto.account_number);
  const accountNumber = given ? compactAccountText(given) : (kept ?? '');
  const routing = optional(dto.routing_code);
  return {
    bankName: text(dto.bank_name),
    accountHolder: text(dto.account_holder),
    accountKind: looksLikeIban(accountNumber) ? 'iban' : 'domestic',
    accountNumber,
    routingCode: routing ? compactAccountText(routing) : null,
    currency: dto.currency,
  };
}

export function employmentFields(dto: EmploymentDto): EmploymentFields {
  const currency = dto.income_currency;
  return {
    employmentType: dto.employment_type,
    employerName: optional(dto.employer_name),
    position: optional(dto.position),
    startDate: optional(dto.start_date),
    monthlyGrossIncome: { amountMinor: dto.monthly_gross_income, currency },
    monthlyNetIncome: { amountMinor: dto.monthly_net_income, currency },
    monthlyOutgoings: dto.monthly_outgoings === undefined || dto.monthly_outgoings === null ? null : { amountMinor: dto.monthly_outgoings, currency },
    payFrequency: dto.pay_frequency,
    nextPayDate: optional(dto.next_pay_date),
    employerPhone: optional(dto.employer_phone),
  };
}
