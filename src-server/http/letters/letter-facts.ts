import type { LetterKind } from '../../../src-domain/letters/letter.entity';
import { settlementFigures, statementFigures, type ProjectedPayment, type SettlementFigures, type StatementFigures } from '../../../src-domain/letters/letter-figures';
import { statementPayments, type LetterPayment, type StatementPayments } from '../../../src-domain/letters/letter-payments';
import type { StatementScheduleRow } from '../../../src-domain/letters/letter-schedule-row';
import type { SettlementQuote } from '../../../src-domain/loans/settlement';
import type { LoanPaymentRow } from '../../db/loans/loan-payments.repository';
import type { AmortizationRow, LoanRow } from '../../db/loans/loans.repository';

/** An instalment as the letter was written against it: the schedule row with its parts, frozen. */
export type LetterScheduleSnapshot = StatementScheduleRow;

/** The s.86B notice's own figures. */
export interface ArrearsFigures {
  amountMinor: number;
  missedCount: number;
  /** The day the conditions first held, `YYYY-MM-DD`. */
  since: string;
}

/** The s.86E notice's own figures. */
export interface DefaultSumFigures {
  amountMinor: number;
  /** The day it became payable, `YYYY-MM-DD`. */
  date: string;
  reason: string;
}

/**
 * What a letter says, kept with it (`letters.figures`): the schedule as it stood and the day it was
 * read, so its PDF, made after the commit or by a later run after a crash, says what was true when
 * the letter was written. The statement's figures are the domain's (`statementFigures`) of that snapshot.
 */
export interface LetterFigures {
  /** The statement's day, `YYYY-MM-DD`. */
  asOf: string;
  currency: string;
  /** The loan's annual borrowing rate, as stored ("0.1500"). */
  annualRate: string;
  schedule: LetterScheduleSnapshot[];
  settlement?: SettlementFigures;
  arrears?: ArrearsFigures;
  defaultSum?: DefaultSumFigures;
  /** A collection notice's own figures (the Direct Debit's amount, day and mandate). */
  debit?: { amountMinor: number; dueOn: string; mandateReference: string };
  /**
   * The statements' payments as the ledger recorded them (`loan_payments`), and what was lent, so the
   * letter lists each payment's split and the balance the loan's page shows. Absent on letters
   * written before ADR 0047.
   */
  ledger?: { lentMinor: number; payments: LetterPayment[] };
}

/** The schedule rows as the letters read them. */
export function scheduleSnapshot(rows: readonly AmortizationRow[]): LetterScheduleSnapshot[] {
  return rows.map((row) => ({
    number: row.number,
    dueDate: row.due_date,
    paymentMinor: row.payment,
    feeMinor: row.fee,
    paidAmountMinor: row.paid_amount,
    missedAt: row.missed_at === null ? null : typeof row.missed_at === 'string' ? row.missed_at : row.missed_at.toISOString(),
    interestMinor: row.interest,
    principalMinor: row.principal,
  }));
}

/** The letter's statement: paid to date, arrears and still to pay, to the penny of the snapshot. */
export function statementOf(figures: LetterFigures): StatementFigures {
  return statementFigures(figures.schedule, figures.asOf);
}

/** The basis every letter shares: the loan's schedule on `asOf`. */
export function baseFigures(rows: readonly AmortizationRow[], asOf: string, annualRate: string, currency = 'GBP'): LetterFigures {
  return { asOf, currency, annualRate, schedule: scheduleSnapshot(rows) };
}

/** A settlement statement's figures: the domain's figure for the settlement date, after the instalments due before it. */
export function withSettlement(base: LetterFigures, quote: SettlementQuote, projected: readonly ProjectedPayment[]): LetterFigures {
  return { ...base, settlement: settlementFigures(quote, projected) };
}

/** What was lent, as the ledger counts it (with any financed fee): the loan page's balance starts here. */
export function lentMinorOf(loan: LoanRow): number {
  return loan.financed_principal > 0 ? loan.financed_principal : loan.principal;
}

/** A statement's figures with the loan's payments, each with the ledger's allocation as stored. */
export function withLedger(base: LetterFigures, loan: LoanRow, payments: readonly LoanPaymentRow[]): LetterFigures {
  return {
    ...base,
    ledger: {
      lentMinor: lentMinorOf(loan),
      payments: payments.map((row) => ({
        receivedOn: row.received_on,
        amountMinor: row.amount,
        kind: row.kind,
        partPaymentChoice: row.part_payment_choice,
        feesMinor: row.fees_part,
        interestMinor: row.interest_part,
        principalMinor: row.principal_part,
        refundMinor: row.refund_part,
        reversedOn: row.reversed_on,
      })),
    },
  };
}

/** The payments a statement lists: its period's (the annual statement's year), else all up to its day. */
export function paymentsOf(figures: LetterFigures, period?: { start: string; end: string }): StatementPayments | undefined {
  if (!figures.ledger) return undefined;
  return statementPayments(figures.ledger.payments, figures.ledger.lentMinor, period ?? { start: null, end: figures.asOf });
}

/** `LetterResource.summary`: the headline figures of each kind, in minor units. */
export function summaryOf(kind: LetterKind, figures: LetterFigures): Record<string, number | string> {
  const statement = statementOf(figures);
  switch (kind) {
    case 'settlement-statement':
      return { settlement_total: figures.settlement!.totalMinor, valid_until: figures.settlement!.validUntil };
    case 'arrears-notice':
      return { arrears: figures.arrears?.amountMinor ?? statement.arrearsMinor, paid_to_date: statement.paidToDateMinor };
    case 'default-sums-notice':
      return { default_sum: figures.defaultSum!.amountMinor };
    case 'collection-notice':
      return { collection_amount: figures.debit!.amountMinor, collection_date: figures.debit!.dueOn };
    default:
      return { paid_to_date: statement.paidToDateMinor, arrears: statement.arrearsMinor, still_to_pay: statement.stillToPayMinor };
  }
}
