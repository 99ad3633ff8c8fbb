import { NotificationType } from '../../src-domain/notifications/notification-type';
import type { DocumentRecord, DocumentsRepository } from '../db/documents/documents.repository';
import type { UsersRepository } from '../db/users.repository';
import type { Clock } from './clock.port';
import type { NotificationService } from './notification.service';
import type { Outbox } from './outbox/outbox.port';

/** Why a review could not be recorded, in words for the operator. */
export class ReviewRefused extends Error {}

/**
 * The lender's review of a document: pending → approved | rejected (with a reason the borrower reads).
 * The borrower hears of it live (the notification's broadcast updates their documents page) and by e-mail.
 */
export class DocumentReviewService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly users: UsersRepository,
    private readonly notifications: NotificationService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    /** Called after an approval, e.g. to decide loan requests that were waiting for this document. */
    private readonly afterApproval: (userId: number) => Promise<unknown> = async () => undefined,
  ) {}

  async review(id: number, decision: 'approved' | 'rejected', reason: string | null): Promise<DocumentRecord> {
    const now = this.clock.now();
    const document = await this.documents.find(id, now);
    if (!document) throw new ReviewRefused(`There is no document ${id}.`);
    if (decision === 'rejected' && !reason?.trim()) throw new ReviewRefused('Say why it is rejected: the borrower reads the reason.');
    if (!(await this.documents.review(id, decision, decision === 'rejected' ? reason!.trim().slice(0, 255) : null, now))) {
      throw new ReviewRefused(`Document ${id} is ${document.status}; only a pending document can be reviewed.`);
    }
    const reviewed = (await this.documents.find(id, now))!;
    const data = { document_id: id, document_type: reviewed.typeSlug, type_name: reviewed.typeName, ...(decision === 'rejected' ? { reason: reviewed.reviewReason } : {}) };
    await this.notifications.notify(reviewed.userId, decision === 'approved' ? NotificationType.DocumentApproved : NotificationType.DocumentRejected, data);
    const user = await this.users.findById(reviewed.userId);
    if (user) {
      const what = reviewed.typeName.toLowerCase();
      await this.outbox.send({
        channel: 'mail',
        to: user.email,
        subject: decision === 'approved' ? `Your ${what} is approved` : `We could not accept your ${what}`,
        text:
          decision === 'approved'
            ? `Hello ${user.firstName},\n\nWe have checked your ${what} (${reviewed.fileName}) and accepted it.\n\nKestrel Credit`
            : `Hello ${user.firstName},\n\nWe could not accept your ${what} (${reviewed.fileName}): ${reviewed.reviewReason}\n\nPlease upload a new one on your documents page.\n\nKestrel Credit`,
        purpose: `document-${decision}`,
      });
    }
    if (decision === 'approved') await this.afterApproval(reviewed.userId);
    return reviewed;
  }
}
