import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string | Date, string, string>;

/**
 * issued_documents: the append-only, hash-chained log of every document the lender issues
 * (ADR 0037). Triggers refuse any update or delete.
 */
export interface IssuedDocumentsTable {
  id: Generated<number>;
  /** 1, 2, 3… in issue order, with no gaps: the chain's order. */
  sequence: number;
  /** pre-contract-information | executed-agreement | (later) the letters' kinds */
  kind: string;
  user_id: number;
  loan_id: number | null;
  offer_id: number | null;
  template_version: string;
  issued_at: Timestamp;
  /** SHA-256 of the issued file's bytes. */
  file_sha256: string;
  /** The previous entry's `entry_sha256`, or the genesis value for the first. */
  previous_entry_sha256: string;
  /** SHA-256 over the canonical serialisation of this entry (issued-document-entry.ts). */
  entry_sha256: string;
  /** Where the bytes live: `signed_agreements:<id>` or `issued_files:<id>`. */
  storage: string;
}

/** issued_files: the bytes of issued documents kept nowhere else, written once. */
export interface IssuedFilesTable {
  id: Generated<number>;
  /** BLOB on SQLite, bytea on PostgreSQL. */
  pdf: Uint8Array;
  sha256: string;
}

export interface IssuedDocumentsTables {
  issued_documents: IssuedDocumentsTable;
  issued_files: IssuedFilesTable;
}
