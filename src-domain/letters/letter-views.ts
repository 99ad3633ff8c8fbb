import type { LenderParticulars } from '../agreements/document-blocks';
import { borrowerView, lenderView } from '../agreements/offer-figures';
import { formatMoney } from '../loans/money-format';
import { formatRate } from '../loans/rate-format';
import { formatCalendarDate } from '../shared/calendar-date';
import type { SettlementFigures, StatementFigures } from './letter-figures';
import { STATEMENT_ROW_STATUS_LABELS } from './letter-figures';
import type { StatementPayments } from './letter-payments';
import { LETTER_TITLES, type LetterKind } from './letter.entity';

/** A free debt-advice body named in every letter (the FCA's arrears information sheet names them too). */
export interface AdviceContact {
  name: string;
  phone: string;
  website: string;
}

/** What a letter is filled in from: the brand's words and the figures of `letter-figures.ts`. */
export interface LetterViewInput {
  lender: LenderParticulars;
  /** The address as lines, or already one line. */
  borrower: { name: string; address: string | readonly string[] };
  loan: { reference: string; agreementDate: string; amountMinor: number; currency: string; /** Fixed borrowing rate a year, as a fraction ("0.1500"). */ annualRate: string };
  /** The day the letter is dated, `YYYY-MM-DD`. */
  letterDate: string;
  help: { moneyHelper: AdviceContact; stepChange: AdviceContact; nationalDebtline: AdviceContact };
  /** The annual statement's 12-month period. */
  period?: { start: string; end: string };
  statement?: StatementFigures;
  /** The payments the statement lists, as the ledger recorded them (ADR 0047). */
  payments?: StatementPayments;
  settlement?: SettlementFigures;
  arrears?: { amountMinor: number; missedCount: number; /** The day the conditions of s.86B first held. */ since: string };
  defaultSum?: { amountMinor: number; /** The day it became payable. */ date: string; reason: string };
  /** A Direct Debit's advance notice: what is collected, when, on which mandate. */
  debit?: { amountMinor: number; /** The day it is collected. */ dueOn: string; mandateReference: string };
}

/** The template placeholders of docs/design/letters.md §4, every one a string a borrower reads. */
export interface LetterView {
  lender: Record<string, string>;
  borrower: { name: string; address: string };
  loan: { reference: string; agreement_date: string; amount: string };
  letter: { date: string; title: string };
  /** Each adviser as "phone, website", after its name in the template. */
  help: { moneyhelper: string; stepchange: string; national_debtline: string };
  period?: { start: string; end: string };
  statement?: {
    paid_to_date: string;
    arrears: string;
    still_to_pay: string;
    total_payable: string;
    fees_charged: string;
    interest_rate: string;
    /** For a `{{#statement.rows}}` section rendered as a table. */
    rows: { number: string; due_date: string; amount: string; capital: string; interest: string; charges: string; paid: string; status: string }[];
  };
  /** The payments of a statement and their totals; `rows` for a `{{#payments.rows}}` table. */
  payments?: {
    paid: string;
    fees: string;
    interest: string;
    capital: string;
    balance_after: string;
    rows: { date: string; what: string; amount: string; fees: string; interest: string; capital: string; balance_after: string; reversed: { on: string } | false }[];
  };
  settlement?: {
    date: string;
    total: string;
    principal: string;
    interest: string;
    fees: string;
    valid_until: string;
    /** The instalments due before the settlement date, counted as paid on their days. */
    projected: { date: string; amount: string }[];
    has_projected: boolean;
  };
  arrears?: { amount: string; missed_count: string; since: string };
  default_sum?: { amount: string; date: string; reason: string };
  debit?: { amount: string; date: string; reference: string };
}

/** What each kind cannot be written without. */
const NEEDS: Readonly<Record<LetterKind, readonly (keyof LetterViewInput)[]>> = {
  'annual-statement': ['period', 'statement'],
  'statement-of-account': ['statement'],
  'settlement-statement': ['settlement'],
  'arrears-notice': ['arrears', 'statement'],
  'default-sums-notice': ['defaultSum'],
  'collection-notice': ['debit'],
};

/**
 * The view a letter's template is filled with. Sums paid or owed show their pence ("£248.00"), the
 * amount borrowed reads as prose ("£1,000"), as in the agreement; dates in UK long form.
 */
export function letterView(kind: LetterKind, input: LetterViewInput): LetterView {
  const missing = NEEDS[kind].filter((part) => input[part] === undefined);
  // A letter without its figures would still read as a legal notice: refuse to make it.
  if (missing.length > 0) throw new RangeError(`A ${kind} needs ${missing.join(' and ')}.`);
  const sum = (minor: number) => formatMoney(minor, input.loan.currency, 'always');
  const view: LetterView = {
    lender: lenderView(input.lender),
    borrower: borrowerView(input.borrower),
    loan: { reference: input.loan.reference, agreement_date: formatCalendarDate(input.loan.agreementDate), amount: formatMoney(input.loan.amountMinor, input.loan.currency) },
    letter: { date: formatCalendarDate(input.letterDate), title: LETTER_TITLES[kind] },
    help: { moneyhelper: contactLine(input.help.moneyHelper), stepchange: contactLine(input.help.stepChange), national_debtline: contactLine(input.help.nationalDebtline) },
  };
  if (input.period) view.period = { start: formatCalendarDate(input.period.start), end: formatCalendarDate(input.period.end) };
  if (input.statement) view.statement = statementView(input.statement, input.loan.annualRate, sum);
  if (input.settlement) {
    const s = input.settlement;
    const projected = (s.projectedPayments ?? []).map((payment) => ({ date: formatCalendarDate(payment.dueDate), amount: sum(payment.amountMinor) }));
    view.settlement = { date: formatCalendarDate(s.settlementDate), total: sum(s.totalMinor), principal: sum(s.principalMinor), interest: sum(s.interestMinor), fees: sum(s.feesMinor), valid_until: formatCalendarDate(s.validUntil), projected, has_projected: projected.length > 0 };
  }
  if (input.payments) view.payments = paymentsView(input.payments, sum);
  if (input.arrears) view.arrears = { amount: sum(input.arrears.amountMinor), missed_count: String(input.arrears.missedCount), since: formatCalendarDate(input.arrears.since) };
  if (input.debit) view.debit = { amount: sum(input.debit.amountMinor), date: formatCalendarDate(input.debit.dueOn), reference: input.debit.mandateReference };
  if (input.defaultSum) view.default_sum = { amount: sum(input.defaultSum.amountMinor), date: formatCalendarDate(input.defaultSum.date), reason: input.defaultSum.reason };
  return view;
}

function contactLine(contact: AdviceContact): string {
  return `${contact.phone}, ${contact.website}`;
}

function statementView(figures: StatementFigures, annualRate: string, sum: (minor: number) => string): NonNullable<LetterView['statement']> {
  return {
    paid_to_date: sum(figures.paidToDateMinor),
    arrears: sum(figures.arrearsMinor),
    still_to_pay: sum(figures.stillToPayMinor),
    total_payable: sum(figures.totalPayableMinor),
    fees_charged: sum(figures.feesChargedMinor),
    interest_rate: `${formatRate(annualRate)}%`,
    rows: figures.rows.map((row) => ({ number: String(row.number), due_date: formatCalendarDate(row.dueDate), amount: sum(row.dueMinor), capital: sum(row.principalMinor), interest: sum(row.interestMinor), charges: sum(row.feeMinor), paid: sum(row.paidMinor), status: STATEMENT_ROW_STATUS_LABELS[row.status] })),
  };
}

function paymentsView(figures: StatementPayments, sum: (minor: number) => string): NonNullable<LetterView['payments']> {
  return {
    paid: sum(figures.paidMinor),
    fees: sum(figures.feesMinor),
    interest: sum(figures.interestMinor),
    capital: sum(figures.principalMinor),
    balance_after: sum(figures.balanceAfterMinor),
    rows: figures.rows.map((row) => ({
      date: formatCalendarDate(row.receivedOn),
      what: row.label,
      amount: sum(row.paidMinor),
      fees: sum(row.feesMinor),
      interest: sum(row.interestMinor),
      capital: sum(row.principalMinor),
      balance_after: sum(row.balanceAfterMinor),
      // A returned collection: the section prints its day; false leaves the row as it stands.
      reversed: row.reversedOn === null ? false : { on: formatCalendarDate(row.reversedOn) },
    })),
  };
}
