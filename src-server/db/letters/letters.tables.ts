import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;

/** letters: the statements and notices sent about a loan, one per (loan, kind, trigger). */
export interface LettersTable {
  id: Generated<number>;
  user_id: number;
  loan_id: number;
  /** annual-statement | statement-of-account | settlement-statement | arrears-notice | default-sums-notice */
  kind: string;
  /** What caused it: `annual:<period end>`, `request:<uuid>`, `arrears:<date>`, `default-sum:<amortization id>`. */
  trigger_key: string;
  period_start: string | null;
  period_end: string | null;
  /** The last day the law allows for sending it (YYYY-MM-DD). */
  due_by: string;
  issued_at: Timestamp;
  template_version: string;
  /** JSON: the letter's figures in minor units, as the page shows them. */
  figures: string;
  /** The PDF in `issued_files`; null until it has been rendered (after the commit that wrote the row). */
  issued_file_id: number | null;
  mailed_at: NullableTimestamp;
  read_at: NullableTimestamp;
}

export interface LettersTables {
  letters: LettersTable;
}
