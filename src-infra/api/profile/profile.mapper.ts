import type { Address } from '../../../src-domain/profile/address.entity';
import type { BankAccount } from '../../../src-domain/profile/bank-account.entity';
import type { Employment } from '../../../src-domain/profile/employment.entity';
import {
  ADDRESS_KINDS,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  GENDERS,
  MARITAL_STATUSES,
  PAY_FREQUENCIES,
  RESIDENTIAL_STATUSES,
} from '../../../src-domain/profile/profile-options';
import type { UserDetails } from '../../../src-domain/profile/user-details.entity';
import { isRecord } from '../../http/response-body';
import { nullableInt } from '../shared/wire-checks';
import { malformed } from '../shared/wire-guards';

/**
 * Wire resources of the profile (snake_case, docs/api/openapi.json) → domain entities. Every field
 * is checked: a 2xx body that lacks one is an Unexpected error, never a half-filled entity.
 */

type Wire = Record<string, unknown>;

const str = (value: unknown): value is string => typeof value === 'string';
const nullableStr = (value: unknown): value is string | null => value === null || typeof value === 'string';
const int = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const bool = (value: unknown): value is boolean => typeof value === 'boolean';
/** A field added later (ADR 0032): a backend that does not send it yet means "not given". */
const laterStr = (value: unknown): value is string | null | undefined => value === undefined || nullableStr(value);
const oneOf = <T extends string>(values: readonly T[]) => (value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
const nullableOneOf = <T extends string>(values: readonly T[]) => (value: unknown): value is T | null => value === null || oneOf(values)(value);

function check(value: unknown, what: string, shape: Record<string, (v: unknown) => boolean>): Wire {
  if (!isRecord(value)) throw malformed(what);
  for (const [field, test] of Object.entries(shape)) if (!test(value[field])) throw malformed(what);
  return value;
}

export function toUserDetails(value: unknown): UserDetails {
  const w = check(value, 'user details', {
    id: int, first_name: str, middle_name: nullableStr, last_name: str, date_of_birth: str, national_id_masked: str,
    gender: nullableOneOf(GENDERS), marital_status: oneOf(MARITAL_STATUSES), dependants: int, education: nullableOneOf(EDUCATION_LEVELS),
    nationality: str, phone: str, updated_at: str,
  });
  return {
    id: w.id as number,
    firstName: w.first_name as string,
    middleName: w.middle_name as string | null,
    lastName: w.last_name as string,
    dateOfBirth: w.date_of_birth as string,
    nationalIdMasked: w.national_id_masked as string,
    gender: w.gender as UserDetails['gender'],
    maritalStatus: w.marital_status as UserDetails['maritalStatus'],
    dependants: w.dependants as number,
    education: w.education as UserDetails['education'],
    nationality: w.nationality as string,
    phone: w.phone as string,
    updatedAt: w.updated_at as string,
  };
}

export function toAddress(value: unknown): Address {
  const w = check(value, 'address', {
    id: int, kind: oneOf(ADDRESS_KINDS), line1: str, line2: nullableStr, city: str, region: nullableStr, postal_code: str,
    country: str, years_at_address: int, lived_from: laterStr, lived_until: laterStr, residential_status: oneOf(RESIDENTIAL_STATUSES), is_primary: bool, updated_at: str,
  });
  return {
    id: w.id as number,
    kind: w.kind as Address['kind'],
    line1: w.line1 as string,
    line2: w.line2 as string | null,
    city: w.city as string,
    region: w.region as string | null,
    postalCode: w.postal_code as string,
    country: w.country as string,
    yearsAtAddress: w.years_at_address as number,
    livedFrom: (w.lived_from as string | null | undefined) ?? null,
    livedUntil: (w.lived_until as string | null | undefined) ?? null,
    residentialStatus: w.residential_status as Address['residentialStatus'],
    isPrimary: w.is_primary as boolean,
    updatedAt: w.updated_at as string,
  };
}

export function toBankAccount(value: unknown): BankAccount {
  const w = check(value, 'bank account', {
    id: int, bank_name: str, account_holder: str, account_kind: oneOf(['iban', 'domestic'] as const), account_number_masked: str,
    routing_code: nullableStr, currency: str, is_primary: bool, updated_at: str,
  });
  return {
    id: w.id as number,
    bankName: w.bank_name as string,
    accountHolder: w.account_holder as string,
    accountKind: w.account_kind as BankAccount['accountKind'],
    accountNumberMasked: w.account_number_masked as string,
    routingCode: w.routing_code as string | null,
    currency: w.currency as string,
    isPrimary: w.is_primary as boolean,
    updatedAt: w.updated_at as string,
  };
}

export function toEmployment(value: unknown): Employment {
  const w = check(value, 'employment', {
    id: int, employment_type: oneOf(EMPLOYMENT_TYPES), employer_name: nullableStr, position: nullableStr, start_date: nullableStr,
    monthly_gross_income: int, monthly_net_income: int, monthly_outgoings: nullableInt, income_currency: str, pay_frequency: oneOf(PAY_FREQUENCIES),
    next_pay_date: nullableStr, employer_phone: nullableStr, updated_at: str,
  });
  const currency = w.income_currency as string;
  return {
    id: w.id as number,
    employmentType: w.employment_type as Employment['employmentType'],
    employerName: w.employer_name as string | null,
    position: w.position as string | null,
    startDate: w.start_date as string | null,
    monthlyGrossIncome: { amountMinor: w.monthly_gross_income as number, currency },
    monthlyNetIncome: { amountMinor: w.monthly_net_income as number, currency },
    monthlyOutgoings: w.monthly_outgoings === null ? null : { amountMinor: w.monthly_outgoings as number, currency },
    payFrequency: w.pay_frequency as Employment['payFrequency'],
    nextPayDate: w.next_pay_date as string | null,
    employerPhone: w.employer_phone as string | null,
    updatedAt: w.updated_at as string,
  };
}

/** Laravel's `{ "data": [...] }` → each item mapped. */
export { unwrapList } from '../shared/wire-guards';
