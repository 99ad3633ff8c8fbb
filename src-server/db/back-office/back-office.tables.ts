import type { ColumnType, Generated } from 'kysely';

// The column types of database.types.ts, restated so the schema and these tables import in one direction only.
type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;

/** The users columns added for staff (migration 0100, ADR 0040). */
export interface StaffUserColumns {
  /** underwriter | servicing | admin for staff; null for borrowers. */
  staff_role: string | null;
  /** Set when the operator disables a staff account: no sign-in, no token works. */
  disabled_at: NullableTimestamp;
}

/** staff_invitations: the link that lets a new staff member choose a password (72 hours, single use). */
export interface StaffInvitationsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the token in the link; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  created_at: Timestamp;
}

/** audit_entries: who did or saw what, when and from where (migration 0101, ADR 0041). Append-only. */
export interface AuditEntriesTable {
  id: Generated<number>;
  occurred_at: Timestamp;
  /** The staff member; null for the lender command on the server's shell. */
  actor_id: number | null;
  /** The actor as they were named then, e.g. "Priya Shah (underwriter)" or "lender command". */
  actor_name: string;
  /** underwriter | servicing | admin | operator */
  actor_role: string;
  /** e.g. request.approve, document.view, staff.add */
  action: string;
  subject_type: string;
  subject_id: number | null;
  borrower_id: number | null;
  ip: string | null;
  user_agent: string | null;
  before_json: string | null;
  after_json: string | null;
  detail: string | null;
}

/** The tables of the back office's staff accounts and audit trail. */
export interface BackOfficeTables {
  staff_invitations: StaffInvitationsTable;
  audit_entries: AuditEntriesTable;
}
