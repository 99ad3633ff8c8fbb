import type { DocumentBlock } from '../agreements/document-blocks';

/** How a lender takes the scheduled payments: by Direct Debit from the borrower's account, or by the borrower's own transfer. */
export const COLLECTION_METHODS = ['direct_debit', 'transfer'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];

/** A mandate's life at the bank: lodged and waiting, accepted, cancelled (by a change of account or the borrower), or refused by the bank. */
export const MANDATE_STATUSES = ['pending', 'active', 'cancelled', 'failed'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/** The borrower's Direct Debit instruction, as the bank and the borrower know it. The full account number never leaves the server. */
export interface Mandate {
  /** The mandate reference the borrower's bank shows beside the debits. */
  reference: string;
  status: MandateStatus;
  accountHolder: string;
  bankName: string;
  /** As stored, e.g. "12-34-56". */
  sortCode: string;
  /** The account number's last four digits. */
  accountLast4: string;
  /** When the instruction was sent to the bank; null while it waits to be sent. */
  lodgedAt: string | null;
  /** Collections already with the bank on the mandate this one replaced: they come from the old account (ADR 0046). */
  onPreviousAccount: CollectionOnPreviousAccount[];
}

/** A payment the borrower's previous account still makes, because the bank had it before the change of account. */
export interface CollectionOnPreviousAccount {
  amountMinor: number;
  /** `YYYY-MM-DD` */
  dueOn: string;
  mandateReference: string;
  accountLast4: string;
}

/** The Direct Debit Guarantee in the scheme's words, as the server's brand template renders it. */
export interface DirectDebitGuarantee {
  version: string;
  blocks: DocumentBlock[];
}

/** The borrower's Direct Debit as a whole: how the lender collects, the mandate (if any) and the Guarantee to show. */
export interface DirectDebitSetup {
  method: CollectionMethod;
  mandate: Mandate | null;
  guarantee: DirectDebitGuarantee;
}

/**
 * True when the mandate can be collected on (or soon will be): signing an offer needs one. A
 * cancelled or failed mandate must be set up again.
 */
export function isLiveMandate(mandate: Mandate | null): mandate is Mandate {
  return mandate !== null && (mandate.status === 'pending' || mandate.status === 'active');
}
