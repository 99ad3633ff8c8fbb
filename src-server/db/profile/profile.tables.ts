import type { ColumnType, Generated } from 'kysely';

// The column types of database.types.ts, restated so the schema and these tables import in one direction only.
type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;
type Flag = ColumnType<number | boolean, number, number>;

/** user_details: one row per borrower. Dates of birth are `YYYY-MM-DD` text on both dialects. */
export interface UserDetailsTable {
  id: Generated<number>;
  user_id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  date_of_birth: string;
  /** Stored in full for identity checks; only ever answered masked. */
  national_id: string;
  /** '' when not answered: kept NOT NULL so SQLite needs no table rebuild (ADR 0032). */
  gender: string;
  marital_status: string;
  dependants: number;
  /** '' when not answered, as gender. */
  education: string;
  nationality: string;
  /** When the profile first reached 100 % (the "profile completed" notice is sent once). */
  profile_completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postal_code: string;
  country: string;
  years_at_address: number;
  /** `YYYY-MM-DD`; null on addresses saved before migration 0027. */
  lived_from: string | null;
  /** `YYYY-MM-DD`; set on previous homes only. */
  lived_until: string | null;
  residential_status: string;
  is_primary: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BanksTable {
  id: Generated<number>;
  user_id: number;
  bank_name: string;
  account_holder: string;
  /** `iban` or `domestic`. */
  account_kind: string;
  /** Compact (no spaces), upper case. Stored in full for pay-outs and collections; answered masked. */
  account_number: string;
  routing_code: string | null;
  currency: string;
  is_primary: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserEmploymentsTable {
  id: Generated<number>;
  user_id: number;
  employment_type: string;
  employer_name: string | null;
  position: string | null;
  start_date: string | null;
  /** Minor units of `income_currency` (bigint; PostgreSQL hands it back as a string). */
  monthly_gross_income: number | string;
  monthly_net_income: number | string;
  /** Declared rent or mortgage, bills and other regular payments a month; null when not declared (bigint). */
  monthly_outgoings: number | string | null;
  income_currency: string;
  pay_frequency: string;
  next_pay_date: string | null;
  employer_phone: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number;
  category: string;
  message: string;
  rating: number | null;
  created_at: Timestamp;
}

/** Who changed what in a profile, when: field → { from, to }, with ID and account numbers masked. */
export interface ProfileAuditTable {
  id: Generated<number>;
  /** Whose profile changed. */
  user_id: number;
  /** Who changed it (the borrower today; staff later). */
  actor_id: number;
  entity: string;
  entity_id: number;
  action: string;
  /** JSON: `{ "field": { "from": …, "to": … } }`. */
  changes: string;
  created_at: Timestamp;
}

/** The profile's tables, merged into DatabaseSchema. */
export interface ProfileTables {
  user_details: UserDetailsTable;
  addresses: AddressesTable;
  banks: BanksTable;
  user_employments: UserEmploymentsTable;
  feedback: FeedbackTable;
  profile_audit: ProfileAuditTable;
}
