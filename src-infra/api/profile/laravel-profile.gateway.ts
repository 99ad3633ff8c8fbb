import { newIdempotencyKey } from '../../http/idempotency-key';
import type { Address } from '../../../src-domain/profile/address.entity';
import type { AddressDto } from '../../../src-domain/profile/address.dto';
import type { BankAccount } from '../../../src-domain/profile/bank-account.entity';
import type { BankAccountDto, BankAccountUpdateDto } from '../../../src-domain/profile/bank-account.dto';
import type { Employment } from '../../../src-domain/profile/employment.entity';
import type { EmploymentDto } from '../../../src-domain/profile/employment.dto';
import type { ProfileGateway } from '../../../src-domain/profile/profile-gateway.port';
import type { UserDetails } from '../../../src-domain/profile/user-details.entity';
import type { UserDetailsDto, UserDetailsUpdateDto } from '../../../src-domain/profile/user-details.dto';
import type { HttpClient } from '../../http/http-client';
import { isRecord } from '../../http/response-body';
import { malformed, unwrapData } from '../shared/wire-guards';
import { toAddress, toBankAccount, toEmployment, toUserDetails, unwrapList } from './profile.mapper';

/**
 * Copies only the declared fields of a DTO: whatever else the caller's object carries stays off
 * the wire. `undefined` (left out) is dropped so an update keeps what the server has.
 */
function pick<T extends object>(input: T, fields: readonly (keyof T & string)[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) if (input[field] !== undefined) body[field] = input[field];
  return body;
}

const DETAILS_FIELDS = ['first_name', 'middle_name', 'last_name', 'date_of_birth', 'national_id', 'gender', 'marital_status', 'dependants', 'education', 'nationality'] as const;
const ADDRESS_FIELDS = ['kind', 'line1', 'line2', 'city', 'region', 'postal_code', 'country', 'years_at_address', 'lived_from', 'lived_until', 'residential_status', 'is_primary'] as const;
const BANK_FIELDS = ['bank_name', 'account_holder', 'account_number', 'routing_code', 'currency', 'is_primary'] as const;
const EMPLOYMENT_FIELDS = [
  'employment_type', 'employer_name', 'position', 'start_date', 'monthly_gross_income', 'monthly_net_income',
  'monthly_outgoings', 'income_currency', 'pay_frequency', 'next_pay_date', 'employer_phone',
] as const;

/** ProfileGateway over the Laravel-style API (docs/api/openapi.json, tag "profile"). */
export class LaravelProfileGateway implements ProfileGateway {
  constructor(private readonly http: HttpClient) {}

  async details(): Promise<UserDetails | null> {
    const body = await this.http.get<unknown>('/api/user_details');
    if (!isRecord(body) || !('data' in body)) throw malformed('user details');
    return body.data === null ? null : toUserDetails(body.data);
  }

  async createDetails(input: UserDetailsDto): Promise<UserDetails> {
    return toUserDetails(unwrapData(await this.http.post<unknown>('/api/user_details', pick(input, DETAILS_FIELDS), { idempotencyKey: newIdempotencyKey() }), 'user details'));
  }

  async updateDetails(id: number, input: UserDetailsUpdateDto): Promise<UserDetails> {
    const body = await this.http.post<unknown>(`/api/update_user_detail/${id}`, pick(input, DETAILS_FIELDS));
    return toUserDetails(unwrapData(body, 'user details'));
  }

  async addresses(): Promise<Address[]> {
    return unwrapList(await this.http.get<unknown>('/api/addresses'), 'address list', toAddress);
  }

  async addAddress(input: AddressDto): Promise<Address> {
    return toAddress(unwrapData(await this.http.post<unknown>('/api/addresses', pick(input, ADDRESS_FIELDS), { idempotencyKey: newIdempotencyKey() }), 'address'));
  }

  async updateAddress(id: number, input: AddressDto): Promise<Address> {
    return toAddress(unwrapData(await this.http.put<unknown>(`/api/addresses/${id}`, pick(input, ADDRESS_FIELDS)), 'address'));
  }

  async banks(): Promise<BankAccount[]> {
    return unwrapList(await this.http.get<unknown>('/api/banks'), 'bank account list', toBankAccount);
  }

  async addBank(input: BankAccountDto): Promise<BankAccount> {
    return toBankAccount(unwrapData(await this.http.post<unknown>('/api/banks', pick(input, BANK_FIELDS), { idempotencyKey: newIdempotencyKey() }), 'bank account'));
  }

  async updateBank(id: number, input: BankAccountUpdateDto): Promise<BankAccount> {
    return toBankAccount(unwrapData(await this.http.put<unknown>(`/api/banks/${id}`, pick(input, BANK_FIELDS)), 'bank account'));
  }

  async employments(): Promise<Employment[]> {
    return unwrapList(await this.http.get<unknown>('/api/user_employments'), 'employment list', toEmployment);
  }

  async addEmployment(input: EmploymentDto): Promise<Employment> {
    return toEmployment(unwrapData(await this.http.post<unknown>('/api/user_employments', pick(input, EMPLOYMENT_FIELDS), { idempotencyKey: newIdempotencyKey() }), 'employment'));
  }

  async updateEmployment(id: number, input: EmploymentDto): Promise<Employment> {
    return toEmployment(unwrapData(await this.http.put<unknown>(`/api/user_employments/${id}`, pick(input, EMPLOYMENT_FIELDS)), 'employment'));
  }
}
