import { ValidationFailed } from '../shared/errors';
import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import {
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
import type { BackOfficeGateway, QueueFeed } from './back-office-gateway.port';
import type {
  ApprovalOutcome,
  ComplaintAwaitingResolution,
  ConversationAwaitingAnswer,
  DocumentAwaitingReview,
  LoanInArrears,
  RefundDue,
  QueueCounts,
  QueueName,
  RequestAwaitingDecision,
  StaffConversation,
} from './queue.entities';

/** An action on one record: its id and the form's input. */
export interface ActOn<Input> {
  id: number;
  input: Input;
}

/** Ids are positive whole numbers: anything else is refused before a request leaves. */
function checkedId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationFailed({ id: ['This record does not exist.'] }, 'This record does not exist.');
  return id;
}

/** How many items wait in each queue. */
export class LoadQueueCounts implements UseCase<void, QueueCounts> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  execute(): Promise<QueueCounts> {
    return this.backOffice.queueCounts();
  }
}

/** What each queue's page lists. */
export interface QueueItems {
  requests: RequestAwaitingDecision;
  documents: DocumentAwaitingReview;
  conversations: ConversationAwaitingAnswer;
  complaints: ComplaintAwaitingResolution;
  arrears: LoanInArrears;
  refunds: RefundDue;
}

/** One queue's items, oldest first. */
export class LoadQueue implements UseCase<QueueName, QueueItems[QueueName][]> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  execute<Q extends QueueName>(queue: Q): Promise<QueueItems[Q][]> {
    const loaders: { [K in QueueName]: () => Promise<QueueItems[K][]> } = {
      requests: () => this.backOffice.requests(),
      documents: () => this.backOffice.documents(),
      conversations: () => this.backOffice.conversations(),
      complaints: () => this.backOffice.complaints(),
      arrears: () => this.backOffice.arrears(),
      refunds: () => this.backOffice.refunds(),
    };
    return loaders[queue]() as Promise<QueueItems[Q][]>;
  }
}

/** A conversation's thread. */
export class ReadStaffConversation implements UseCase<number, StaffConversation> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute(id: number): Promise<StaffConversation> {
    return this.backOffice.conversation(checkedId(id));
  }
}

/** Approve a request: the offer, or the first of two approvals above the four-eyes threshold. */
export class ApproveRequest implements UseCase<ActOn<ApproveRequestDto>, ApprovalOutcome> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute({ id, input }: ActOn<ApproveRequestDto>): Promise<ApprovalOutcome> {
    return this.backOffice.approveRequest(checkedId(id), await validateInput(ApproveRequestDto, input));
  }
}

/** Decline a request with the reason the borrower reads. */
export class DeclineRequest implements UseCase<ActOn<DeclineRequestDto>, void> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute({ id, input }: ActOn<DeclineRequestDto>): Promise<void> {
    return this.backOffice.declineRequest(checkedId(id), await validateInput(DeclineRequestDto, input));
  }
}

/** Accept a document, saying whether it confirms the borrower's identity. */
export class ApproveDocument implements UseCase<ActOn<ApproveDocumentDto>, void> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute({ id, input }: ActOn<ApproveDocumentDto>): Promise<void> {
    return this.backOffice.approveDocument(checkedId(id), await validateInput(ApproveDocumentDto, input));
  }
}

/** Refuse a document with the reason the borrower reads. */
export class RejectDocument implements UseCase<ActOn<RejectDocumentDto>, void> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute({ id, input }: ActOn<RejectDocumentDto>): Promise<void> {
    return this.backOffice.rejectDocument(checkedId(id), await validateInput(RejectDocumentDto, input));
  }
}

/** Answer a borrower's conversation (signed on the server with the staff member's name and team). */
export class ReplyToConversation implements UseCase<ActOn<StaffReplyDto>, void> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute({ id, input }: ActOn<StaffReplyDto>): Promise<void> {
    return this.backOffice.reply(checkedId(id), await validateInput(StaffReplyDto, input));
  }
}

/** Close a conversation that needs no answer. */
export class CloseConversation implements UseCase<number, void> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute(id: number): Promise<void> {
    return this.backOffice.closeConversation(checkedId(id));
  }
}

/** Close a complaint with its outcome and the response the borrower reads. */
export class ResolveComplaint implements UseCase<ActOn<ResolveComplaintRequestDto>, void> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute({ id, input }: ActOn<ResolveComplaintRequestDto>): Promise<void> {
    return this.backOffice.resolveComplaint(checkedId(id), await validateInput(ResolveComplaintRequestDto, input));
  }
}

/** Record a repayment the borrower made outside the portal (minor units). */
export class RecordPayment implements UseCase<ActOn<RecordPaymentDto>, void> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute({ id, input }: ActOn<RecordPaymentDto>): Promise<void> {
    return this.backOffice.recordPayment(checkedId(id), await validateInput(RecordPaymentDto, input));
  }
}

/** Settle a loan early on a day (today when none is given). */
export class SettleLoan implements UseCase<ActOn<SettleLoanDto>, void> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute({ id, input }: ActOn<SettleLoanDto>): Promise<void> {
    return this.backOffice.settleLoan(checkedId(id), await validateInput(SettleLoanDto, input));
  }
}

/** Mark a refund sent from the bank: the day and the bank's reference, once. */
export class MarkRefundSent implements UseCase<ActOn<MarkRefundSentDto>, void> {
  constructor(private readonly backOffice: BackOfficeGateway) {}
  async execute({ id, input }: ActOn<MarkRefundSentDto>): Promise<void> {
    return this.backOffice.markRefundSent(checkedId(id), await validateInput(MarkRefundSentDto, { ...input, reference: input.reference.trim() }));
  }
}

/** Live queue counts: the callback runs with each `QueuesChanged`. */
export class FollowQueues {
  constructor(private readonly feed: QueueFeed) {}
  execute(onCounts: (counts: QueueCounts) => void, onReconnect?: () => void): { unsubscribe(): void } {
    return this.feed.follow(onCounts, onReconnect);
  }
}
