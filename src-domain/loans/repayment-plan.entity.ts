/**
 * What the borrower's repayment screens show (docs/design/repaying-exactly.md §7.1): the loan's
 * position today on the interest ledger, a part payment's preview and confirmation, and a payment
 * date move's preview. Money is in minor units, dates are `YYYY-MM-DD`; every figure is the
 * server's, worked out by `src-domain/loans/repayment/` — the screens never re-derive interest.
 */

/** What a part payment does to the rest of the loan. */
export type PartPaymentChoice = 'shorter_term' | 'smaller_instalment';
export const PART_PAYMENT_CHOICES: readonly PartPaymentChoice[] = ['smaller_instalment', 'shorter_term'];

/** One instalment still to fall due, as projected on the ledger. */
export interface ProjectedInstalment {
  number: number;
  dueDate: string;
  paymentMinor: number;
  interestMinor: number;
  principalMinor: number;
  feesMinor: number;
  balanceAfterMinor: number;
}

/** A part payment the borrower confirmed and whose money has not arrived yet. */
export interface PendingPartPayment {
  id: number;
  amountMinor: number;
  choice: PartPaymentChoice;
  createdAt: string;
}

/** GET /api/v1/loans/{id}/repayment: what is owed today and the rest of the loan if kept to. */
export interface RepaymentPosition {
  loanId: number;
  asOf: string;
  principalOwedMinor: number;
  interestAccruedMinor: number;
  feesOwedMinor: number;
  /** What settles the loan on `asOf` on the ledger. */
  totalOwedMinor: number;
  /** Instalments paid before they fell due, credited forward. */
  paidAheadMinor: number;
  interestChargedMinor: number;
  totalInterestMinor: number;
  totalPaidMinor: number;
  finalDueDate: string | null;
  regularPaymentMinor: number | null;
  schedule: ProjectedInstalment[];
  /** The declared pay day (`'1'`…`'31'` or `'last_working_day'`), when the loan has one. */
  payDay: string | null;
  /** The day of the month of the next instalment. */
  paymentDay: number | null;
  paymentDayMovedOn: string | null;
  /** The first day a refused date move becomes possible, when there is one. */
  nextDateMoveFrom: string | null;
  /** Why the payment date cannot be moved now (the domain's words), or null when it can. */
  dateMoveRefusal: string | null;
  pendingPartPayment: PendingPartPayment | null;
  /** Money payments brought beyond what was owed: due back, or returned (ADR 0048). Absent from older servers. */
  refunds?: readonly LoanRefund[];
}

/** A refund on the loan: the amount, the account (its last four digits) and, once sent, the day. */
export interface LoanRefund {
  amountMinor: number;
  status: 'due' | 'sent';
  accountLast4: string | null;
  sentOn: string | null;
}

/** The rest of the loan before or after a part payment. */
export interface RepaymentPlanSummary {
  instalments: { number: number; dueDate: string; paymentMinor: number }[];
  count: number;
  regularPaymentMinor: number | null;
  finalDueDate: string | null;
  totalInterestMinor: number;
  totalPaidMinor: number;
}

/** POST /api/v1/loans/{id}/part-payments/preview: the exact effect of one choice. */
export interface PartPaymentPreview {
  amountMinor: number;
  choice: PartPaymentChoice;
  asOf: string;
  allocation: { feesMinor: number; interestMinor: number; principalMinor: number };
  before: RepaymentPlanSummary;
  after: RepaymentPlanSummary;
  interestSavedMinor: number;
  /** Over the preview's figures: the confirmation is refused if they changed since. */
  previewHash: string;
}

/** POST /api/v1/loans/{id}/part-payments: confirmed, waiting for the money. */
export interface ConfirmedPartPayment {
  id: number;
  amountMinor: number;
  choice: PartPaymentChoice;
  status: 'pending';
  createdAt: string;
  /** The loan's account number, which the transfer quotes. */
  reference: string;
}

/** POST /api/v1/loans/{id}/payment-date/preview: what moving the monthly date does. */
export interface PaymentDatePreview {
  currentDueDate: string;
  newDueDate: string;
  /** Positive when the next payment moves later, negative when earlier. */
  daysMoved: number;
  balanceMinor: number;
  /** A day's interest on that balance, exact, in minor units as a decimal string ("1.0597"). */
  dailyInterestMinor: string;
  /** The one-off change to the next payment: added when positive, taken off when negative. */
  adjustmentMinor: number;
  schedule: { number: number; dueDate: string; paymentMinor: number }[];
  previewHash: string;
}

/** GET /api/loan/{id}/settlement: the settlement figure on a day and what settling then saves. */
export interface SettlementOffer {
  asOf: string;
  totalMinor: number;
  outstandingPrincipalMinor: number;
  accruedInterestMinor: number;
  feesDueMinor: number;
  /** The interest given back by settling on `asOf`; null from a server before the ledger. */
  rebateMinor: number | null;
}

/** The server's codes for a refused confirmation (409). */
export const PREVIEW_STALE = 'preview_stale';
export const DATE_MOVE_REFUSED = 'date_move_refused';
