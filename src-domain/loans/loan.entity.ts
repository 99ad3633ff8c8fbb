import type { OfferStatus } from '../agreements/offer.entity';
import type { InstalmentStatus, LoanStatus, RequestStatus } from './loan-status';
import type { TermUnit } from './loan-product.entity';
import type { LoanQuote } from './quote';
import type { Instalment } from './schedule';

/** A loan request as the borrower follows it. */
export interface LoanRequest {
  id: number;
  reference: string;
  productAlias: string | null;
  productName: string;
  currency: string;
  amountMinor: number;
  term: number;
  termUnit: TermUnit;
  purpose: string;
  status: RequestStatus;
  decisionReason: string | null;
  quote: { regularPaymentMinor: number; totalRepayableMinor: number; apr: string };
  loanId: number | null;
  history: { status: RequestStatus; reason: string | null; at: string }[];
  createdAt: string;
  /** The offer an approval made, waiting for (or past) the borrower's signature; null before a decision to lend. */
  offer: { id: number; status: OfferStatus; expiresAt: string } | null;
}

/** A loan paid out, with where it stands. */
export interface Loan {
  id: number;
  reference: string;
  productAlias: string | null;
  productName: string;
  currency: string;
  principalMinor: number;
  term: number;
  termUnit: TermUnit;
  annualRate: string;
  apr: string;
  status: LoanStatus;
  disbursedAt: string;
  startDate: string;
  nextDue: { number: number; dueDate: string; amountMinor: number; status: InstalmentStatus } | null;
  /** Principal still owed. */
  balanceMinor: number;
  totalRepayableMinor: number;
  paidTotalMinor: number;
  instalmentsPaid: number;
  instalmentsTotal: number;
  /** The signed agreement behind the loan; null for a loan made before agreements were signed online. */
  agreement: { signedAt: string; templateVersion: string; copyReceivedAt: string | null } | null;
  /**
   * The right to withdraw (s.66A): 14 days beginning the day after the later of signing and receiving
   * the copy; both null while the copy is not received yet.
   */
  withdrawal: { startsOn: string | null; deadline: string | null };
}

/** An instalment of a loan, with what has been paid against it. */
export interface ScheduledInstalment extends Instalment {
  id: number;
  paidAmountMinor: number;
  status: InstalmentStatus;
  paidAt: string | null;
}

/** A loan account as the accounts list shows it. */
export interface LoanAccount {
  id: number;
  numberMasked: string;
  loanId: number;
  productName: string;
  status: 'open' | 'closed';
  currency: string;
  balanceMinor: number;
  nextDueDate: string | null;
  nextDueAmountMinor: number | null;
  openedAt: string;
}

export type { Page } from '../shared/page';

export interface EligibilityAnswer {
  eligible: boolean;
  reasons: { code: string; message: string; action: string | null }[];
  maxAmountMinor: number | null;
  /** Documents uploaded and not yet checked: the decision waits for them. */
  awaitingDocuments: string[];
  quote: LoanQuote | null;
}
