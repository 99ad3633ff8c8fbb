/** A kind of proof the lender accepts (GET /api/document_type). */
export interface DocumentType {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Extensions: `pdf`, `jpg`, `png`. */
  accepts: string[];
  maxSizeKb: number;
  hasBack: boolean;
  /** Needs an expiry date (identity documents). */
  expires: boolean;
  minWidth: number | null;
  minHeight: number | null;
  /** The most pixels a photo may have (ADR 0027); null when the type takes no photos or the lender does not say. */
  maxPixels: number | null;
  /** Product slugs that require this type (to decide a request). */
  requiredBy: string[];
  /**
   * The group of alternatives the type belongs to: any one approved document of the group will do.
   * `photo-identity` (passport, driving licence, national identity card) is needed before signing.
   */
  oneOf: string | null;
}

export type DocumentStatus = 'pending' | 'approved' | 'rejected' | 'expired';

/** One of the borrower's uploaded documents. */
export interface BorrowerDocument {
  id: number;
  typeSlug: string;
  typeName: string;
  side: 'front' | 'back' | null;
  fileName: string;
  /** Bytes. */
  size: number;
  mime: string;
  status: DocumentStatus;
  reviewReason: string | null;
  expiresOn: string | null;
  createdAt: string;
  reviewedAt: string | null;
  /** The reviewer confirmed the holder's name and date of birth match the profile (photo identity only). */
  identityConfirmed: boolean;
}

/** One page of a list (Laravel's paginator). */
export interface DocumentPage {
  items: BorrowerDocument[];
  page: number;
  lastPage: number;
  total: number;
}

export interface DocumentFilters {
  type?: string;
  status?: DocumentStatus;
}
