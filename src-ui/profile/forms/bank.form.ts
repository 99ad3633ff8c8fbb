import type { BankAccount } from '../../../src-domain/profile/bank-account.entity';
import { BankAccountDto, BankAccountUpdateDto } from '../../../src-domain/profile/bank-account.dto';
import { DEFAULT_CURRENCY } from '../../../src-domain/shared/money';
import { fieldErrorsOf, requiredFieldsOf } from '../../../src-domain/shared/validation/validate-input';
import { optionalText } from './form-values';

/** What the bank account form holds, exactly as typed. */
export interface BankValues extends Record<string, string | boolean> {
  bank_name: string;
  account_holder: string;
  account_number: string;
  routing_code: string;
  currency: string;
  is_primary: boolean;
}

export function bankValuesOf(bank: BankAccount | null, isFirst: boolean, holder: string): BankValues {
  return {
    bank_name: bank?.bankName ?? '',
    account_holder: bank?.accountHolder ?? holder,
    account_number: '', // never shown in full: re-entered only to change it
    routing_code: bank?.routingCode ?? '',
    currency: bank?.currency ?? DEFAULT_CURRENCY,
    is_primary: bank?.isPrimary ?? isFirst,
  };
}

export function bankDtoOf(values: BankValues, updating: boolean): BankAccountDto | BankAccountUpdateDto {
  const number = values.account_number.trim();
  return {
    bank_name: values.bank_name.trim(),
    account_holder: values.account_holder.trim(),
    ...(number !== '' || !updating ? { account_number: number } : {}),
    routing_code: optionalText(values.routing_code),
    currency: values.currency as BankAccountDto['currency'],
    is_primary: values.is_primary,
  };
}

/** The UK form of bank details: what a borrower reads on their card (issue 14). */
export const UK_BANK_MESSAGES = {
  accountNumber: 'Enter the 8-digit account number, like 31926819.',
  sortCode: 'Enter the 6-digit sort code, like 60-16-13.',
} as const;

/** The checks of the shared DTO, and for a UK lender those of a sort code and an 8-digit account number. */
export function validateBank(updating: boolean, format: 'uk' | 'international' = 'international') {
  return async (values: BankValues) => {
    const errors = await fieldErrorsOf(updating ? BankAccountUpdateDto : BankAccountDto, bankDtoOf(values, updating));
    if (format !== 'uk') return errors;
    const number = values.account_number.replace(/[\s-]/g, '');
    if ((number !== '' || !updating) && !/^\d{8}$/.test(number)) errors.account_number = [UK_BANK_MESSAGES.accountNumber];
    if (!/^\d{6}$/.test(values.routing_code.replace(/[\s-]/g, ''))) errors.routing_code = [UK_BANK_MESSAGES.sortCode];
    return errors;
  };
}

/** The fields the form marks "(required)": those its DTO always requires. */
export const BANK_REQUIRED = requiredFieldsOf(BankAccountDto);
