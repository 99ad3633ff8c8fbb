import { KESTREL_CREDIT_DOCUMENTS } from '../brand/kestrel-credit/documents';
import { ProductsRepository } from '../db/products/products.repository';
import { ComplaintService } from '../http/complaints/complaint.service';
import { LetterPaperwork } from '../http/letters/letter-paperwork';
import { LetterService } from '../http/letters/letter.service';
import { LoanService } from '../http/loans/loan.service';
import { MessageService } from '../http/messages/message.service';
import { bankHolidaysOf } from '../services/bank-holidays';
import { DocumentReviewService } from '../services/document-review.service';
import { pdfkitRendererFor } from '../services/documents/pdfkit.renderer';
import { collectionProviderFor } from '../services/collections/collection-provider-from-config';
import { CollectionsService } from '../services/collections/collections.service';
import type { OperatorContext } from './lender-command';

/*
 * The services the `lender` commands drive, built on the command's database, clock and outbox as the
 * server builds them: one place, so the commands and the back office's DecisionsService share them.
 */

/** The loan service as the back office drives it: same rules, same notifications as the API. */
export function loanService(context: OperatorContext): LoanService {
  const loans = new LoanService({
    db: context.database.db,
    products: new ProductsRepository(context.database.db),
    pricing: context.config.pricing,
    clock: context.clock,
    underwriting: context.config.underwriting,
    affordability: context.config.affordability,
    notify: async (userId, type, data) => void (await context.notifications.notify(userId, type, data)),
    outbox: context.outbox,
    appUrl: context.config.appUrl,
    bankHolidays: bankHolidaysOf(context.config.bankHolidays),
    offerValidDays: context.config.offerValidDays,
    minFirstPaymentDays: context.config.minFirstPaymentDays,
    paymentDateMoveMonths: context.config.paymentDateMoveMonths,
  });
  // The servicing run sends the letters due, as the server's does.
  loans.attachLetters(letterService(context, loans));
  return loans;
}

/** The letter service on `loans`, as the server builds it. */
export function letterService(context: OperatorContext, loans: LoanService): LetterService {
  return new LetterService({
    db: context.database.db,
    clock: context.clock,
    loans,
    paperwork: new LetterPaperwork(pdfkitRendererFor(KESTREL_CREDIT_DOCUMENTS), undefined, context.config.collections.method),
    bankHolidays: bankHolidaysOf(context.config.bankHolidays),
    log: { error: (details: object, message: string) => context.out.print(`warning: ${message}`) },
  });
}

/** Direct Debit collections on `loans`, as the server's servicing run makes them (issue 26). */
export function collectionsService(context: OperatorContext, loans: LoanService): CollectionsService {
  const warn = (_details: object, message: string) => context.out.print(`warning: ${message}`);
  return new CollectionsService({
    db: context.database.db,
    clock: context.clock,
    loans,
    letters: letterService(context, loans),
    provider: collectionProviderFor(context.config.collections, context.clock, { warn }),
    advanceNoticeWorkingDays: context.config.collections.advanceNoticeWorkingDays,
    bankHolidays: bankHolidaysOf(context.config.bankHolidays),
    log: { error: warn, warn },
  });
}

/** The message service as the back office drives it: the borrower is told live and by e-mail, as by any lender reply. */
export function messageService(context: OperatorContext): MessageService {
  return new MessageService({
    db: context.database.db,
    clock: context.clock,
    notify: async (userId, type, data) => void (await context.notifications.notify(userId, type, data)),
    outbox: context.outbox,
    appUrl: context.config.appUrl,
    log: { error: (_details, message) => context.out.print(`warning: ${message}`) },
  });
}

/** The complaint service as the back office drives it: the same letters, e-mails and messages as the portal's. */
export function complaintService(context: OperatorContext): ComplaintService {
  return new ComplaintService({
    db: context.database.db,
    clock: context.clock,
    bankHolidays: bankHolidaysOf(context.config.bankHolidays),
    notify: async (userId, type, data) => void (await context.notifications.notify(userId, type, data)),
    outbox: context.outbox,
    appUrl: context.config.appUrl,
    log: { error: (_details, message) => context.out.print(`warning: ${message}`) },
  });
}

/** The document review as the server builds it; `loans` decides the requests an approval completes. */
export function documentReviewService(context: OperatorContext, loans: LoanService = loanService(context)): DocumentReviewService {
  // An approval may complete what a loan request was waiting for: in auto mode it is decided then.
  const decideWaitingRequests = (userId: number) => loans.reconsider(userId);
  return new DocumentReviewService(context.database.db, context.notifications, context.outbox, context.clock, decideWaitingRequests);
}
