import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;

/** What a payment was for: an instalment (or several, paid early), a part payment under s.94, a settlement. */
export type LoanPaymentKind = 'instalment' | 'part_payment' | 'settlement';
export type PartPaymentChoice = 'shorter_term' | 'smaller_instalment';
export type PartPaymentStatus = 'pending' | 'received' | 'cancelled';

/** loan_payments: money a loan received, on the day it arrived, and the interest ledger's allocation of it (ADR 0044). */
export interface LoanPaymentsTable {
  id: Generated<number>;
  loan_id: number;
  /** The day the money arrived: the ledger's date (a Direct Debit's due date when collected the next working day). */
  received_on: string;
  amount: number;
  kind: LoanPaymentKind;
  part_payment_choice: PartPaymentChoice | null;
  fees_part: number;
  interest_part: number;
  principal_part: number;
  /** More than the loan owed that day: to be paid back to the borrower. */
  refund_part: number;
  /** The staff member who recorded it; null for a collection or the shell. */
  recorded_by: number | null;
  collection_id: number | null;
  part_payment_id: number | null;
  /** A returned collection is never deleted: the day it was reversed. */
  reversed_on: string | null;
  created_at: Timestamp;
}

/** part_payments: a part payment the borrower confirmed from its preview, waiting for the money (or received, or cancelled). */
export interface PartPaymentsTable {
  id: Generated<number>;
  loan_id: number;
  user_id: number;
  amount: number;
  choice: PartPaymentChoice;
  /** SHA-256 of the preview's figures the borrower confirmed. */
  preview_hash: string;
  status: PartPaymentStatus;
  created_at: Timestamp;
  received_at: NullableTimestamp;
}

/** schedule_changes: the instalment rows a part payment or a date move replaced, kept as JSON. */
export interface ScheduleChangesTable {
  id: Generated<number>;
  loan_id: number;
  changed_on: string;
  reason: 'part_payment' | 'payment_date_move';
  before: string;
  created_at: Timestamp;
}

export interface RepaymentsTables {
  loan_payments: LoanPaymentsTable;
  part_payments: PartPaymentsTable;
  schedule_changes: ScheduleChangesTable;
}
