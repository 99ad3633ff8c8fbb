import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AffordabilityPolicy } from '../../../src-domain/loans/eligibility';
import type { DatabaseSchema } from '../../db/database.types';
import type { ProductsRepository } from '../../db/products/products.repository';
import type { Broadcaster } from '../../realtime/broadcaster.port';
import type { Clock } from '../../services/clock.port';
import type { DocumentStorage } from '../../services/document-storage.port';
import type { DocumentReviewService } from '../../services/document-review.service';
import type { ComplaintService } from '../complaints/complaint.service';
import type { LoanService } from '../loans/loan.service';
import type { MessageService } from '../messages/message.service';
import { registerAuditRoutes } from './audit.routes';
import { registerBackOfficeActionRoutes } from './back-office-actions.routes';
import { registerBorrowerFileRoutes } from './borrower-file.routes';
import { registerConversationRoute } from './conversation.routes';
import { registerDocumentPreviewRoute } from './document-preview.routes';
import { installQueueSignal, QueueSignal } from './queue-signal';
import { BackOfficeQueues } from './queues.queries';
import { registerQueueRoutes } from './queues.routes';
import { DecisionsService } from './decisions.service';
import { registerRefundRoutes } from './refunds.routes';
import { RefundsService } from './refunds.service';
import { registerStaffListRoute } from './staff-list.routes';

/** Everything the back office works with: the services the `lender` command drives, and where events go. */
export interface BackOfficeDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  loans: LoanService;
  products: ProductsRepository;
  documentReviews: DocumentReviewService;
  messages: MessageService;
  complaints: ComplaintService;
  storage: DocumentStorage;
  broadcaster: Pick<Broadcaster, 'broadcast'>;
  affordability: AffordabilityPolicy;
  /** config.backOffice.fourEyesAboveMinor. */
  fourEyesAboveMinor: number;
}

/** What the rest of the app may poke: the live queue counts (e.g. after a servicing run). */
export interface BackOffice {
  queueSignal: QueueSignal;
}

/**
 * The lender's back office on the server (docs/design/back-office.md): the queues, the borrower's file,
 * the audit trail and the staff list, the actions (back-office-actions.routes.ts), and the live
 * queue counts on `private-back-office`. Every route is under /api/v1/back-office behind the staff guard.
 */
export function registerBackOffice(app: FastifyInstance, deps: BackOfficeDeps): BackOffice {
  const { db, clock } = deps;
  const queues = new BackOfficeQueues({ db, clock, loans: deps.loans, products: deps.products, affordability: deps.affordability, fourEyesAboveMinor: deps.fourEyesAboveMinor });
  registerQueueRoutes(app, queues);
  registerBorrowerFileRoutes(app, { db, clock, loans: deps.loans, products: deps.products, affordability: deps.affordability });
  registerDocumentPreviewRoute(app, { db, clock, storage: deps.storage });
  registerConversationRoute(app, { db, clock });
  registerAuditRoutes(app, { db, clock });
  registerStaffListRoute(app, { db });
  const actionDeps = {
    db,
    clock,
    loans: deps.loans,
    documentReviews: deps.documentReviews,
    messages: deps.messages,
    complaints: deps.complaints,
    fourEyesAboveMinor: deps.fourEyesAboveMinor,
  };
  registerBackOfficeActionRoutes(app, actionDeps);
  registerRefundRoutes(app, new RefundsService({ db, clock, loans: deps.loans, decisions: new DecisionsService(actionDeps) }));

  const queueSignal = new QueueSignal(() => queues.counts(), deps.broadcaster, app.log);
  installQueueSignal(app, queueSignal);
  return { queueSignal };
}
