/**
 * What the back office's queues hold (docs/design/back-office.md §4). Money is in minor units,
 * instants are ISO-8601 strings, calendar dates `YYYY-MM-DD`; the pages format them with the
 * domain's formatters.
 */

/** The five queues, in the order the navigation lists them. */
export const QUEUE_NAMES = ['requests', 'documents', 'conversations', 'complaints', 'arrears'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** How many items wait in each queue (GET /queues, and the live `QueuesChanged` event). */
export type QueueCounts = Readonly<Record<QueueName, number>>;

/** The borrower a queue item belongs to: enough to name them and open their file. */
export interface QueueBorrower {
  id: number;
  name: string;
}

/** The affordability figures the rules computed for a request (minor units per month; ratio a decimal string, e.g. "0.32"). */
export interface RequestAffordability {
  netMonthlyIncomeMinor: number;
  outgoingsMinor: number;
  disposableMinor: number;
  instalmentMinor: number;
  /** The instalment's share of what is left each month, as a decimal string ("0.32" is 32%). */
  ratio: string;
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
  product: string;
  amountMinor: number;
  termMonths: number;
  createdAt: string;
  affordability: RequestAffordability;
  approvals: RequestApproval[];
  /** How many approvals the request needs in all: 1, or 2 above the four-eyes threshold. */
  approvalsNeeded: number;
}

/** An uploaded document awaiting review. */
export interface DocumentAwaitingReview {
  id: number;
  borrower: QueueBorrower;
  /** What the document is, as the borrower chose it ("Passport", "Bank statement"). */
  type: string;
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
}

/** An open complaint with the dates the complaint rules set (DISP 1.6). */
export interface ComplaintAwaitingResolution {
  id: number;
  reference: string;
  borrower: QueueBorrower;
  subject: string;
  receivedAt: string;
  /** Calendar dates. */
  acknowledgeBy: string;
  summaryResolutionBy: string;
  finalResponseBy: string;
  acknowledgedAt: string | null;
  /** The server's own reading of its clock: a deadline has passed. */
  overdue: boolean;
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

/** What an approval did: the offer was made, or it waits for a second person (four eyes). */
export type ApprovalOutcome = { status: 'offered'; offerId: number } | { status: 'first_approval'; approvalsNeeded: number };
