import { ukDateOf } from '../complaints/complaint-dates';
import { dec, toMinor } from '../loans/decimal';
import { isShortTerm, type LoanProduct, type TermUnit } from '../loans/loan-product.entity';
import { formatMoney, formatTerm } from '../loans/money-format';
import { formatPercent } from '../loans/percent-format';
import type { LoanQuote } from '../loans/quote';
import { formatRate } from '../loans/rate-format';
import { REPAY_AFTER_WITHDRAWAL_DAYS, WITHDRAWAL_DAYS } from '../loans/withdrawal';
import { formatCalendarDate } from '../shared/calendar-date';
import type { LenderParticulars } from './document-blocks';

/** The figures of an offer on the wire (OfferResource.figures): money in minor units, rates as decimal text. */
export interface OfferFiguresResource {
  currency: string;
  amount: number;
  total_payable: number;
  total_cost: number;
  total_interest: number;
  fees: number;
  instalment: number;
  instalments: number;
  term: number;
  term_unit: TermUnit;
  /** The fixed borrowing rate a year as a fraction ("0.129"). */
  annual_rate: string;
  /** The APR in percent ("13.7"). */
  apr: string;
  first_due_date: string;
  final_due_date: string;
  late_fee: number;
}

/** OfferResource.figures from the one quote of the offer for today and the product it priced. */
export function offerFiguresResource(quote: LoanQuote, product: LoanProduct): OfferFiguresResource {
  assertSameProduct(quote, product);
  return {
    currency: quote.currency,
    amount: quote.principalMinor,
    total_payable: quote.totalRepayableMinor,
    total_cost: quote.totalCostMinor,
    total_interest: quote.totalInterestMinor,
    fees: quote.totalFeesMinor,
    instalment: quote.regularPaymentMinor,
    instalments: quote.instalments.length,
    term: quote.term,
    term_unit: quote.termUnit,
    annual_rate: quote.annualRate,
    apr: quote.aprPercent,
    first_due_date: quote.firstDueDate,
    final_due_date: quote.finalDueDate,
    late_fee: product.lateFeeMinor,
  };
}

/** The executed copy's signatures: the borrower's, given in the portal, and the lender's, applied on acceptance. */
export interface SignatureInput {
  /** The full name the borrower typed. */
  borrowerName: string;
  signedAt: Date;
  /** Who signs for the lender, e.g. "Head of Lending, for Kestrel Credit Ltd". */
  lenderSignatory: string;
  lenderSignedAt: Date;
  /** The verified mobile number the signing code went to, masked ("+44 ••••• ••• 123"). */
  phoneMasked: string;
}

/** What a lender's document is filled in from. */
export interface DocumentViewInput {
  /** The offer's one quote for `agreementDate` (quoteLoan(snapshot, amount, term, agreementDate)). */
  quote: LoanQuote;
  /** The product as it was priced (the offer's snapshot). */
  product: LoanProduct;
  lender: LenderParticulars;
  /** The address as lines, or already one line. */
  borrower: { name: string; address: string | readonly string[] };
  offer: { reference: string; expiresAt: Date };
  /** The day the documents speak for, `YYYY-MM-DD`: today, or the signing day for the executed copy. */
  agreementDate: string;
  /** Only for the executed copy. */
  signature?: SignatureInput | null;
}

/** The template placeholders (docs/design/agreements.md §5), every one a string a borrower reads, but `short_term`. */
export interface DocumentView {
  /** The lender's particulars with snake_case keys (`lender.legal_entity`), lists as one line. */
  lender: Record<string, string>;
  borrower: { name: string; address: string };
  offer: { reference: string; expires_on: string };
  credit: {
    amount: string;
    total_payable: string;
    total_cost: string;
    total_interest: string;
    fees: string;
    instalment: string;
    final_instalment: string;
    instalments: string;
    term: string;
    frequency: string;
    first_due_date: string;
    final_due_date: string;
    borrowing_rate: string;
    apr: string;
    late_fee: string;
    drawdown: string;
    /** The interest for each day the credit is kept, what a borrower who withdraws pays per day. */
    daily_interest: string;
    /** For a template's `{{#credit.short_term}}` sections. */
    short_term: boolean;
  };
  withdrawal: { days: string; repay_days: string };
  agreement: { date: string };
  signature?: { borrower_name: string; signed_at: string; lender_signatory: string; lender_signed_at: string; method: string };
}

/** The view a lender's templates are filled with: every figure from the one quote, in the words the page uses. */
export function documentView(input: DocumentViewInput): DocumentView {
  const { quote, product } = input;
  assertSameProduct(quote, product);
  const money = (minor: number) => formatMoney(minor, quote.currency);
  // What is paid is shown to the penny, as the offer's summary and the schedule show it ("£248.00"); the amount borrowed reads as prose ("£200").
  const payment = (minor: number) => formatMoney(minor, quote.currency, 'always');
  const view: DocumentView = {
    lender: lenderView(input.lender),
    borrower: borrowerView(input.borrower),
    offer: { reference: input.offer.reference, expires_on: formatCalendarDate(ukDateOf(input.offer.expiresAt)) },
    credit: {
      amount: money(quote.principalMinor),
      total_payable: payment(quote.totalRepayableMinor),
      total_cost: payment(quote.totalCostMinor),
      total_interest: payment(quote.totalInterestMinor),
      fees: payment(quote.totalFeesMinor),
      instalment: payment(quote.regularPaymentMinor),
      final_instalment: payment(quote.instalments[quote.instalments.length - 1].paymentMinor),
      instalments: String(quote.instalments.length),
      term: formatTerm(quote.term, quote.termUnit),
      frequency: product.frequency === 'monthly' ? 'one each month' : 'a single payment at the end of the term',
      first_due_date: formatCalendarDate(quote.firstDueDate),
      final_due_date: formatCalendarDate(quote.finalDueDate),
      borrowing_rate: `${formatRate(quote.annualRate)}%`,
      apr: `${formatPercent(quote.aprPercent)}%`,
      late_fee: payment(product.lateFeeMinor),
      drawdown: drawdownWords(quote, product, money),
      daily_interest: payment(toMinor(dec(quote.principalMinor).times(quote.annualRate).div(365))),
      short_term: isShortTerm(product),
    },
    withdrawal: { days: String(WITHDRAWAL_DAYS), repay_days: String(REPAY_AFTER_WITHDRAWAL_DAYS) },
    agreement: { date: formatCalendarDate(input.agreementDate) },
  };
  if (input.signature) view.signature = signatureView(input.signature);
  return view;
}

/** How the money reaches the borrower: all of it, or less an arrangement fee taken at drawdown. */
function drawdownWords(quote: LoanQuote, product: LoanProduct, money: (minor: number) => string): string {
  const fee = product.arrangementFee;
  const feeUpFront = fee.kind !== 'none' && !fee.financed ? quote.totalFeesMinor : 0;
  return feeUpFront > 0
    ? `We pay ${money(quote.principalMinor - feeUpFront)} into your bank account on the day the agreement is made: the ${money(quote.principalMinor)} you borrow less the arrangement fee of ${money(feeUpFront)}.`
    : `We pay the full ${money(quote.principalMinor)} into your bank account on the day the agreement is made.`;
}

function signatureView(signature: SignatureInput): NonNullable<DocumentView['signature']> {
  return {
    borrower_name: signature.borrowerName,
    signed_at: ukDateTime(signature.signedAt),
    lender_signatory: signature.lenderSignatory,
    lender_signed_at: ukDateTime(signature.lenderSignedAt),
    method: `Signed electronically: full name typed and confirmed with a one-time code texted to ${signature.phoneMasked}.`,
  };
}

/** `lender.*` of every lender's document: the particulars with snake_case keys, lists as one line. */
export function lenderView(lender: LenderParticulars): Record<string, string> {
  const view: Record<string, string> = {};
  for (const [key, value] of Object.entries(lender) as [string, unknown][]) {
    view[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = Array.isArray(value) ? oneLine(value) : String(value);
  }
  return view;
}

/** `borrower.*` of every lender's document: the name, and the address as one line. */
export function borrowerView(borrower: DocumentViewInput['borrower']): DocumentView['borrower'] {
  return { name: borrower.name, address: typeof borrower.address === 'string' ? borrower.address : oneLine(borrower.address) };
}

function oneLine(lines: readonly string[]): string {
  return lines.filter((line) => line.trim() !== '').join(', ');
}

const UK_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "12 December 2026 at 14:03 (UK time)": a signature's moment as the lender's clock tells it. */
function ukDateTime(instant: Date): string {
  return `${formatCalendarDate(ukDateOf(instant))} at ${UK_TIME.format(instant)} (UK time)`;
}

/** The quote must price the product it is shown with: a mix-up would print one loan's figures under another's terms. */
function assertSameProduct(quote: LoanQuote, product: LoanProduct): void {
  if (quote.productAlias !== product.alias || quote.currency !== product.currency) {
    throw new RangeError(`The quote prices ${quote.productAlias} (${quote.currency}), not ${product.alias} (${product.currency}).`);
  }
}
