import { addDays } from '../shared/calendar-date';
/**
 * The payments a statement lists (s.77A, s.77B): each one as the interest ledger recorded it, with
 * the split it made (fees, interest, principal), and the totals and balance that follow from them.
 * The figures are the stored allocation, never worked out again here (ADR 0043, ADR 0047).
 */

export type LetterPaymentKind = 'instalment' | 'part_payment' | 'settlement';
export type LetterPartPaymentChoice = 'shorter_term' | 'smaller_instalment';

/** A payment on the ledger, in minor units, as the letter was written against it. */
export interface LetterPayment {
  /** The day the money arrived, `YYYY-MM-DD`. */
  receivedOn: string;
  amountMinor: number;
  kind: LetterPaymentKind;
  partPaymentChoice: LetterPartPaymentChoice | null;
  feesMinor: number;
  interestMinor: number;
  principalMinor: number;
  /** Money beyond what was owed, to be given back: not paid toward the loan. */
  refundMinor: number;
  /** The day a returned collection was reversed, `YYYY-MM-DD`; null while it stands. */
  reversedOn: string | null;
}

/** What a payment was, in the borrower's words. */
export const LETTER_PAYMENT_LABELS = {
  instalment: 'Repayment',
  part_payment: { shorter_term: 'Part payment, to finish sooner', smaller_instalment: 'Part payment, to pay less each month' },
  settlement: 'Settlement in full',
} as const;

export function paymentLabel(payment: Pick<LetterPayment, 'kind' | 'partPaymentChoice'>): string {
  if (payment.kind === 'part_payment') return payment.partPaymentChoice ? LETTER_PAYMENT_LABELS.part_payment[payment.partPaymentChoice] : 'Part payment';
  return LETTER_PAYMENT_LABELS[payment.kind];
}

export interface StatementPaymentRow {
  receivedOn: string;
  label: string;
  /** What paid off the loan: the amount less any refund part. */
  paidMinor: number;
  feesMinor: number;
  interestMinor: number;
  principalMinor: number;
  /** The capital still owed once this payment (and every earlier one still standing) was counted. */
  balanceAfterMinor: number;
  /** A returned collection: listed with the day it was reversed, counted in no total. */
  reversedOn: string | null;
}

/** The payments of a statement's period and what they add up to. */
export interface StatementPayments {
  rows: StatementPaymentRow[];
  /** Paid in the period (returned collections and refund parts left out). */
  paidMinor: number;
  feesMinor: number;
  interestMinor: number;
  principalMinor: number;
  /** The capital still owed at the end of the period: what was lent less all principal paid by then. */
  balanceAfterMinor: number;
}

/**
 * The days whose payments an annual statement lists. s.77A's first period begins the day after the
 * agreement is made, so a payment taken on that day itself (paid back the day the money arrived)
 * would be on no annual statement: the first year's list starts on the agreement day.
 */
export function annualStatementPaymentDays(agreementDate: string, period: { start: string; end: string }): { start: string; end: string } {
  return { start: period.start <= addDays(agreementDate, 1) ? agreementDate : period.start, end: period.end };
}

/**
 * The payments received from `period.start` to `period.end` (both included; from the start of the
 * loan when `start` is null), in the order the money arrived. The balance is `lentMinor` less the
 * principal of every payment still standing up to each row, the same figure the loan's page shows
 * (what was lent less the principal paid, ADR 0044).
 */
export function statementPayments(payments: readonly LetterPayment[], lentMinor: number, period: { start: string | null; end: string }): StatementPayments {
  const ordered = [...payments].filter((payment) => payment.receivedOn <= period.end).sort((a, b) => (a.receivedOn < b.receivedOn ? -1 : a.receivedOn > b.receivedOn ? 1 : 0));
  const figures: StatementPayments = { rows: [], paidMinor: 0, feesMinor: 0, interestMinor: 0, principalMinor: 0, balanceAfterMinor: lentMinor };
  let balance = lentMinor;
  for (const payment of ordered) {
    const stands = payment.reversedOn === null;
    if (stands) balance -= payment.principalMinor;
    if (period.start !== null && payment.receivedOn < period.start) continue;
    const paid = payment.amountMinor - payment.refundMinor;
    figures.rows.push({ receivedOn: payment.receivedOn, label: paymentLabel(payment), paidMinor: paid, feesMinor: payment.feesMinor, interestMinor: payment.interestMinor, principalMinor: payment.principalMinor, balanceAfterMinor: balance, reversedOn: payment.reversedOn });
    if (!stands) continue;
    figures.paidMinor += paid;
    figures.feesMinor += payment.feesMinor;
    figures.interestMinor += payment.interestMinor;
    figures.principalMinor += payment.principalMinor;
  }
  figures.balanceAfterMinor = Math.max(0, balance);
  return figures;
}
