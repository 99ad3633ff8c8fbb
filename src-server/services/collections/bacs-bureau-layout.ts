import type { CollectionSequence } from '../../../src-domain/collections/collection-provider.port';

/*
 * THE ONE PLACE THE BUREAU'S FILE LAYOUT LIVES. UNVERIFIED (ADR 0046).
 *
 * Nothing here was read from the lender's bureau specification, which we do not have yet. The codes are
 * the Bacs transaction codes as commonly published (AUDDIS 0N new and 0C cancel are named in Bacs' "The
 * Service User's Guide and Rules to the Direct Debit Scheme", v5.3, December 2019, section 7E; the
 * collection codes 01/17/18 and the ARUDD reason codes are from secondary sources), and the CSV columns
 * are our own guess at a bureau's CSV import. Before go-live: replace every value below with the
 * bureau's specification, name its title and version here and in ADR 0046, and remove this warning.
 */
export const BUREAU_LAYOUT_VERIFIED = false;

/** AUDDIS instruction codes: a new Direct Debit Instruction, and its cancellation. */
export const AUDDIS_TRANSACTION_CODES = { lodge: '0N', cancel: '0C' } as const;

/** Collection transaction codes by the collection's place on its mandate. */
export const COLLECTION_TRANSACTION_CODES: Readonly<Record<CollectionSequence, string>> = {
  first: '01',
  regular: '17',
  re_presented: '18',
};

/** The columns of an outgoing file (mandate instructions and collections), in order. */
export const OUTGOING_COLUMNS = ['transaction_code', 'sort_code', 'account_number', 'account_name', 'reference', 'amount_pence', 'processing_date'] as const;

/** The columns of an unpaid report (ARUDD-style CSV) we read back, by name. */
export const RETURN_COLUMNS = { reportId: 'report_id', reference: 'reference', amountPence: 'amount_pence', dueOn: 'due_date', returnedOn: 'returned_on', reasonCode: 'reason_code' } as const;

/** How the files are named in the bureau's folders. */
export const FILE_NAMES = {
  mandates: (stamp: string, id: string) => `auddis-${stamp}-${id}.csv`,
  collections: (stamp: string, id: string) => `collections-${stamp}-${id}.csv`,
  /** Unpaid reports the bureau drops: every `.csv` in the inbox. */
  isReturnReport: (name: string) => name.toLowerCase().endsWith('.csv'),
} as const;

/** Account names as Bacs carries them: 18 characters, upper case, letters, digits and a few signs. */
export function bacsAccountName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9 .&/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 18);
}
