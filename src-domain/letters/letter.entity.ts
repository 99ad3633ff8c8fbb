/**
 * The letters a regulated lender sends about a loan (docs/design/letters.md §1): each kind is owed
 * under a section of the Consumer Credit Act 1974, cited in ADR 0038.
 */
export const LETTER_KINDS = [
  'annual-statement',
  'statement-of-account',
  'settlement-statement',
  'arrears-notice',
  'default-sums-notice',
  'collection-notice',
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

/** The plain title a borrower reads for each kind, on the page, in the bell and on the PDF. */
export const LETTER_TITLES: Readonly<Record<LetterKind, string>> = {
  'annual-statement': 'Annual statement',
  'statement-of-account': 'Statement of your account',
  'settlement-statement': 'Settlement statement',
  'arrears-notice': 'Notice of sums in arrears',
  'default-sums-notice': 'Notice of default sums',
  'collection-notice': 'Advance notice of your Direct Debit',
};

/**
 * The headline figures of a letter, as the list shows them without opening the PDF. Money in minor
 * units; which ones are present depends on the kind.
 */
export interface LetterSummary {
  paidToDateMinor?: number;
  arrearsMinor?: number;
  stillToPayMinor?: number;
  settlementTotalMinor?: number;
  /** `YYYY-MM-DD`: the last day a settlement statement's figure holds. */
  validUntil?: string;
  defaultSumMinor?: number;
  /** A collection notice's amount, and the day it is collected (`YYYY-MM-DD`). */
  collectionAmountMinor?: number;
  collectionDate?: string;
}

/** A letter as the borrower sees it: the client's view of a `LetterResource` (docs/design/letters.md §3). */
export interface Letter {
  id: number;
  loanId: number;
  loanReference: string;
  kind: LetterKind;
  title: string;
  /** ISO timestamp of its issue. */
  issuedAt: string;
  /** `YYYY-MM-DD`: the day the law says it must be sent by. */
  dueBy: string;
  templateVersion: string;
  /** ISO timestamp of the first download; null while unread. */
  readAt: string | null;
  /** False while its PDF is still being made. */
  ready: boolean;
  summary: LetterSummary;
}

/** True for one of the kinds (the wire may bring something newer than this client). */
export function isLetterKind(value: string): value is LetterKind {
  return (LETTER_KINDS as readonly string[]).includes(value);
}
