/** Where loans are paid out and repayments are collected. The full number never leaves the server. */
export interface BankAccount {
  id: number;
  bankName: string;
  accountHolder: string;
  /** `iban` for an IBAN, `domestic` for an account number with a sort code or routing number. */
  accountKind: 'iban' | 'domestic';
  /** E.g. `•••• 1234`: the last four characters, enough for the borrower to recognise it. */
  accountNumberMasked: string;
  /** Sort code, ABA routing number or BIC, as stored (not secret: it names the bank branch). */
  routingCode: string | null;
  /** ISO 4217. */
  currency: string;
  isPrimary: boolean;
  updatedAt: string;
}

/** The visible tail of an account or ID number; everything before it is hidden. */
export const MASK_PREFIX = '•••• ';

/** `GB82WEST12345698765432` → `•••• 5432`. Numbers of four characters or fewer are hidden whole. */
export function maskNumber(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  return compact.length <= 4 ? MASK_PREFIX.trim() : `${MASK_PREFIX}${compact.slice(-4)}`;
}
