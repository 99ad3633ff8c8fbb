import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/database.types';
import type { Clock } from '../../services/clock.port';
import type { DocumentReviewService } from '../../services/document-review.service';
import type { ComplaintService } from '../complaints/complaint.service';
import type { LoanService } from '../loans/loan.service';
import type { MessageService } from '../messages/message.service';

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

/** The back office's writes: decide, review, reply, close, pay, settle, resolve. */
export function registerBackOfficeActionRoutes(app: FastifyInstance, deps: BackOfficeActionDeps): void {
  void app;
  void deps;
}
