import type { Address } from './address.entity';
import type { BankAccount } from './bank-account.entity';
import type { Employment } from './employment.entity';
import type { UserDetails } from './user-details.entity';

/** Everything the borrower has told the lender about themselves. */
export interface Profile {
  /** Null until the borrower saves their details for the first time. */
  details: UserDetails | null;
  addresses: Address[];
  banks: BankAccount[];
  employments: Employment[];
}

export const EMPTY_PROFILE: Profile = { details: null, addresses: [], banks: [], employments: [] };
