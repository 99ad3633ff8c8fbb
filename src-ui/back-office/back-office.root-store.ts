import { AuditTrailStore } from './audit/audit-trail.store';
import type { BackOfficeServices } from './back-office-services';
import { BackOfficeStore } from './back-office.store';
import { BorrowerFileStore } from './borrowers/borrower-file.store';
import { ConversationStore } from './conversations/conversation.store';

/** The back office's stores, created once when its part of the app loads, over the container's use-cases. */
export class BackOfficeRootStore {
  readonly backOffice: BackOfficeStore;
  readonly borrowerFile: BorrowerFileStore;
  readonly auditTrail: AuditTrailStore;
  readonly conversation: ConversationStore;

  constructor(readonly services: BackOfficeServices) {
    this.backOffice = new BackOfficeStore(services);
    this.borrowerFile = new BorrowerFileStore(services);
    this.auditTrail = new AuditTrailStore(services);
    this.conversation = new ConversationStore(services);
  }
}
