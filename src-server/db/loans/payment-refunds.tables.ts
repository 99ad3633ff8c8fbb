import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string | Date, string, string>;

/** payment_refunds (migration 0106, ADR 0048): a payment's refund part, sent back to the borrower. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  /** The payment whose `refund_part` this returned; unique: a refund is sent once. */
  loan_payment_id: number;
  loan_id: number;
  amount: number;
  /** The day the money left our account. */
  sent_on: string;
  /** The reference the bank gave the outgoing payment. */
  bank_reference: string;
  /** The account it went to, as it was on file then (the last four digits only). */
  account_holder: string;
  bank_name: string;
  account_last4: string;
  /** The staff member who marked it sent; null for the shell. */
  recorded_by: number | null;
  created_at: Timestamp;
}

export interface PaymentRefundsTables {
  payment_refunds: PaymentRefundsTable;
}
