import { PHOTO_IDENTITY } from '../agreements/identity-requirement';
import { OPEN_REQUEST_STATUSES, type InstalmentStatus, type LoanStatus, type RequestStatus } from '../loans/loan-status';

/**
 * The borrower's file as the back office reads it (docs/design/back-office.md §5): everything the
 * lender holds on one borrower, for one screen. Money in minor units (GBP); dates as the API sends
 * them (`YYYY-MM-DD` for calendar days, ISO 8601 for instants).
 */
export interface BorrowerFile {
  borrower: FileBorrower;
  /** Null until the borrower has given their details. */
  profile: FileProfile | null;
  addresses: FileAddress[];
  banks: FileBankAccount[];
  /** Null until the borrower has declared their work and income. */
  employment: FileEmployment | null;
  /** Null when there is no income to compute from. */
  affordability: Affordability | null;
  documents: FileDocument[];
  requests: FileLoanRequest[];
  loans: FileLoan[];
  offers: FileOffer[];
  letters: FileLetter[];
  conversations: FileConversation[];
}

/** Who the borrower is and how far their identity is checked. */
export interface FileBorrower {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string | null;
  createdAt: string;
  emailVerifiedAt: string | null;
  phoneVerifiedAt: string | null;
  twoFactorEnabled: boolean;
  /** A reviewer confirmed a photo ID is the borrower's. */
  identityConfirmed: boolean;
}

/** The borrower's personal details; fields the borrower left unanswered are null. */
export interface FileProfile {
  middleName: string | null;
  nationalIdMasked: string | null;
  maritalStatus: string | null;
  dependants: number | null;
  nationality: string | null;
}

export interface FileAddress {
  id: number;
  kind: string;
  line1: string;
  line2: string | null;
  city: string;
  postalCode: string;
  country: string;
  residentialStatus: string | null;
  livedFrom: string | null;
  livedUntil: string | null;
  isPrimary: boolean;
}

export interface FileBankAccount {
  id: number;
  bankName: string;
  accountHolder: string;
  /** The last four characters only, e.g. `•••• 1234`. */
  accountNumberMasked: string;
  routingCode: string | null;
  isPrimary: boolean;
}

/** One regular payment the borrower declared (rent, bills…). */
export interface DeclaredOutgoing {
  label: string;
  amountMinor: number;
}

export interface FileEmployment {
  employer: string | null;
  status: string;
  netMonthlyIncomeMinor: number;
  /** Each declared outgoing; one "Declared outgoings" line when the API sends a total only. */
  outgoings: DeclaredOutgoing[];
}

/** The affordability figures the lender's rules computed (CONC 5.2A). */
export interface Affordability {
  netMonthlyIncomeMinor: number;
  declaredOutgoingsMinor: number;
  disposableMinor: number;
  /** The share of disposable income a repayment may take, as a decimal string ("0.4"). */
  limitRatio: string;
  /** What the borrower already repays each month on open loans. */
  existingCommitmentsMinor: number;
  /** The largest monthly repayment the rule allows now; null when the server does not say. */
  affordableInstalmentMinor: number | null;
}

export type FileDocumentStatus = 'pending' | 'approved' | 'rejected' | 'expired';

export interface FileDocument {
  id: number;
  /** The document type's slug, e.g. `passport`, `driving_licence`, `bank_statement`. */
  type: string;
  /** The type as people read it ("Passport"); the slug when the server does not name it. */
  typeName: string;
  /** The group of alternatives the type belongs to (`photo-identity`), else null. */
  oneOf: string | null;
  side: 'front' | 'back' | null;
  status: FileDocumentStatus;
  fileName: string;
  uploadedAt: string;
  expiresOn: string | null;
  identityConfirmedAt: string | null;
  /** Why it was not accepted, as the borrower reads it. */
  reason: string | null;
}

/** One approval of a request over the four-eyes threshold. */
export interface RequestApproval {
  staffName: string;
  approvedAt: string;
}

export interface FileLoanRequest {
  id: number;
  reference: string;
  product: string;
  amountMinor: number;
  term: number;
  termUnit: 'days' | 'months';
  status: RequestStatus;
  reason: string | null;
  createdAt: string;
  approvals: RequestApproval[];
}

export interface FileInstalment {
  number: number;
  dueDate: string;
  paymentMinor: number;
  interestMinor: number;
  principalMinor: number;
  feeMinor: number;
  paidMinor: number;
  status: InstalmentStatus;
}

export interface FilePayment {
  date: string;
  amountMinor: number;
}

export interface FileLoan {
  id: number;
  accountNumber: string;
  product: string;
  principalMinor: number;
  status: LoanStatus;
  startDate: string;
  balanceMinor: number;
  arrearsMinor: number;
  /** What settles the loan today, as the server's interest ledger works it out (the figure `settle` charges); null once closed. */
  settlementToday: FileSettlement | null;
  /** The part payment the borrower confirmed and whose money has not arrived; null when none. */
  pendingPartPayment: FilePendingPartPayment | null;
  schedule: FileInstalment[];
  payments: FilePayment[];
}

/** A confirmed part payment waiting for its money, with the borrower's choice worked out for today (minor units). */
export interface FilePendingPartPayment {
  id: number;
  amountMinor: number;
  choice: 'shorter_term' | 'smaller_instalment';
  createdAt: string;
  preview: { asOf: string; regularPaymentMinor: number; count: number; finalDueDate: string | null; interestSavedMinor: number };
}

/** A settlement figure on a day, in minor units. */
export interface FileSettlement {
  asOf: string;
  totalMinor: number;
  principalMinor: number;
  interestMinor: number;
  feesMinor: number;
}

export interface FileOffer {
  id: number;
  requestId: number;
  status: string;
  expiresAt: string | null;
}

export interface FileLetter {
  id: number;
  kind: string;
  title: string;
  loanId: number | null;
  issuedAt: string;
}

export interface FileConversation {
  id: number;
  subject: string;
  status: string;
  lastMessageAt: string | null;
  messageCount: number;
}

/** One borrower a search found. */
export interface BorrowerMatch {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  createdAt: string | null;
}

/** "Ada Lovelace". */
export function borrowerName(borrower: Pick<FileBorrower, 'firstName' | 'lastName'>): string {
  return `${borrower.firstName} ${borrower.lastName}`.trim();
}

/** A request still waiting for the lender's decision. */
export function isAwaitingDecision(request: FileLoanRequest): boolean {
  return OPEN_REQUEST_STATUSES.includes(request.status);
}

/** A photo ID, whose approval may record that the reviewer matched it to the borrower. */
export function isPhotoIdentity(document: FileDocument): boolean {
  return document.oneOf === PHOTO_IDENTITY;
}

/** A loan the borrower is still paying, so a payment or a settlement may be recorded. */
export function isOpenLoan(loan: FileLoan): boolean {
  return loan.status === 'active';
}
