import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string | Date, string, string>;
type NullableTimestamp = ColumnType<string | Date | null, string | null, string | null>;

/** loan_requests: what a borrower asked for, the quote they were shown, and the decision. */
export interface LoanRequestsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  amount: number;
  term: number;
  purpose: string;
  bank_id: number;
  branch_id: number | null;
  start_date: string;
  /** '1' … '31' or 'last_working_day' (ADR 0045); null: monthly from the start date. */
  pay_day: ColumnType<string | null, string | null | undefined, string | null>;
  status: string;
  decision_reason: string | null;
  quote_regular_payment: number;
  quote_total_repayable: number;
  quote_apr: string;
  loan_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** loan_request_history: every status a request passed through, with why. */
export interface LoanRequestHistoryTable {
  id: Generated<number>;
  request_id: number;
  status: string;
  reason: string | null;
  at: Timestamp;
}

/** loans: money lent, on the terms quoted; its account number is the loan account's. */
export interface LoansTable {
  id: Generated<number>;
  user_id: number;
  request_id: number;
  product_id: number;
  account_number: string;
  principal: number;
  financed_principal: number;
  term: number;
  annual_rate: string;
  apr: string;
  total_repayable: number;
  status: string;
  start_date: string;
  disbursed_at: Timestamp;
  closed_at: NullableTimestamp;
  /** The date the arrears a series of notices is about began (s.86B); null when the loan is not in arrears. */
  arrears_series_since: string | null;
  /** The day the borrower last moved the monthly payment date (issue 26); null when never. */
  payment_day_moved_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The pay day the schedule was made on (ADR 0045); null: monthly from the start date. */
  pay_day: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** amortizations: a loan's instalments and what has been paid against each. */
export interface AmortizationsTable {
  id: Generated<number>;
  loan_id: number;
  number: number;
  due_date: string;
  payment: number;
  interest: number;
  principal: number;
  fee: number;
  balance_after: number;
  paid_amount: number;
  status: string;
  paid_at: NullableTimestamp;
  reminded_at: NullableTimestamp;
  missed_at: NullableTimestamp;
}

export interface LoansTables {
  loan_requests: LoanRequestsTable;
  loan_request_history: LoanRequestHistoryTable;
  loans: LoansTable;
  amortizations: AmortizationsTable;
}
