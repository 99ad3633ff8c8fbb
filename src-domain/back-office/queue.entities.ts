/**
 * What the back office's queues hold (docs/design/back-office.md §4). Money is in minor units,
 * instants are ISO-8601 strings, calendar dates `YYYY-MM-DD`; the pages format them with the
 * domain's formatters.
 */

/** The queues, in the order the navigation lists them. */
export const QUEUE_NAMES = ['requests', 'documents', 'conversations', 'complaints', 'arrears', 'refunds'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** How many items wait in each queue (GET /queues, and the live `QueuesChanged` event). */
export type QueueCounts = Readonly<Record<QueueName, number>>;

/** The borrower a queue item belongs to: enough to name them and open their file. */
export interface QueueBorrower {
  id: number;
  name: string;
}

/** The affordability figures the rules computed for a request (minor units per month). */
export interface RequestAffordability {
  netMonthlyIncomeMinor: number;
  outgoingsMinor: number;
  disposableMinor: number;
  instalmentMinor: number;
  /** The instalment's share of what is left each month, a decimal string ("0.2143"); null when nothing is left. */
  ratio: string | null;
}

/** A first approval of a request that needs two (four eyes, design §3). */
export interface RequestApproval {
  staffName: string;
  approvedAt: string;
}

/** A loan request awaiting a decision. */
export interface RequestAwaitingDecision {
  id: number;
  reference: string;
  borrower: QueueBorrower;
  /** The product's name, or null when the product has since been withdrawn. */
  product: string | null;
  amountMinor: number;
  termMonths: number;
  createdAt: string;
  /** null when the borrower declared no employment: nothing to compute from. */
  affordability: RequestAffordability | null;
  approvals: RequestApproval[];
  /** How many approvals it still needs before the offer is made (at least 1 while it waits). */
  approvalsNeeded: number;
}

/** An uploaded document awaiting review. */
export interface DocumentAwaitingReview {
  id: number;
  borrower: QueueBorrower;
  /** What the document is, as people read it ("Passport", "Bank statement"). */
  typeName: string;
  /** "front", "back", or null for a one-sided document. */
  side: string | null;
  fileName: string;
  sizeBytes: number;
  uploadedAt: string;
  /** The group of documents this one may stand for ("Proof of identity"), when it belongs to one. */
  oneOf: string | null;
}

/** A conversation whose latest message is the borrower's. */
export interface ConversationAwaitingAnswer {
  id: number;
  borrower: QueueBorrower;
  subject: string;
  /** When the borrower's unanswered message arrived. */
  waitingSince: string;
  messageCount: number;
  /** The start of the borrower's latest message. */
  preview: string;
}

/** What is late on a complaint today, as the server reads its own clock. */
export type ComplaintOverdue = 'final_response' | 'acknowledgement' | null;

/** An open complaint with the dates the complaint rules set (DISP 1.6). */
export interface ComplaintAwaitingResolution {
  id: number;
  reference: string;
  /** null for a complaint made by someone without an account (known by e-mail only). */
  borrower: QueueBorrower | null;
  email: string;
  /** What the complainant wrote. */
  message: string;
  receivedAt: string;
  /** Calendar dates. */
  acknowledgeBy: string;
  summaryResolutionBy: string;
  finalResponseBy: string;
  acknowledgedAt: string | null;
  overdue: ComplaintOverdue;
}

/** A loan with missed instalments. */
export interface LoanInArrears {
  loanId: number;
  accountNumber: string;
  borrower: QueueBorrower;
  missedCount: number;
  arrearsMinor: number;
  /** Calendar date of the oldest missed instalment. */
  oldestMissedDueDate: string;
}

/** One message of a conversation, as staff read it. */
export interface StaffConversationMessage {
  id: number;
  /** Who wrote it: the borrower, or the lender (signed with the staff member's name and team). */
  from: 'borrower' | 'lender';
  authorName: string;
  body: string;
  sentAt: string;
}

/** A conversation with its thread (GET /conversations/{id}). */
export interface StaffConversation {
  id: number;
  borrower: QueueBorrower;
  subject: string;
  status: 'open' | 'closed';
  messages: StaffConversationMessage[];
}

/** What an approval did: the offer was made, or it waits for more approvals (`approvalsNeeded`: how many more, four eyes). */
export type ApprovalOutcome = { status: 'offered'; offerId: number } | { status: 'first_approval'; approvalsNeeded: number };

/** Money a payment brought beyond what the loan owed, to be sent back (ADR 0048). Its id is the payment's. */
export interface RefundDue {
  id: number;
  borrower: QueueBorrower;
  loanId: number;
  accountNumber: string;
  amountMinor: number;
  payment: { id: number; amountMinor: number; receivedOn: string };
  /** The account on file it goes to; null when the borrower has none. */
  account: { holder: string; bankName: string; last4: string } | null;
  dueSince: string;
}
