import type { SettlementQuote } from '../loans/settlement';
import { rowDueMinor, type StatementScheduleRow } from './letter-schedule-row';

/** Where an instalment stands on the statement's day. */
export type StatementRowStatus = 'paid' | 'in-arrears' | 'to-pay';

export const STATEMENT_ROW_STATUS_LABELS: Readonly<Record<StatementRowStatus, string>> = {
  paid: 'Paid',
  'in-arrears': 'In arrears',
  'to-pay': 'To pay',
};

export interface StatementRow {
  number: number;
  dueDate: string;
  /** The instalment and any fee charged on it. */
  dueMinor: number;
  paidMinor: number;
  /** The instalment's parts: capital, interest, and the charges (default sums) made on it. */
  principalMinor: number;
  interestMinor: number;
  feeMinor: number;
  status: StatementRowStatus;
}

/**
 * A statement's figures (s.77A, s.77B). Every penny of the schedule is in exactly one of paid to date,
 * arrears and still to pay, so `paidToDate + arrears + stillToPay == totalPayable + feesCharged`.
 */
export interface StatementFigures {
  paidToDateMinor: number;
  /** Due before the statement's day and not paid. */
  arrearsMinor: number;
  /** Not yet due (due on the statement's day or later) and not paid ahead. */
  stillToPayMinor: number;
  /** The schedule's instalments, as the agreement set them. */
  totalPayableMinor: number;
  /** Default sums (late fees) charged on the instalments. */
  feesChargedMinor: number;
  rows: StatementRow[];
}

/**
 * The figures of a statement on `today` from the loan's schedule rows: an instalment due today is not
 * in arrears yet (the borrower has the day to pay it).
 */
export function statementFigures(rows: readonly StatementScheduleRow[], today: string): StatementFigures {
  const figures: StatementFigures = { paidToDateMinor: 0, arrearsMinor: 0, stillToPayMinor: 0, totalPayableMinor: 0, feesChargedMinor: 0, rows: [] };
  for (const row of [...rows].sort((a, b) => a.number - b.number)) {
    const due = rowDueMinor(row);
    // More paid than asked would print a negative debt: the schedule is wrong, and no letter is made from it.
    if (row.paidAmountMinor < 0 || row.paidAmountMinor > due) throw new RangeError(`Instalment ${row.number} has ${row.paidAmountMinor} paid against ${due} due.`);
    const unpaid = due - row.paidAmountMinor;
    const status: StatementRowStatus = unpaid === 0 ? 'paid' : row.dueDate < today ? 'in-arrears' : 'to-pay';
    figures.paidToDateMinor += row.paidAmountMinor;
    if (status === 'in-arrears') figures.arrearsMinor += unpaid;
    if (status === 'to-pay') figures.stillToPayMinor += unpaid;
    figures.totalPayableMinor += row.paymentMinor;
    figures.feesChargedMinor += row.feeMinor;
    figures.rows.push({ number: row.number, dueDate: row.dueDate, dueMinor: due, paidMinor: row.paidAmountMinor, principalMinor: row.principalMinor, interestMinor: row.interestMinor, feeMinor: row.feeMinor, status });
  }
  return figures;
}

/** An instalment due before the settlement date, counted as paid on its day (s.97 statement). */
export interface ProjectedPayment {
  /** `YYYY-MM-DD` */
  dueDate: string;
  amountMinor: number;
}

/**
 * A settlement statement's figures: the amount to settle on the settlement date the regulations set
 * (ADR 0047), the instalments due before it counted as paid on their days, valid until that date.
 */
export interface SettlementFigures {
  /** The day the loan would be settled on, `YYYY-MM-DD`. */
  settlementDate: string;
  totalMinor: number;
  principalMinor: number;
  interestMinor: number;
  feesMinor: number;
  /** The last day the figure may be relied on, `YYYY-MM-DD`: the settlement date. */
  validUntil: string;
  /** Absent on statements written before ADR 0047 (they were for the day asked, with none projected). */
  projectedPayments?: ProjectedPayment[];
}

/** The settlement statement of `quote` (worked for its `asOf` after `projected` are paid), valid until that day. */
export function settlementFigures(quote: SettlementQuote, projected: readonly ProjectedPayment[] = []): SettlementFigures {
  return {
    settlementDate: quote.asOf,
    totalMinor: quote.totalMinor,
    principalMinor: quote.outstandingPrincipalMinor,
    interestMinor: quote.accruedInterestMinor,
    feesMinor: quote.feesDueMinor,
    validUntil: quote.asOf,
    projectedPayments: projected.map((payment) => ({ ...payment })),
  };
}
