import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;

/** loan_offers: a decision to lend, waiting for the borrower's signature (docs/design/agreements.md §3). */
export interface LoanOffersTable {
  id: Generated<number>;
  request_id: number;
  user_id: number;
  product_id: number;
  amount: number;
  term: number;
  /** The request's pay day, which its due dates fall on (ADR 0045); null: monthly from the start date. */
  pay_day: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of the `LoanProduct` as priced when the offer was made. */
  product_snapshot: string;
  /** The agreement template family fixed when the offer was made. */
  template_version: string;
  /** open | signed | declined | lapsed */
  status: string;
  made_at: Timestamp;
  expires_at: Timestamp;
  precontract_opened_at: NullableTimestamp;
  /** SHA-256 of the pre-contract information PDF as first opened. */
  precontract_sha256: string | null;
  /** When it was signed, declined or lapsed. */
  decided_at: NullableTimestamp;
  loan_id: number | null;
}

/** signed_agreements: the signing record and the executed PDF, written once (a trigger guards it). */
export interface SignedAgreementsTable {
  id: Generated<number>;
  loan_id: number;
  offer_id: number;
  user_id: number;
  template_version: string;
  signed_at: Timestamp;
  ip_address: string;
  user_agent: string;
  typed_name: string;
  /** How the one-time code was checked, e.g. "sms-otp ok to +44 ••••• ••• 123". */
  code_check: string;
  /** SHA-256 of the agreement PDF the borrower was shown and signed. */
  shown_sha256: string;
  lender_signatory: string;
  /** The executed agreement's PDF: BLOB on SQLite, bytea on PostgreSQL. */
  pdf: Uint8Array;
  pdf_sha256: string;
  /** When the borrower had their copy (s.61A): the only column that may change, once, from null. */
  copy_received_at: NullableTimestamp;
}

export interface AgreementsTables {
  loan_offers: LoanOffersTable;
  signed_agreements: SignedAgreementsTable;
}
