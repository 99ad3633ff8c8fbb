import type { Address } from './address.entity';
import type { AddressDto } from './address.dto';
import type { BankAccount } from './bank-account.entity';
import type { BankAccountDto, BankAccountUpdateDto } from './bank-account.dto';
import type { Employment } from './employment.entity';
import type { EmploymentDto } from './employment.dto';
import type { UserDetails } from './user-details.entity';
import type { UserDetailsDto, UserDetailsUpdateDto } from './user-details.dto';

/** The lender's record of the signed-in borrower's profile, as the use-cases need it. Every call is the caller's own data. */
export interface ProfileGateway {
  /** GET /api/user_details — null until the first save. */
  details(): Promise<UserDetails | null>;
  /** POST /api/user_details */
  createDetails(input: UserDetailsDto): Promise<UserDetails>;
  /** POST /api/update_user_detail/{id} */
  updateDetails(id: number, input: UserDetailsUpdateDto): Promise<UserDetails>;

  /** GET /api/addresses */
  addresses(): Promise<Address[]>;
  /** POST /api/addresses */
  addAddress(input: AddressDto): Promise<Address>;
  /** PUT /api/addresses/{id} */
  updateAddress(id: number, input: AddressDto): Promise<Address>;

  /** GET /api/banks */
  banks(): Promise<BankAccount[]>;
  /** POST /api/banks */
  addBank(input: BankAccountDto): Promise<BankAccount>;
  /** PUT /api/banks/{id} */
  updateBank(id: number, input: BankAccountUpdateDto): Promise<BankAccount>;

  /** GET /api/user_employments */
  employments(): Promise<Employment[]>;
  /** POST /api/user_employments */
  addEmployment(input: EmploymentDto): Promise<Employment>;
  /** PUT /api/user_employments/{id} */
  updateEmployment(id: number, input: EmploymentDto): Promise<Employment>;
}

export const ProfileGateway = Symbol.for('ProfileGateway');
