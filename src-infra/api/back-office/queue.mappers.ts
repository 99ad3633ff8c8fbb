import { QUEUE_NAMES, type ComplaintOverdue, type RequestAffordability, type ApprovalOutcome, type ComplaintAwaitingResolution, type ConversationAwaitingAnswer, type DocumentAwaitingReview, type LoanInArrears, type RefundDue, type QueueBorrower, type QueueCounts, type RequestAwaitingDecision, type StaffConversation, type StaffConversationMessage } from '../../../src-domain/back-office/queue.entities';
import { checkShape, decimalText, int, listOf, nullableStr, oneOf, str } from '../shared/wire-checks';
import { malformed } from '../shared/wire-guards';

/** Counts are whole numbers of items, never negative. */
const count = (value: unknown): value is number => int(value) && value >= 0;
const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (test: (value: unknown) => boolean) => (value: unknown) => value === undefined || value === null || test(value);

/** `{requests, documents, conversations, complaints, arrears, refunds}` (GET /queues, and the `QueuesChanged` event's `counts`). */
export function toQueueCounts(value: unknown): QueueCounts {
  const w = checkShape(value, 'queue counts', Object.fromEntries(QUEUE_NAMES.map((name) => [name, count])));
  return Object.fromEntries(QUEUE_NAMES.map((name) => [name, w[name] as number])) as unknown as QueueCounts;
}

function toBorrower(value: unknown): QueueBorrower {
  const w = checkShape(value, 'borrower', { id: int, name: str });
  return { id: w.id as number, name: w.name as string };
}

function toAffordability(value: unknown): RequestAffordability | null {
  if (value === null) return null;
  const a = checkShape(value, 'affordability', { net_monthly_income: int, outgoings: int, disposable: int, instalment: int, ratio: optional(decimalText) });
  return {
    netMonthlyIncomeMinor: a.net_monthly_income as number,
    outgoingsMinor: a.outgoings as number,
    disposableMinor: a.disposable as number,
    instalmentMinor: a.instalment as number,
    ratio: (a.ratio as string | null | undefined) ?? null,
  };
}

/** The product as `{alias, name}` (null once withdrawn): the queue shows its name. */
function productName(value: unknown): string | null {
  if (value === null) return null;
  return checkShape(value, 'product', { name: str }).name as string;
}

export function toRequestAwaitingDecision(value: unknown): RequestAwaitingDecision {
  const w = checkShape(value, 'loan request', {
    id: int, reference: str, borrower: isObject, product: (v) => v === null || isObject(v), amount: int, term: int, created_at: str,
    affordability: (v) => v === null || isObject(v), approvals: Array.isArray, approvals_needed: int,
  });
  return {
    id: w.id as number,
    reference: w.reference as string,
    borrower: toBorrower(w.borrower),
    product: productName(w.product),
    amountMinor: w.amount as number,
    termMonths: w.term as number,
    createdAt: w.created_at as string,
    affordability: toAffordability(w.affordability),
    approvals: (w.approvals as unknown[]).map((approval) => {
      const p = checkShape(approval, 'approval', { staff_name: str, approved_at: str });
      return { staffName: p.staff_name as string, approvedAt: p.approved_at as string };
    }),
    approvalsNeeded: w.approvals_needed as number,
  };
}

export function toDocumentAwaitingReview(value: unknown): DocumentAwaitingReview {
  const w = checkShape(value, 'document', { id: int, borrower: isObject, type_name: str, side: optional(str), file_name: str, size: count, uploaded_at: str, one_of: optional(str) });
  return {
    id: w.id as number,
    borrower: toBorrower(w.borrower),
    typeName: w.type_name as string,
    side: (w.side as string | null | undefined) ?? null,
    fileName: w.file_name as string,
    sizeBytes: w.size as number,
    uploadedAt: w.uploaded_at as string,
    oneOf: (w.one_of as string | null | undefined) ?? null,
  };
}

export function toConversationAwaitingAnswer(value: unknown): ConversationAwaitingAnswer {
  const w = checkShape(value, 'conversation', { id: int, borrower: isObject, subject: str, waiting_since: str, message_count: count, preview: optional(str) });
  return {
    id: w.id as number,
    borrower: toBorrower(w.borrower),
    subject: w.subject as string,
    waitingSince: w.waiting_since as string,
    messageCount: w.message_count as number,
    preview: (w.preview as string | null | undefined) ?? '',
  };
}

export function toComplaintAwaitingResolution(value: unknown): ComplaintAwaitingResolution {
  const w = checkShape(value, 'complaint', {
    id: int, reference: str, borrower: (v) => v === null || isObject(v), email: str, message: str, received_at: str, acknowledge_by: str, summary_resolution_by: str,
    final_response_by: str, acknowledged_at: optional(str), overdue: optional(oneOf(['final_response', 'acknowledgement'] as const)),
  });
  return {
    id: w.id as number,
    reference: w.reference as string,
    borrower: w.borrower === null ? null : toBorrower(w.borrower),
    email: w.email as string,
    message: w.message as string,
    receivedAt: w.received_at as string,
    acknowledgeBy: w.acknowledge_by as string,
    summaryResolutionBy: w.summary_resolution_by as string,
    finalResponseBy: w.final_response_by as string,
    acknowledgedAt: (w.acknowledged_at as string | null | undefined) ?? null,
    overdue: (w.overdue as ComplaintOverdue | undefined) ?? null,
  };
}

export function toLoanInArrears(value: unknown): LoanInArrears {
  const w = checkShape(value, 'loan in arrears', { loan_id: int, account_number: str, borrower: isObject, missed_count: count, arrears_amount: count, oldest_missed_due_date: str });
  return {
    loanId: w.loan_id as number,
    accountNumber: w.account_number as string,
    borrower: toBorrower(w.borrower),
    missedCount: w.missed_count as number,
    arrearsMinor: w.arrears_amount as number,
    oldestMissedDueDate: w.oldest_missed_due_date as string,
  };
}

function toStaffMessage(value: unknown): StaffConversationMessage {
  const w = checkShape(value, 'message', { id: int, author: oneOf(['borrower', 'lender'] as const), author_name: str, body: str, created_at: str });
  return { id: w.id as number, from: w.author as StaffConversationMessage['from'], authorName: w.author_name as string, body: w.body as string, sentAt: w.created_at as string };
}

export function toStaffConversation(value: unknown): StaffConversation {
  const w = checkShape(value, 'conversation', { id: int, borrower: isObject, subject: str, status: oneOf(['open', 'closed'] as const), messages: listOf(isObject) });
  return {
    id: w.id as number,
    borrower: toBorrower(w.borrower),
    subject: w.subject as string,
    status: w.status as StaffConversation['status'],
    messages: (w.messages as unknown[]).map(toStaffMessage),
  };
}

/** `{status: 'offered', offer_id}` or `{status: 'first_approval', approvals_needed}`. */
export function toApprovalOutcome(value: unknown): ApprovalOutcome {
  const w = checkShape(value, 'approval outcome', { status: oneOf(['offered', 'first_approval'] as const) });
  if (w.status === 'offered') {
    const offered = checkShape(w, 'approval outcome', { offer_id: int });
    return { status: 'offered', offerId: offered.offer_id as number };
  }
  const first = checkShape(w, 'approval outcome', { approvals_needed: int });
  if ((first.approvals_needed as number) < 1) throw malformed('approval outcome');
  return { status: 'first_approval', approvalsNeeded: first.approvals_needed as number };
}

/** A refund due (GET /refunds): the payment it came from and the account on file it goes to. */
export function toRefundDue(value: unknown): RefundDue {
  const w = checkShape(value, 'refund due', { id: int, borrower: isObject, loan: isObject, amount: count, payment: isObject, account: optional(isObject), due_since: str });
  const loan = checkShape(w.loan, 'refund loan', { id: int, account_number: str });
  const payment = checkShape(w.payment, 'refund payment', { id: int, amount: count, received_on: str });
  const account = w.account ? checkShape(w.account, 'refund account', { account_holder: str, bank_name: str, account_last4: str }) : null;
  return {
    id: w.id as number,
    borrower: toBorrower(w.borrower),
    loanId: loan.id as number,
    accountNumber: loan.account_number as string,
    amountMinor: w.amount as number,
    payment: { id: payment.id as number, amountMinor: payment.amount as number, receivedOn: payment.received_on as string },
    account: account ? { holder: account.account_holder as string, bankName: account.bank_name as string, last4: account.account_last4 as string } : null,
    dueSince: w.due_since as string,
  };
}
