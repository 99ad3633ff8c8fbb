import { DocumentsRepository, type DocumentStatus } from '../db/documents/documents.repository';
import { UsersRepository } from '../db/users.repository';
import { DocumentReviewService, ReviewRefused } from '../services/document-review.service';
import { loanService } from './loan.commands';
import { OperatorInputError, parseOptions, positiveId, type LenderCommand, type OperatorContext } from './lender-command';

const STATUSES: readonly DocumentStatus[] = ['pending', 'approved', 'rejected', 'expired'];

function reviews(context: OperatorContext): DocumentReviewService {
  const db = context.database.db;
  // An approval may complete what a loan request was waiting for: in auto mode it is decided then.
  const decideWaitingRequests = (userId: number) => loanService(context).reconsider(userId);
  return new DocumentReviewService(new DocumentsRepository(db), new UsersRepository(db), context.notifications, context.outbox, context.clock, decideWaitingRequests);
}

async function review(context: OperatorContext, id: number, decision: 'approved' | 'rejected', reason: string | null): Promise<void> {
  try {
    const document = await reviews(context).review(id, decision, reason);
    context.out.print(`Document ${id} (${document.typeName}, ${document.fileName}) ${decision}; the borrower has been told.`);
  } catch (error) {
    if (error instanceof ReviewRefused) throw new OperatorInputError(error.message);
    throw error;
  }
}

/** The back office's document review: list, approve, reject (issue 11). */
export const DOCUMENT_COMMANDS: readonly LenderCommand[] = [
  {
    name: 'documents',
    summary: 'List borrowers’ documents, waiting ones by default',
    usage: 'documents [--status pending|approved|rejected|expired] [--page N]',
    async run(args, context) {
      const { options } = parseOptions(args);
      const status = (options.status ?? 'pending') as DocumentStatus;
      if (!STATUSES.includes(status)) throw new OperatorInputError('The status must be pending, approved, rejected or expired.');
      const page = options.page === undefined ? 1 : positiveId(options.page, 'page');
      const { items, total } = await new DocumentsRepository(context.database.db).page(null, { status }, page, 50, context.clock.now());
      context.out.table(
        items.map((d) => ({ id: d.id, borrower: d.userId, type: d.typeName, side: d.side, file: d.fileName, size_kb: Math.ceil(d.size / 1024), status: d.status, expires: d.expiresOn, uploaded: d.createdAt.slice(0, 16) })),
        `No ${status} documents.`,
      );
      if (total > page * 50) context.out.print(`Page ${page} of ${Math.ceil(total / 50)}; next: documents --status ${status} --page ${page + 1}`);
    },
  },
  {
    name: 'approve-document',
    summary: 'Approve a pending document',
    usage: 'approve-document <document-id>',
    async run(args, context) {
      await review(context, positiveId(parseOptions(args).positional[0], 'document id'), 'approved', null);
    },
  },
  {
    name: 'reject-document',
    summary: 'Reject a pending document, saying why (the borrower reads it)',
    usage: 'reject-document <document-id> --reason "The photo is blurred"',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const id = positiveId(positional[0], 'document id');
      if (!options.reason || options.reason === 'true') throw new OperatorInputError('Say why with --reason "…": the borrower reads it.');
      await review(context, id, 'rejected', options.reason);
    },
  },
];
