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
} from '../../../src-domain/back-office/back-office-actions.dto';
import type { BackOfficeGateway } from '../../../src-domain/back-office/back-office-gateway.port';
import type {
  ApprovalOutcome,
  ComplaintAwaitingResolution,
  ConversationAwaitingAnswer,
  DocumentAwaitingReview,
  LoanInArrears,
  RefundDue,
  QueueCounts,
  RequestAwaitingDecision,
  StaffConversation,
} from '../../../src-domain/back-office/queue.entities';
import type { HttpClient } from '../../http/http-client';
import { newIdempotencyKey } from '../../http/idempotency-key';
import { unwrapData, unwrapList } from '../shared/wire-guards';
import {
  toApprovalOutcome,
  toComplaintAwaitingResolution,
  toConversationAwaitingAnswer,
  toDocumentAwaitingReview,
  toLoanInArrears,
  toRefundDue,
  toQueueCounts,
  toRequestAwaitingDecision,
  toStaffConversation,
} from './queue.mappers';

const BASE = '/api/v1/back-office';
const at = (collection: string, id: number, action = '') => `${BASE}/${collection}/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;

/**
 * BackOfficeGateway over the lender's API (docs/design/back-office.md §4). A 403 arrives as
 * Forbidden with the server's `code` as its reason, a 422 as ValidationFailed with its field
 * messages, through the HTTP client's one error model.
 */
export class LaravelBackOfficeGateway implements BackOfficeGateway {
  constructor(private readonly http: HttpClient) {}

  async queueCounts(): Promise<QueueCounts> {
    return toQueueCounts(unwrapData(await this.http.get<unknown>(`${BASE}/queues`), 'queue counts'));
  }

  async requests(): Promise<RequestAwaitingDecision[]> {
    return unwrapList(await this.http.get<unknown>(`${BASE}/requests`), 'loan requests', toRequestAwaitingDecision);
  }

  async documents(): Promise<DocumentAwaitingReview[]> {
    return unwrapList(await this.http.get<unknown>(`${BASE}/documents`), 'documents', toDocumentAwaitingReview);
  }

  async conversations(): Promise<ConversationAwaitingAnswer[]> {
    return unwrapList(await this.http.get<unknown>(`${BASE}/conversations`), 'conversations', toConversationAwaitingAnswer);
  }

  async complaints(): Promise<ComplaintAwaitingResolution[]> {
    return unwrapList(await this.http.get<unknown>(`${BASE}/complaints`), 'complaints', toComplaintAwaitingResolution);
  }

  async arrears(): Promise<LoanInArrears[]> {
    return unwrapList(await this.http.get<unknown>(`${BASE}/arrears`), 'loans in arrears', toLoanInArrears);
  }

  async refunds(): Promise<RefundDue[]> {
    return unwrapList(await this.http.get<unknown>(`${BASE}/refunds`), 'refunds due', toRefundDue);
  }

  async conversation(id: number): Promise<StaffConversation> {
    return toStaffConversation(unwrapData(await this.http.get<unknown>(at('conversations', id)), 'conversation'));
  }

  // Actions that make money move or an offer carry a key, so a retry after a dropped answer acts once.
  async approveRequest(id: number, input: ApproveRequestDto): Promise<ApprovalOutcome> {
    const body = input.reason ? { reason: input.reason } : {};
    return toApprovalOutcome(unwrapData(await this.http.post<unknown>(at('requests', id, 'approve'), body, { idempotencyKey: newIdempotencyKey() }), 'approval outcome'));
  }

  async declineRequest(id: number, input: DeclineRequestDto): Promise<void> {
    await this.http.post<unknown>(at('requests', id, 'decline'), { reason: input.reason });
  }

  async approveDocument(id: number, input: ApproveDocumentDto): Promise<void> {
    await this.http.post<unknown>(at('documents', id, 'approve'), input.identity_confirmed === undefined ? {} : { identity_confirmed: input.identity_confirmed });
  }

  async rejectDocument(id: number, input: RejectDocumentDto): Promise<void> {
    await this.http.post<unknown>(at('documents', id, 'reject'), { reason: input.reason });
  }

  async reply(conversationId: number, input: StaffReplyDto): Promise<void> {
    await this.http.post<unknown>(at('conversations', conversationId, 'reply'), { message: input.message }, { idempotencyKey: newIdempotencyKey() });
  }

  async closeConversation(conversationId: number): Promise<void> {
    await this.http.post<unknown>(at('conversations', conversationId, 'close'), {});
  }

  async resolveComplaint(id: number, input: ResolveComplaintRequestDto): Promise<void> {
    const body = { outcome: input.outcome, response: input.response, ...(input.summary === undefined ? {} : { summary: input.summary }) };
    await this.http.post<unknown>(at('complaints', id, 'resolve'), body);
  }

  async recordPayment(loanId: number, input: RecordPaymentDto): Promise<void> {
    const body = { amount: input.amount, ...(input.date ? { date: input.date } : {}), ...(input.part_payment_id === undefined ? {} : { part_payment_id: input.part_payment_id }) };
    await this.http.post<unknown>(at('loans', loanId, 'payments'), body, { idempotencyKey: newIdempotencyKey() });
  }

  async markRefundSent(refundId: number, input: MarkRefundSentDto): Promise<void> {
    await this.http.post<unknown>(at('refunds', refundId, 'sent'), { sent_on: input.sent_on, reference: input.reference }, { idempotencyKey: newIdempotencyKey() });
  }

  async settleLoan(loanId: number, input: SettleLoanDto): Promise<void> {
    await this.http.post<unknown>(at('loans', loanId, 'settle'), input.date ? { date: input.date } : {}, { idempotencyKey: newIdempotencyKey() });
  }
}
