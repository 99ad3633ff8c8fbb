import type {
  ApproveDocumentDto,
  ApproveRequestDto,
  DeclineRequestDto,
  MarkRefundSentDto,
  RecordPaymentDto,
  RejectDocumentDto,
  ResolveComplaintRequestDto,
  SettleLoanDto,
  StaffReplyDto,
} from './back-office-actions.dto';
import type {
  ApprovalOutcome,
  ComplaintAwaitingResolution,
  ConversationAwaitingAnswer,
  DocumentAwaitingReview,
  LoanInArrears,
  QueueCounts,
  RefundDue,
  RequestAwaitingDecision,
  StaffConversation,
} from './queue.entities';

/**
 * The back office's queues and actions on the lender's API (docs/design/back-office.md §4, under
 * /api/v1/back-office). Every call may fail with Forbidden whose `reason` says why
 * (`two_factor_required`, `role_not_allowed`, `own_file`, `not_staff`), NotFound for an unknown id,
 * Conflict when the item's state forbids the action (already decided), ValidationFailed with
 * field messages.
 */
export interface BackOfficeGateway {
  /** GET /queues */
  queueCounts(): Promise<QueueCounts>;
  /** GET /requests, oldest first. */
  requests(): Promise<RequestAwaitingDecision[]>;
  /** GET /documents, oldest first. */
  documents(): Promise<DocumentAwaitingReview[]>;
  /** GET /conversations, oldest first. */
  conversations(): Promise<ConversationAwaitingAnswer[]>;
  /** GET /complaints, oldest first. */
  complaints(): Promise<ComplaintAwaitingResolution[]>;
  /** GET /arrears */
  arrears(): Promise<LoanInArrears[]>;
  /** GET /refunds, oldest first (servicing and admins). */
  refunds(): Promise<RefundDue[]>;
  /** GET /conversations/{id} (audited on the server as a view of personal data). */
  conversation(id: number): Promise<StaffConversation>;

  approveRequest(id: number, input: ApproveRequestDto): Promise<ApprovalOutcome>;
  declineRequest(id: number, input: DeclineRequestDto): Promise<void>;
  approveDocument(id: number, input: ApproveDocumentDto): Promise<void>;
  rejectDocument(id: number, input: RejectDocumentDto): Promise<void>;
  reply(conversationId: number, input: StaffReplyDto): Promise<void>;
  closeConversation(conversationId: number): Promise<void>;
  resolveComplaint(id: number, input: ResolveComplaintRequestDto): Promise<void>;
  recordPayment(loanId: number, input: RecordPaymentDto): Promise<void>;
  settleLoan(loanId: number, input: SettleLoanDto): Promise<void>;
  /** POST /refunds/{id}/sent: once only (Conflict after). */
  markRefundSent(refundId: number, input: MarkRefundSentDto): Promise<void>;
}

export const BackOfficeGateway = Symbol.for('BackOfficeGateway');

/** The realtime side: `QueuesChanged` on the private channel `back-office` (design §6). */
export interface QueueFeed {
  /** Calls `onCounts` with each event's counts until unsubscribed; `onReconnect` after a dropped connection came back. */
  follow(onCounts: (counts: QueueCounts) => void, onReconnect?: () => void): { unsubscribe(): void };
}

export const QueueFeed = Symbol.for('BackOfficeQueueFeed');
