import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountSecurityTables, AccountSecurityUserColumns } from './account-security/account-security.tables';
import type { ProfileTables } from './profile/profile.tables';
import type { ProductsTables } from './products/products.tables';
import type { LoansTables } from './loans/loans.tables';
import type { DocumentsTables } from './documents/documents.tables';
import type { MessagesTables } from './messages/messages.tables';
import type { ComplaintsTables } from './complaints/complaints.tables';
import type { AgreementsTables } from './agreements/agreements.tables';
import type { IssuedDocumentsTables } from './issued-documents/issued-documents.tables';
import type { LettersTables } from './letters/letters.tables';
import type { BackOfficeTables, StaffUserColumns } from './back-office/back-office.tables';
import type { RequestApprovalsTables } from './back-office/request-approvals.tables';
import type { RepaymentsTables } from './loans/repayments.tables';
import type { CollectionsTables } from './collections/collections.tables';
import type { PaymentRefundsTables } from './loans/payment-refunds.tables';

/**
 * Timestamps are written as ISO-8601 UTC strings. SQLite keeps them as TEXT (which sorts
 * chronologically because the format is fixed-width); PostgreSQL keeps them as timestamptz and
 * hands back Date objects, hence the wider select type. Repositories normalise with `toIso`.
 */
export type Timestamp = ColumnType<string | Date, string, string>;
export type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;
/** INTEGER 0/1 on SQLite, BOOLEAN on PostgreSQL; written as 0/1, which both accept. */
export type Flag = ColumnType<number | boolean, number, number>;

export interface UsersTable extends AccountSecurityUserColumns, StaffUserColumns {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password_hash: string;
  role: string;
  email_verified_at: NullableTimestamp;
  phone_verified_at: NullableTimestamp;
  two_factor_secret: string | null;
  two_factor_enabled: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the secret half of `id|secret`; the secret itself is never stored. */
  token_hash: string;
  name: string;
  /** JSON array of ability names, `["*"]` for a full-access token. */
  abilities: string;
  last_used_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: Timestamp;
}

/** Laravel's notifications table; `data` is JSON text. */
export interface NotificationsTable {
  id: string;
  type: string;
  notifiable_type: string;
  notifiable_id: number;
  data: string;
  read_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface KnownBrowsersTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the device cookie's value. */
  browser_hash: string;
  /** A readable name such as "Firefox on Windows". */
  label: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/** A claimed Idempotency-Key and, once the write finished, the answer to replay (idempotency.repository.ts). */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  /** `user:<id>`, or `anon:<sha256 of the XSRF cookie>` for calls without a signed-in user. */
  scope: string;
  key: string;
  method: string;
  path: string;
  /** sha256 hex of the request body. */
  request_hash: string;
  /** `in_progress` or `completed`. */
  state: string;
  response_status: number | null;
  /** JSON object of the replayed headers (content-type, location, retry-after). */
  response_headers: string | null;
  /** The response body, sealed with an APP_KEY-derived key. */
  response_body: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Every table the server owns, as Kysely sees them. */
export interface DatabaseSchema extends ProfileTables, AccountSecurityTables, ProductsTables, LoansTables, DocumentsTables, MessagesTables, ComplaintsTables, AgreementsTables, IssuedDocumentsTables, LettersTables, BackOfficeTables, RequestApprovalsTables, RepaymentsTables, CollectionsTables, PaymentRefundsTables {
  users: UsersTable;
  personal_access_tokens: PersonalAccessTokensTable;
  rate_limits: RateLimitsTable;
  notifications: NotificationsTable;
  known_browsers: KnownBrowsersTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type TokenRow = Selectable<PersonalAccessTokensTable>;
