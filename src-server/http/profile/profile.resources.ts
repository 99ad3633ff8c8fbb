import { maskNumber } from '../../../src-domain/profile/bank-account.entity';
import type { AddressRecord } from '../../db/profile/addresses.repository';
import type { BankRecord } from '../../db/profile/banks.repository';
import type { EmploymentRecord } from '../../db/profile/employments.repository';
import type { UserDetailsRecord } from '../../db/profile/user-details.repository';

/**
 * The wire forms of the profile (Laravel resources, snake_case). The national ID and the account
 * number are never answered in full, not even to their owner: a stolen session must not turn
 * into a stolen identity or a direct debit (docs/decisions/0010-profile-secrets-masked.md).
 */

export function toUserDetailsResource(record: UserDetailsRecord, phone: string) {
  return {
    id: record.id,
    first_name: record.firstName,
    middle_name: record.middleName,
    last_name: record.lastName,
    date_of_birth: record.dateOfBirth,
    national_id_masked: maskNumber(record.nationalId),
    gender: record.gender,
    marital_status: record.maritalStatus,
    dependants: record.dependants,
    education: record.education,
    nationality: record.nationality,
    phone,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export function toAddressResource(record: AddressRecord) {
  return {
    id: record.id,
    kind: record.kind,
    line1: record.line1,
    line2: record.line2,
    city: record.city,
    region: record.region,
    postal_code: record.postalCode,
    country: record.country,
    years_at_address: record.yearsAtAddress,
    lived_from: record.livedFrom,
    lived_until: record.livedUntil,
    residential_status: record.residentialStatus,
    is_primary: record.isPrimary,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export function toBankResource(record: BankRecord) {
  return {
    id: record.id,
    bank_name: record.bankName,
    account_holder: record.accountHolder,
    account_kind: record.accountKind,
    account_number_masked: maskNumber(record.accountNumber),
    routing_code: record.routingCode,
    currency: record.currency,
    is_primary: record.isPrimary,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export function toEmploymentResource(record: EmploymentRecord) {
  return {
    id: record.id,
    employment_type: record.employmentType,
    employer_name: record.employerName,
    position: record.position,
    start_date: record.startDate,
    monthly_gross_income: record.monthlyGrossIncome.amountMinor,
    monthly_net_income: record.monthlyNetIncome.amountMinor,
    monthly_outgoings: record.monthlyOutgoings === null ? null : record.monthlyOutgoings.amountMinor,
    income_currency: record.monthlyGrossIncome.currency,
    pay_frequency: record.payFrequency,
    next_pay_date: record.nextPayDate,
    employer_phone: record.employerPhone,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}
