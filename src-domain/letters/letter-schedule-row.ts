/**
 * An instalment of a loan's schedule as the letters read it: the stored row, in minor units.
 * `paymentMinor` is the instalment (interest + principal); `feeMinor` the default sums charged on it
 * (the late fee); `paidAmountMinor` what has been paid against both.
 */
export interface LetterScheduleRow {
  number: number;
  /** `YYYY-MM-DD` */
  dueDate: string;
  paymentMinor: number;
  feeMinor: number;
  paidAmountMinor: number;
  /** When the servicing found it unpaid past its date (ISO timestamp or `YYYY-MM-DD`); absent or null until then. */
  missedAt?: string | null;
}

/** What the row asks of the borrower in all: the instalment and any fee charged on it. */
export function rowDueMinor(row: LetterScheduleRow): number {
  return row.paymentMinor + row.feeMinor;
}

/**
 * A row with its parts, as a statement needs them: s.77B(4)(d) and the annual statement's regulations
 * ask for each instalment split into capital, interest and charges.
 */
export interface StatementScheduleRow extends LetterScheduleRow {
  principalMinor: number;
  interestMinor: number;
}
