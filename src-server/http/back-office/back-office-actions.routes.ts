import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ApproveDocumentDto,
  ApproveRequestDto,
  DeclineRequestDto,
  RecordPaymentDto,
  RejectDocumentDto,
  ResolveComplaintRequestDto,
  SettleLoanDto,
  StaffReplyDto,
} from '../../../src-domain/back-office/back-office-actions.dto';
import type { DatabaseSchema } from '../../db/database.types';
import type { Clock } from '../../services/clock.port';
import type { DocumentReviewService } from '../../services/document-review.service';
import { toComplaintResource } from '../complaints/complaint.resources';
import type { ComplaintService } from '../complaints/complaint.service';
import { toDocumentResource } from '../documents/documents.resources';
import type { LoanService } from '../loans/loan.service';
import { toMessageResource } from '../messages/message.resources';
import type { MessageService } from '../messages/message.service';
import { recordIdParam } from '../profile/record-id.param';
import { validateBody } from '../validate-body';
import { DecisionsService } from './decisions.service';
import { staffActorOf, staffRoute } from './staff-guard';

/**
 * What the back office's actions (docs/design/back-office.md §4, the POST rows) work with: the same
 * services the `lender` command calls, so both doors share every rule.
 */
export interface BackOfficeActionDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  loans: LoanService;
  documentReviews: DocumentReviewService;
  messages: MessageService;
  complaints: ComplaintService;
  /** config.backOffice.fourEyesAboveMinor: requests above it need two approvals from two people. */
  fourEyesAboveMinor: number;
}

type WithId = { Params: { id: string } };
const BASE = '/api/v1/back-office';

/**
 * The back office's writes: decide, review, reply, close, pay, settle, resolve. Each is guarded by its
 * permission, validated (422 with field messages), taken through DecisionsService (four eyes, own
 * file, the audit entry in the action's transaction) and answered with what changed.
 */
export function registerBackOfficeActionRoutes(app: FastifyInstance, deps: BackOfficeActionDeps): void {
  const decisions = new DecisionsService(deps);

  app.post<WithId>(`${BASE}/requests/:id/approve`, staffRoute(app, 'requests.decide'), async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(ApproveRequestDto, request.body);
    const outcome = await decisions.approve(staffActorOf(request), id, { note: input.reason?.trim() || null });
    return { data: outcome.status === 'offered' ? { status: 'offered', offer_id: outcome.offerId } : { status: 'first_approval', approvals_needed: outcome.approvalsNeeded } };
  });

  app.post<WithId>(`${BASE}/requests/:id/decline`, staffRoute(app, 'requests.decide'), async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(DeclineRequestDto, request.body);
    await decisions.decline(staffActorOf(request), id, input.reason);
    return { data: { status: 'declined' } };
  });

  app.post<WithId>(`${BASE}/documents/:id/approve`, staffRoute(app, 'documents.review'), async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(ApproveDocumentDto, request.body);
    return { data: toDocumentResource(await decisions.reviewDocument(staffActorOf(request), id, 'approved', null, input.identity_confirmed === true)) };
  });

  app.post<WithId>(`${BASE}/documents/:id/reject`, staffRoute(app, 'documents.review'), async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(RejectDocumentDto, request.body);
    return { data: toDocumentResource(await decisions.reviewDocument(staffActorOf(request), id, 'rejected', input.reason)) };
  });

  app.post<WithId>(`${BASE}/conversations/:id/reply`, staffRoute(app, 'conversations.answer'), async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(StaffReplyDto, request.body);
    return { data: toMessageResource(await decisions.reply(staffActorOf(request), id, input.message)) };
  });

  app.post<WithId>(`${BASE}/conversations/:id/close`, staffRoute(app, 'conversations.answer'), async (request) => {
    const id = recordIdParam(request.params.id);
    const thread = await decisions.closeConversation(staffActorOf(request), id);
    return { data: { id: thread.id, status: thread.status } };
  });

  app.post<WithId>(`${BASE}/loans/:id/payments`, staffRoute(app, 'payments.record'), async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(RecordPaymentDto, request.body);
    const receivedOn = input.date ?? deps.loans.today();
    const paid = await decisions.recordPayment(staffActorOf(request), id, input.amount, { receivedOn, partPaymentId: input.part_payment_id });
    return { data: { applied: paid.appliedMinor, balance: paid.balanceMinor, status: paid.status, received_on: receivedOn, part_payment_id: input.part_payment_id ?? null } };
  });

  app.post<WithId>(`${BASE}/loans/:id/settle`, staffRoute(app, 'loans.settle'), async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(SettleLoanDto, request.body);
    const quote = await decisions.settle(staffActorOf(request), id, input.date ?? deps.loans.today());
    return {
      data: {
        status: 'settled',
        as_of: quote.asOf,
        total: quote.totalMinor,
        principal: quote.outstandingPrincipalMinor,
        interest: quote.accruedInterestMinor,
        fees: quote.feesDueMinor,
      },
    };
  });

  app.post<WithId>(`${BASE}/complaints/:id/resolve`, staffRoute(app, 'complaints.resolve'), async (request) => {
    const id = recordIdParam(request.params.id);
    const input = await validateBody(ResolveComplaintRequestDto, request.body);
    const resolved = await decisions.resolveComplaint(staffActorOf(request), id, { outcome: input.outcome, response: input.response, summary: input.summary === true });
    return { data: toComplaintResource(resolved) };
  });
}
