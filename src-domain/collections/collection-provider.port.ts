/*
 * How the lender's repayments are collected (issue 26, docs/design/repaying-exactly.md §5, ADR 0046).
 * The servicing run speaks to the payment scheme only through this port; a Bacs bureau's folder is the
 * first adapter, a no-op the one of a brand that collects by transfer.
 */

/** How a brand collects its instalments: by Direct Debit, or by the borrower's own transfer. */
export type CollectionMethod = 'direct_debit' | 'transfer';

export const COLLECTION_METHODS: readonly CollectionMethod[] = ['direct_debit', 'transfer'];

/** A Direct Debit Instruction as the bank is told of it (AUDDIS: lodged or cancelled). */
export interface MandateInstruction {
  /** The mandate reference the borrower sees on their statement and on every notice. */
  reference: string;
  accountHolder: string;
  /** Six digits, no dashes. */
  sortCode: string;
  /** Eight digits. */
  accountNumber: string;
}

/** Where a collection stands in the run of collections on one mandate (Bacs: first, regular, re-presented). */
export type CollectionSequence = 'first' | 'regular' | 're_presented';

/** One collection to be taken from the borrower's account on its due date. */
export interface CollectionInstruction {
  /** Our `collections.id`: the bureau file carries it back in its unpaid reports. */
  collectionId: number;
  mandate: MandateInstruction;
  /** Minor units (pence). */
  amountMinor: number;
  /** `YYYY-MM-DD`: the instalment's due date, the payment's value date on the loan. */
  dueOn: string;
  /** `YYYY-MM-DD`: the working day the money moves (the due date, or the next working day after a weekend or bank holiday). */
  processingOn: string;
  sequence: CollectionSequence;
}

/** A collection the borrower's bank did not pay (ARUDD: an unpaid report's line). */
export interface ReturnedCollection {
  /** The report's own id for the line: a line read twice is still one return. */
  reportId: string;
  /** The mandate reference the line names. */
  mandateReference: string;
  /** Minor units, as collected. */
  amountMinor: number;
  /** `YYYY-MM-DD`: the processing date the line names. */
  dueOn: string;
  /** `YYYY-MM-DD`: the day the bank returned it. */
  returnedOn: string;
  /** The scheme's reason code (e.g. refer to payer), as the report gives it. */
  reasonCode: string;
}

/**
 * The payment scheme as the lender sees it. Writes are files or messages the scheme takes later;
 * `readReturns` hands each unpaid report over once (the adapter moves what it has read aside).
 */
export interface CollectionProvider {
  lodgeMandate(mandate: MandateInstruction): Promise<void>;
  cancelMandate(mandate: MandateInstruction): Promise<void>;
  submitCollections(collections: readonly CollectionInstruction[]): Promise<void>;
  readReturns(): Promise<ReturnedCollection[]>;
}

export const CollectionProvider = Symbol.for('CollectionProvider');
