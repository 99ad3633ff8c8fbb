import type { Kysely } from 'kysely';
import { NotificationType } from '../../src-domain/notifications/notification-type';
import type { DatabaseSchema } from '../db/database.types';
import { DocumentsRepository, PHOTO_IDENTITY, type DocumentRecord } from '../db/documents/documents.repository';
import { UsersRepository } from '../db/users.repository';
import type { Clock } from './clock.port';
import type { NotificationService } from './notification.service';
import type { Outbox } from './outbox/outbox.port';

/** Why a review could not be recorded, in words for the operator. */
export class ReviewRefused extends Error {}

/** What the reviewer attests beyond the decision. */
export interface ReviewOptions {
  /** The holder's name and date of birth match the profile (photo identity only; docs/design/agreements.md §2). */
  identityConfirmed?: boolean;
}

/**
 * The lender's review of a document: pending → approved | rejected (with a reason the borrower reads).
 * The borrower hears of it live (the notification's broadcast updates their documents page) and by e-mail.
 * Approval never confirms identity by itself: only a reviewer who checked the name and date of birth does.
 */
export class DocumentReviewService {
  private readonly documents: DocumentsRepository;
  private readonly users: UsersRepository;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly notifications: NotificationService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    /** Called after an approval, e.g. to decide loan requests that were waiting for this document. */
    private readonly afterApproval: (userId: number) => Promise<unknown> = async () => undefined,
  ) {
    this.documents = new DocumentsRepository(db);
    this.users = new UsersRepository(db);
  }

  /**
   * Records the decision in one transaction with `within` (run after the write, e.g. the audit entry);
   * the borrower is told after the commit.
   */
  async review(id: number, decision: 'approved' | 'rejected', reason: string | null, options: ReviewOptions = {}, within?: (trx: Kysely<DatabaseSchema>) => Promise<void>): Promise<DocumentRecord> {
    const now = this.clock.now();
    const document = await this.documents.find(id, now);
    if (!document) throw new ReviewRefused(`There is no document ${id}.`);
    if (decision === 'rejected' && !reason?.trim()) throw new ReviewRefused('Say why it is rejected: the borrower reads the reason.');
    if (options.identityConfirmed) refuseUnlessPhotoIdentity(document, decision);
    const reviewed = await this.db.transaction().execute(async (trx) => {
      const documents = new DocumentsRepository(trx);
      if (!(await documents.review(id, decision, decision === 'rejected' ? reason!.trim().slice(0, 255) : null, now, options))) {
        throw new ReviewRefused(`Document ${id} is ${document.status}; only a pending document can be reviewed.`);
      }
      await within?.(trx);
      return (await documents.find(id, now))!;
    });
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
            ? `Hello ${user.firstName},\n\nWe have checked your ${what} (${reviewed.fileName}) and accepted it.${reviewed.identityConfirmedAt ? IDENTITY_CONFIRMED_MAIL : ''}\n\nKestrel Credit`
            : `Hello ${user.firstName},\n\nWe could not accept your ${what} (${reviewed.fileName}): ${reviewed.reviewReason}\n\nPlease upload a new one on your documents page.\n\nKestrel Credit`,
        purpose: `document-${decision}`,
      });
    }
    if (decision === 'approved') await this.afterApproval(reviewed.userId);
    return reviewed;
  }

  /**
   * Confirms the identity on a photo identity document approved earlier without it (the reviewer has
   * since matched the holder's name and date of birth). The borrower hears of it as of an approval.
   */
  async confirmIdentity(id: number, within?: (trx: Kysely<DatabaseSchema>) => Promise<void>): Promise<DocumentRecord> {
    const now = this.clock.now();
    const document = await this.documents.find(id, now);
    if (!document) throw new ReviewRefused(`There is no document ${id}.`);
    refuseUnlessPhotoIdentity(document, 'approved');
    if (document.identityConfirmedAt !== null) throw new ReviewRefused(`Document ${id} already has its holder's identity confirmed.`);
    const confirmed = await this.db.transaction().execute(async (trx) => {
      const documents = new DocumentsRepository(trx);
      if (document.status !== 'approved' || !(await documents.confirmIdentity(id, now))) {
        throw new ReviewRefused(`Document ${id} is ${document.status}; only an approved document can have its holder's identity confirmed.`);
      }
      await within?.(trx);
      return (await documents.find(id, now))!;
    });
    await this.notifications.notify(confirmed.userId, NotificationType.DocumentApproved, { document_id: id, document_type: confirmed.typeSlug, type_name: confirmed.typeName });
    const user = await this.users.findById(confirmed.userId);
    if (user) {
      await this.outbox.send({
        channel: 'mail',
        to: user.email,
        subject: 'We have confirmed your identity',
        text: `Hello ${user.firstName},\n\nWe have checked your ${confirmed.typeName.toLowerCase()} (${confirmed.fileName}) against your profile.${IDENTITY_CONFIRMED_MAIL}\n\nKestrel Credit`,
        purpose: 'document-identity-confirmed',
      });
    }
    await this.afterApproval(confirmed.userId);
    return confirmed;
  }
}

const IDENTITY_CONFIRMED_MAIL = ' Your identity is confirmed, so you can sign a loan agreement with us.';

/** Identity can be confirmed only with an approval, and only on a photo identity document. */
function refuseUnlessPhotoIdentity(document: DocumentRecord, decision: 'approved' | 'rejected'): void {
  if (document.oneOf !== PHOTO_IDENTITY) {
    throw new ReviewRefused(`Document ${document.id} is a ${document.typeName.toLowerCase()}, not a photo identity document (passport, driving licence or national identity card): there is no identity to confirm on it.`);
  }
  if (decision !== 'approved') throw new ReviewRefused('Identity is confirmed only with an approval.');
}
