import type { ColumnType, Generated } from 'kysely';

// The column types of database.types.ts, restated so the schema and these tables import in one direction only.
type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;
type Flag = ColumnType<number | boolean, number, number>;

/** document_types: the lender's kinds of proof (seeded by migration 0070). */
export interface DocumentTypesTable {
  id: Generated<number>;
  /** Stable name on the wire, e.g. `passport`. */
  slug: string;
  name: string;
  description: string;
  /** JSON array of accepted extensions, e.g. `["pdf","jpg","png"]`. */
  accepts: string;
  max_size_kb: number;
  has_back: Flag;
  /** Identity documents carry an expiry date and turn `expired` after it. */
  expires: Flag;
  min_width: number | null;
  min_height: number | null;
  /** JSON array of product slugs that require this type. */
  required_by: string;
  sort_order: number;
  /** The group of alternatives this type belongs to (`photo-identity`: any one of them will do), else null. */
  one_of: string | null;
  created_at: Timestamp;
}

/** documents: one uploaded file of a borrower; the bytes live in document storage under `storage_key`. */
export interface DocumentsTable {
  id: Generated<number>;
  user_id: number;
  document_type_id: number;
  /** `front` or `back` for two-sided types, else null. */
  side: string | null;
  /** The name the borrower's file had, sanitised; display text only, never a path. */
  file_name: string;
  /** The random name the bytes are stored under. */
  storage_key: string;
  sha256: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
  /** `pending`, `approved`, `rejected` (`expired` is worked out from expires_on). */
  status: string;
  review_reason: string | null;
  /** `YYYY-MM-DD` text on both dialects. */
  expires_on: string | null;
  reviewed_at: NullableTimestamp;
  /** When the reviewer confirmed the holder's name and date of birth match the profile (photo identity only). */
  identity_confirmed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** borrower_document_counts: how many documents a borrower holds, kept by triggers on documents (migration 0108). */
export interface BorrowerDocumentCountsTable {
  user_id: number;
  documents: number;
}

export interface DocumentsTables {
  document_types: DocumentTypesTable;
  documents: DocumentsTable;
  borrower_document_counts: BorrowerDocumentCountsTable;
}
