import type { ColumnType, Generated } from 'kysely';

// The column types of database.types.ts, restated so the schema and these tables import in one direction only.
type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;

/** complaints: one complaint, from receipt to its final response or summary resolution (DISP 1.5–1.6). */
export interface ComplaintsTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  /** Where it came from: `feedback` (the portal's form). */
  source: string;
  feedback_id: number | null;
  message: string;
  /** `received`, `acknowledged` or `resolved`. */
  state: string;
  received_at: Timestamp;
  /** `YYYY-MM-DD` in UK time. */
  acknowledge_by: string;
  summary_resolution_by: string;
  final_response_by: string;
  acknowledged_at: NullableTimestamp;
  /** The secure-message conversation the letters went into (borrowers only). */
  thread_id: number | null;
  resolved_at: NullableTimestamp;
  resolution: string | null;
  outcome: string | null;
  response: string | null;
  /** The version of the complaint wording the last letter used. */
  wording_version: string | null;
}

export interface ComplaintsTables {
  complaints: ComplaintsTable;
}
