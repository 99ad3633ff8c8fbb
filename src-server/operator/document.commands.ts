import { DocumentsRepository, PHOTO_IDENTITY, type DocumentStatus } from '../db/documents/documents.repository';
import { actingAs, decisionsOn } from './acting-staff';
import { OperatorInputError, parseOptions, positiveId, type LenderCommand, type OperatorContext } from './lender-command';

const STATUSES: readonly DocumentStatus[] = ['pending', 'approved', 'rejected', 'expired'];

async function review(context: OperatorContext, id: number, decision: 'approved' | 'rejected', reason: string | null, options: Record<string, string>, identityConfirmed = false): Promise<void> {
  const decisions = decisionsOn(context);
  const actor = await actingAs(decisions, options, 'documents.review');
  const before = await new DocumentsRepository(context.database.db).find(id, context.clock.now());
  const document = await decisions.reviewDocument(actor, id, decision, reason, identityConfirmed);
  // A photo ID approved earlier without the check has had its identity confirmed afterwards.
  if (identityConfirmed && before?.status === 'approved') {
    context.out.print(`Document ${id} (${document.typeName}, ${document.fileName}): identity confirmed; the borrower has been told.`);
    return;
  }
  const identity = document.identityConfirmedAt ? ', identity confirmed' : '';
  context.out.print(`Document ${id} (${document.typeName}, ${document.fileName}) ${decision}${identity}; the borrower has been told.`);
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
        items.map((d) => ({
          id: d.id,
          borrower: d.userId,
          type: d.typeName,
          side: d.side,
          file: d.fileName,
          size_kb: Math.ceil(d.size / 1024),
          status: d.status,
          expires: d.expiresOn,
          // Photo identity only: whether the holder's name and date of birth were matched to the profile.
          identity: d.oneOf === PHOTO_IDENTITY ? (d.identityConfirmedAt ? 'confirmed' : 'not confirmed') : '',
          uploaded: d.createdAt.slice(0, 16),
        })),
        `No ${status} documents.`,
      );
      if (total > page * 50) context.out.print(`Page ${page} of ${Math.ceil(total / 50)}; next: documents --status ${status} --page ${page + 1}`);
    },
  },
  {
    name: 'approve-document',
    // One line of `lender help`: the flag is the reviewer's attestation, so it says what was checked.
    summary: 'Approve a pending document; add --identity-confirmed on a photo ID only when you checked the holder’s name and date of birth match the profile (lets them sign)',
    usage: 'approve-document <document-id> [--identity-confirmed] [--as <staff e-mail>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      // `--identity-confirmed 42` reads the id as the flag's value: it is still the id.
      if (positional.length === 0 && options['identity-confirmed'] !== undefined && options['identity-confirmed'] !== 'true') {
        positional.push(options['identity-confirmed']);
        options['identity-confirmed'] = 'true';
      }
      const id = positiveId(positional[0], 'document id');
      const unknown = Object.keys(options).filter((name) => name !== 'identity-confirmed' && name !== 'as');
      if (unknown.length > 0) throw new OperatorInputError(`approve-document takes no --${unknown[0]}; did you mean --identity-confirmed?`);
      if (options['identity-confirmed'] !== undefined && options['identity-confirmed'] !== 'true') {
        throw new OperatorInputError('--identity-confirmed takes no value: give it only when you checked the holder’s name and date of birth match the profile.');
      }
      await review(context, id, 'approved', null, options, options['identity-confirmed'] === 'true');
    },
  },
  {
    name: 'reject-document',
    summary: 'Reject a pending document, saying why (the borrower reads it)',
    usage: 'reject-document <document-id> --reason "The photo is blurred" [--as <staff e-mail>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const id = positiveId(positional[0], 'document id');
      if (!options.reason || options.reason === 'true') throw new OperatorInputError('Say why with --reason "…": the borrower reads it.');
      await review(context, id, 'rejected', options.reason, options);
    },
  },
];
