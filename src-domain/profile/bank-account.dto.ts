import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SUPPORTED_CURRENCIES, type SupportedCurrency } from '../shared/money';
import { Required } from '../shared/validation/rules';
import { AccountNumber, RoutingCodeFor } from './profile.rules';

const ACCOUNT_NUMBER_MESSAGE = 'Enter an IBAN, or an account number of 6 to 17 digits.';
const ROUTING_CODE_MESSAGE = 'Enter the sort code (6 digits) or routing number (9 digits); for an IBAN, the BIC or nothing.';
/** Names on accounts: letters, spaces, apostrophes, dots, hyphens and "&" for joint accounts. */
const ACCOUNT_HOLDER = /^[\p{L}\p{M}][\p{L}\p{M}' .&-]*$/u;

/** The fields both writes of a bank account share. */
abstract class BankAccountFields {
  @Required() @IsString() @MaxLength(100)
  bank_name!: string;

  @Required() @IsString() @MaxLength(100) @Matches(ACCOUNT_HOLDER)
  account_holder!: string;

  /** Sort code, ABA routing number, or BIC: required for a domestic account number, optional with an IBAN. */
  @RoutingCodeFor('account_number', { message: ROUTING_CODE_MESSAGE })
  routing_code?: string | null;

  @Required() @IsIn(SUPPORTED_CURRENCIES)
  currency!: SupportedCurrency;

  /** Pay loans into and collect repayments from this account (the previous primary one stops being it). */
  @IsOptional() @IsBoolean()
  is_primary?: boolean;
}

/** Body of POST /api/banks. */
export class BankAccountDto extends BankAccountFields {
  /** An IBAN (checksum verified) or a domestic account number; spaces and dashes are allowed. */
  @Required() @IsString() @MaxLength(42) @AccountNumber({ message: ACCOUNT_NUMBER_MESSAGE })
  account_number!: string;
}

/** Body of PUT /api/banks/{id}: the number is never sent back to the client, so it is re-entered only to change it. */
export class BankAccountUpdateDto extends BankAccountFields {
  @IsOptional() @IsString() @MaxLength(42) @AccountNumber({ message: ACCOUNT_NUMBER_MESSAGE })
  account_number?: string | null;
}
