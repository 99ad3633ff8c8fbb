import { ContainerModule, type Container } from 'inversify';
import { BackOfficeGateway, QueueFeed } from '../../src-domain/back-office/back-office-gateway.port';
import {
  ApproveDocument,
  ApproveRequest,
  CloseConversation,
  DeclineRequest,
  FollowQueues,
  LoadQueue,
  LoadQueueCounts,
  ReadStaffConversation,
  RecordPayment,
  RejectDocument,
  ReplyToConversation,
  ResolveComplaint,
  SettleLoan,
  MarkRefundSent,
} from '../../src-domain/back-office/back-office.use-cases';
import { EchoQueueFeed } from '../../src-infra/api/back-office/echo-queue.feed';
import { LaravelBackOfficeGateway } from '../../src-infra/api/back-office/laravel-back-office.gateway';
import { HttpClient } from '../../src-infra/http/http-client';
import { RealtimeEndpoint } from '../../src-infra/realtime/echo-options';
import { AcceptStaffInvitation, StaffInvitationGateway } from '../../src-domain/back-office/staff-invitation';
import { LaravelStaffInvitationGateway } from '../../src-infra/api/back-office/laravel-staff-invitation.gateway';
import { bindBackOfficeFiles } from './back-office-files.bindings';

/** Without a realtime server the counts still load; they just do not move by themselves. */
const SILENT_FEED: QueueFeed = { follow: () => ({ unsubscribe: () => undefined }) };

/**
 * The back office's bindings (issue 25): its gateway, queue feed and use-cases, and the borrower
 * files' (bindBackOfficeFiles). A module of its own, loaded into the app's container when the back
 * office's chunk loads, so a borrower's browser never downloads it.
 */
export function backOfficeModule(container: Container): ContainerModule {
  return new ContainerModule(({ bind, isBound }) => {
    bind<BackOfficeGateway>(BackOfficeGateway).toResolvedValue((http: HttpClient) => new LaravelBackOfficeGateway(http), [HttpClient]);
    if (isBound(RealtimeEndpoint)) {
      bind<QueueFeed>(QueueFeed).toResolvedValue((endpoint: RealtimeEndpoint, http: HttpClient) => new EchoQueueFeed(endpoint, http), [RealtimeEndpoint, HttpClient]);
    } else {
      bind<QueueFeed>(QueueFeed).toConstantValue(SILENT_FEED);
    }
    const useCases: (new (backOffice: BackOfficeGateway) => object)[] = [
      LoadQueueCounts,
      LoadQueue,
      ReadStaffConversation,
      ApproveRequest,
      DeclineRequest,
      ApproveDocument,
      RejectDocument,
      ReplyToConversation,
      CloseConversation,
      ResolveComplaint,
      RecordPayment,
      SettleLoan,
      MarkRefundSent,
    ];
    for (const UseCase of useCases) bind(UseCase).toResolvedValue((backOffice: BackOfficeGateway) => new UseCase(backOffice), [BackOfficeGateway]);
    bind(FollowQueues).toResolvedValue((feed: QueueFeed) => new FollowQueues(feed), [QueueFeed]);
    bind<StaffInvitationGateway>(StaffInvitationGateway).toResolvedValue((http: HttpClient) => new LaravelStaffInvitationGateway(http), [HttpClient]);
    bind(AcceptStaffInvitation).toResolvedValue((invitations: StaffInvitationGateway) => new AcceptStaffInvitation(invitations), [StaffInvitationGateway]);
    // The borrower files' bindings are H5's function over the container itself.
    bindBackOfficeFiles(container);
  });
}

/** Loads the back office's bindings into `container` once; later calls find them there. */
export async function loadBackOfficeBindings(container: Container): Promise<void> {
  if (container.isBound(BackOfficeGateway)) return;
  await container.load(backOfficeModule(container));
}
