import { Container, type ServiceIdentifier } from 'inversify';
import type { UseCaseResolver, UseCaseToken } from '../../../src-ui/app/app-services';
import type { ApproveDocumentDto, ApproveRequestDto, DeclineRequestDto, MarkRefundSentDto, RecordPaymentDto, RejectDocumentDto, ResolveComplaintRequestDto, SettleLoanDto, StaffReplyDto } from '../../../src-domain/back-office/back-office-actions.dto';
import { BackOfficeGateway, QueueFeed } from '../../../src-domain/back-office/back-office-gateway.port';
import {
  ApproveRequest,
  CloseConversation,
  DeclineRequest,
  FollowQueues,
  LoadQueue,
  LoadQueueCounts,
  MarkRefundSent,
  ReadStaffConversation,
  ReplyToConversation,
} from '../../../src-domain/back-office/back-office.use-cases';
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
import type { AcceptStaffInvitationDto } from '../../../src-domain/back-office/accept-staff-invitation.dto';
import { AcceptStaffInvitation, StaffInvitationGateway } from '../../../src-domain/back-office/staff-invitation';
import { Forbidden, ValidationFailed } from '../../../src-domain/shared/errors';
import type { User } from '../../../src-domain/auth/user.entity';
import { aUser } from '../support/fake-app';

/** Priya, an underwriter with two-step sign-in on. */
export function aStaffMember(overrides: Partial<User> = {}): User {
  return aUser({ id: 90, firstName: 'Priya', lastName: 'Shah', email: 'priya@lender.test', phone: '', role: 'staff', staffRole: 'underwriter', twoFactorEnabled: true, ...overrides });
}

export const DANA = { id: 7, name: 'Dana Whitfield' };

export function aRequest(overrides: Partial<RequestAwaitingDecision> = {}): RequestAwaitingDecision {
  return {
    id: 12, reference: 'LR-000012', borrower: DANA, product: 'Car loan', amountMinor: 750_000, termMonths: 36, createdAt: '2026-11-20T09:00:00.000Z',
    affordability: { netMonthlyIncomeMinor: 280_000, outgoingsMinor: 140_000, disposableMinor: 140_000, instalmentMinor: 24_512, ratio: '0.1751' },
    approvals: [{ staffName: 'Sam Okafor', approvedAt: '2026-11-26T10:00:00.000Z' }], approvalsNeeded: 1,
    ...overrides,
  };
}

/** The lender's back office in memory: queues to read, actions recorded, failures on demand. */
export class FakeBackOfficeGateway implements BackOfficeGateway {
  calls: string[] = [];
  counts: QueueCounts = { requests: 1, documents: 0, conversations: 1, complaints: 0, arrears: 0, refunds: 0 };
  requestRows: RequestAwaitingDecision[] = [aRequest()];
  documentRows: DocumentAwaitingReview[] = [];
  conversationRows: ConversationAwaitingAnswer[] = [{ id: 8, borrower: DANA, subject: 'Change of address', waitingSince: '2026-11-25T12:00:00.000Z', messageCount: 1, preview: 'I have moved house.' }];
  complaintRows: ComplaintAwaitingResolution[] = [];
  arrearsRows: LoanInArrears[] = [];
  refundRows: RefundDue[] = [];
  thread: StaffConversation = {
    id: 8, borrower: DANA, subject: 'Change of address', status: 'open',
    messages: [{ id: 1, from: 'borrower', authorName: 'Dana Whitfield', body: 'I have moved house.', sentAt: '2026-11-25T12:00:00.000Z' }],
  };
  /** The next call fails with this, once. */
  failNext: Error | null = null;

  private answer<T>(name: string, value: T): Promise<T> {
    this.calls.push(name);
    const failure = this.failNext;
    this.failNext = null;
    return failure ? Promise.reject(failure) : Promise.resolve(value);
  }

  queueCounts = () => this.answer('queueCounts', this.counts);
  requests = () => this.answer('requests', this.requestRows);
  documents = () => this.answer('documents', this.documentRows);
  conversations = () => this.answer('conversations', this.conversationRows);
  complaints = () => this.answer('complaints', this.complaintRows);
  arrears = () => this.answer('arrears', this.arrearsRows);
  refunds = () => this.answer('refunds', this.refundRows);
  conversation = (id: number) => this.answer(`conversation:${id}`, this.thread);
  approveRequest = (id: number, _input: ApproveRequestDto): Promise<ApprovalOutcome> => this.answer(`approve:${id}`, { status: 'offered', offerId: 1 });
  declineRequest = (id: number, _input: DeclineRequestDto) => this.answer(`decline:${id}`, undefined);
  approveDocument = (id: number, _input: ApproveDocumentDto) => this.answer(`approveDocument:${id}`, undefined);
  rejectDocument = (id: number, _input: RejectDocumentDto) => this.answer(`rejectDocument:${id}`, undefined);
  reply = async (id: number, input: StaffReplyDto) => {
    await this.answer(`reply:${id}`, undefined);
    this.thread = { ...this.thread, messages: [...this.thread.messages, { id: 2, from: 'lender', authorName: 'Priya Shah, Underwriting', body: input.message, sentAt: '2026-11-26T14:00:00.000Z' }] };
  };
  closeConversation = async (id: number) => {
    await this.answer(`close:${id}`, undefined);
    this.thread = { ...this.thread, status: 'closed' };
  };
  resolveComplaint = (id: number, _input: ResolveComplaintRequestDto) => this.answer(`resolve:${id}`, undefined);
  recordPayment = (id: number, _input: RecordPaymentDto) => this.answer(`pay:${id}`, undefined);
  settleLoan = (id: number, _input: SettleLoanDto) => this.answer(`settle:${id}`, undefined);
  markRefundSent = async (id: number, input: MarkRefundSentDto) => {
    await this.answer(`refundSent:${id}:${input.sent_on}:${input.reference}`, undefined);
    this.refundRows = this.refundRows.filter((row) => row.id !== id);
  };
}

/** The live channel: the test says when the counts change. */
export class FakeQueueFeed implements QueueFeed {
  readonly listeners = new Set<(counts: QueueCounts) => void>();
  follow(onCounts: (counts: QueueCounts) => void) {
    this.listeners.add(onCounts);
    return { unsubscribe: () => this.listeners.delete(onCounts) };
  }
  emit(counts: QueueCounts): void {
    for (const listener of [...this.listeners]) listener(counts);
  }
}

/** Invitations: one good token. */
export class FakeStaffInvitationGateway implements StaffInvitationGateway {
  accepted: AcceptStaffInvitationDto[] = [];
  accept = async (input: AcceptStaffInvitationDto) => {
    if (input.token !== 'invite-1') throw new ValidationFailed({ token: ['This invitation has expired or has already been used.'] }, 'This invitation has expired or has already been used.', 422);
    this.accepted.push(input);
  };
}

/** A container as the back office finds it once its bindings are loaded, over the fakes. */
export function backOfficeContainer(gateway: FakeBackOfficeGateway, feed: FakeQueueFeed, invitations = new FakeStaffInvitationGateway()): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<BackOfficeGateway>(BackOfficeGateway).toConstantValue(gateway);
  container.bind<QueueFeed>(QueueFeed).toConstantValue(feed);
  const useCases: (new (backOffice: BackOfficeGateway) => object)[] = [LoadQueueCounts, LoadQueue, ReadStaffConversation, ReplyToConversation, CloseConversation, ApproveRequest, DeclineRequest, MarkRefundSent];
  for (const UseCase of useCases) container.bind(UseCase).toResolvedValue((g: BackOfficeGateway) => new UseCase(g), [BackOfficeGateway]);
  container.bind(FollowQueues).toResolvedValue((f: QueueFeed) => new FollowQueues(f), [QueueFeed]);
  container.bind<StaffInvitationGateway>(StaffInvitationGateway).toConstantValue(invitations);
  container.bind(AcceptStaffInvitation).toResolvedValue((g: StaffInvitationGateway) => new AcceptStaffInvitation(g), [StaffInvitationGateway]);
  return container;
}

export const twoFactorRequired = () => new Forbidden('Turn on two-step sign-in to use the back office.', 403, 'two_factor_required');

/** The composition root's resolver over a test container, as `loadBackOffice` answers it. */
export function resolverOver(container: Container): UseCaseResolver {
  return { get: <T,>(token: UseCaseToken<T>) => container.get<T>(token as unknown as ServiceIdentifier<T>) };
}
