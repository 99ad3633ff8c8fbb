import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;

/** `ending`: replaced by the borrower, still collecting what was already with the bank; its cancellation is sent once nothing is outstanding on it. */
export type MandateStatus = 'pending' | 'active' | 'ending' | 'cancelled' | 'failed';
export type CollectionStatus = 'scheduled' | 'noticed' | 'submitted' | 'collected' | 'returned';

/** direct_debit_mandates (migration 0105, ADR 0046). */
export interface DirectDebitMandatesTable {
  id: Generated<number>;
  user_id: number;
  loan_id: number | null;
  reference: string;
  account_holder: string;
  bank_name: string;
  sort_code: string;
  account_number: string;
  account_number_last4: string;
  status: MandateStatus;
  lodged_at: Timestamp;
  cancelled_at: NullableTimestamp;
}

/** collections (migration 0105): one per instalment collected by Direct Debit. */
export interface CollectionsTable {
  id: Generated<number>;
  loan_id: number;
  mandate_id: number;
  instalment_number: number;
  due_on: string;
  amount: number;
  advance_notice_sent_at: NullableTimestamp;
  submitted_at: NullableTimestamp;
  status: CollectionStatus;
  return_reason_code: string | null;
  returned_on: string | null;
  return_report_id: string | null;
  created_at: Timestamp;
}

export interface CollectionsTables {
  direct_debit_mandates: DirectDebitMandatesTable;
  collections: CollectionsTable;
}
