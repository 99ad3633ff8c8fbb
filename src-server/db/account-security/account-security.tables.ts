import type { ColumnType, Generated } from 'kysely';

// The column types of database.types.ts, restated so the schema and these tables import in one direction only.
type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;

export interface OneTimeCodesTable {
  id: Generated<number>;
  /** What the code is for (`phone-verification`, `password-forgot`…); a code works for its purpose only. */
  purpose: string;
  /** Whom it is for (`user:7`, `registration:3`, `email:<hmac>`). */
  subject: string;
  /** HMAC-SHA256 (APP_KEY-derived key) hex of the code. */
  code_hash: string;
  /** Wrong tries so far. */
  attempts: number;
  /** JSON the purpose needs (e.g. the challenge's `remember` flag). */
  payload: string | null;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  /** When it was issued: the resend cooldown counts from here. */
  created_at: Timestamp;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PendingRegistrationsTable {
  id: Generated<number>;
  email: string;
  phone: string;
  terms_accepted_at: Timestamp;
  phone_verified_at: NullableTimestamp;
  password_hash: string | null;
  token_hash: string;
  token_expires_at: Timestamp;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The users columns added by the account-security migrations (0005, 0007). */
export interface AccountSecurityUserColumns {
  two_factor_last_step: ColumnType<number | string | null, number | null, number | null>;
  two_factor_confirmed_at: NullableTimestamp;
  date_of_birth: string | null;
}

/** The tables of the account-security feature. */
export interface AccountSecurityTables {
  one_time_codes: OneTimeCodesTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  pending_registrations: PendingRegistrationsTable;
}
