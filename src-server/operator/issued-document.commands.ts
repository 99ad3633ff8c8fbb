import { formatMessageTime } from '../../src-domain/messages/message-time';
import type { IssuedDocumentEntry } from '../db/issued-documents/issued-document-entry';
import { verifyIssuedDocuments, type ChainBreak } from '../db/issued-documents/issued-documents-chain';
import { IssuedDocumentsRepository } from '../db/issued-documents/issued-documents.repository';
import { OperatorInputError, parseOptions, positiveId, type LenderCommand } from './lender-command';

/** The exit code of `verify-documents` when the chain or a file is broken. */
export const CHAIN_BROKEN_EXIT_CODE = 1;

/** "executed-agreement for borrower 12, loan 40, offer 7, issued 22 November 2026, 10:00": whose document it is. */
function describeEntry(entry: IssuedDocumentEntry): string {
  const about = [`borrower ${entry.userId}`, entry.loanId === null ? null : `loan ${entry.loanId}`, entry.offerId === null ? null : `offer ${entry.offerId}`].filter(Boolean).join(', ');
  return `${entry.kind} for ${about}, issued ${formatMessageTime(entry.issuedAt)}`;
}

/** What broke, in the operator's words, with the hashes to look into it. */
function describeBreak(entry: IssuedDocumentEntry, broken: ChainBreak): string[] {
  switch (broken.problem) {
    case 'entry changed':
      return ['entry changed: its fields no longer match its recorded hash', `  recorded entry SHA-256:   ${broken.recorded}`, `  recomputed from fields:   ${broken.recomputed}`];
    case 'link broken':
      return [
        'link broken: it does not follow the entry before it (an entry removed, inserted or rewritten)',
        `  expected sequence ${broken.expectedSequence} after ${broken.expectedPrevious}`,
        `  found sequence ${entry.sequence} after ${entry.previousEntrySha256}`,
      ];
    case 'file missing':
      return [`file missing: nothing is stored at ${entry.storage}`];
    case 'file changed':
      return [`file changed: the bytes at ${entry.storage} are not the ones issued`, `  recorded file SHA-256:    ${broken.recorded}`, `  stored bytes SHA-256:     ${broken.recomputed}`];
  }
}

/**
 * The lender's tamper-evident record of issued documents (ADR 0037): its check, walked entry by entry,
 * and its entries for a borrower or a loan.
 */
export const ISSUED_DOCUMENT_COMMANDS: readonly LenderCommand[] = [
  {
    name: 'verify-documents',
    summary: 'Check the issued-documents log: every entry’s hash, its link to the one before and its file (exit code 1 at the first break)',
    usage: 'verify-documents',
    async run(_args, context) {
      const verdict = await verifyIssuedDocuments(new IssuedDocumentsRepository(context.database.db));
      if (verdict.intact) {
        context.out.print(`${verdict.count} document${verdict.count === 1 ? '' : 's'}, chain intact`);
        // The value to keep outside the database (ADR 0037): a rewrite of the whole chain changes it.
        if (verdict.latest) context.out.print(`Latest entry: ${verdict.latest.sequence}, SHA-256 ${verdict.latest.entrySha256}`);
        return undefined;
      }
      const { entry, broken } = verdict;
      context.out.print(`Chain broken at entry ${entry.sequence} (${describeEntry(entry)}), after ${verdict.checked} intact`);
      for (const line of describeBreak(entry, broken)) context.out.print(line);
      return CHAIN_BROKEN_EXIT_CODE;
    },
  },
  {
    name: 'issued-documents',
    summary: 'List the issued-documents log in order, for a borrower (--user) or a loan (--loan)',
    usage: 'issued-documents [--user <id>] [--loan <id>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      if (positional.length > 0) throw new OperatorInputError(`Unexpected "${positional[0]}": filter with --user <id> or --loan <id>.`);
      const userId = options.user === undefined ? undefined : positiveId(options.user, 'borrower id after --user');
      const loanId = options.loan === undefined ? undefined : positiveId(options.loan, 'loan id after --loan');
      const entries = await new IssuedDocumentsRepository(context.database.db).list({ userId, loanId });
      context.out.table(
        entries.map((entry) => ({
          sequence: entry.sequence,
          issued: formatMessageTime(entry.issuedAt),
          kind: entry.kind,
          borrower: entry.userId,
          loan: entry.loanId,
          offer: entry.offerId,
          template: entry.templateVersion,
          storage: entry.storage,
          'file SHA-256': entry.fileSha256,
        })),
        'No issued documents match.',
      );
    },
  },
];
