import { writeFile } from 'node:fs/promises';
import { ukDateOf } from '../../src-domain/complaints/complaint-dates';
import { formatMoney } from '../../src-domain/loans/money-format';
import { formatMessageTime } from '../../src-domain/messages/message-time';
import { formatCalendarDate } from '../../src-domain/shared/calendar-date';
import { LoanOffersRepository } from '../db/agreements/loan-offers.repository';
import { SignedAgreementsRepository } from '../db/agreements/signed-agreements.repository';
import { DocumentsRepository, type IdentityStatus } from '../db/documents/documents.repository';
import { LoansRepository } from '../db/loans/loans.repository';
import { sha256Of } from '../http/agreements/offer-paperwork';
import { requestReference } from '../http/loans/loan.service';
import { OperatorInputError, parseOptions, positiveId, type LenderCommand } from './lender-command';

/** What `agreement` says when the stored executed PDF is the one recorded at signing, and when it is not. */
export const PDF_INTACT = 'intact';
export const PDF_ALTERED = 'ALTERED — the stored PDF no longer matches its recorded SHA-256';

/** The record's labels in one column, the widest ("Stored bytes SHA-256:") included. */
const LABEL_WIDTH = 21;

/** The exit code of `agreement` when its check fails: the PDF altered, or no signing record for the loan. */
export const CHECK_FAILED_EXIT_CODE = 1;

/** "9 January 2027": an instant as the UK calendar day it falls on. */
function ukDay(iso: string): string {
  return formatCalendarDate(ukDateOf(new Date(iso)));
}

function identityWords(identity: IdentityStatus): string {
  if (identity.verified) return 'verified';
  return identity.pending ? 'being checked' : 'not yet';
}

/**
 * The back office's view of offers and signed agreements (issue 23): the offers waiting for a
 * signature, and the signing record of a loan with a check of its stored executed PDF.
 */
export const AGREEMENT_COMMANDS: readonly LenderCommand[] = [
  {
    name: 'offers',
    summary: 'List the open offers waiting for the borrower’s signature, with what still stands in the way',
    usage: 'offers',
    async run(_args, context) {
      const db = context.database.db;
      const now = context.clock.now();
      const documents = new DocumentsRepository(db);
      const open = await new LoanOffersRepository(db).open();
      const rows = [];
      for (const offer of open) {
        const identity = await documents.identityStatus(offer.userId, now);
        rows.push({
          id: offer.id,
          reference: requestReference(offer.requestId),
          borrower: offer.userId,
          amount: formatMoney(offer.amount, offer.product.currency),
          made: formatMessageTime(offer.madeAt),
          expires: formatMessageTime(offer.expiresAt),
          'pre-contract opened': offer.precontractOpenedAt ? formatMessageTime(offer.precontractOpenedAt) : 'not yet',
          identity: identityWords(identity),
        });
      }
      context.out.table(rows, 'No offers are waiting for a signature.');
    },
  },
  {
    name: 'agreement',
    summary: 'Print a loan’s signing record and check its stored executed PDF (exit code 1 when altered); --pdf writes that PDF out',
    usage: 'agreement <loan-id> [--pdf <file>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const loanId = positiveId(positional[0], 'loan id');
      if (options.pdf === 'true') throw new OperatorInputError('Say where to write the PDF with --pdf <file>, e.g. --pdf agreement.pdf.');
      const db = context.database.db;
      const loan = await new LoansRepository(db).loanById(loanId);
      if (!loan) throw new OperatorInputError(`There is no loan ${loanId}.`);
      const agreements = new SignedAgreementsRepository(db);
      const record = await agreements.byLoan(loanId);
      if (!record) {
        context.out.print(`Loan ${loanId} (${requestReference(loan.request_id)}) has no signing record (a loan paid out before signing existed, or one that needs looking into).`);
        return CHECK_FAILED_EXIT_CODE;
      }
      const stored = (await agreements.pdfOf(record.userId, loanId))!;
      const storedSha256 = sha256Of(stored.pdf);
      const intact = storedSha256 === record.pdfSha256;

      const line = (label: string, value: string) => context.out.print(`${`${label}:`.padEnd(LABEL_WIDTH)} ${value}`);
      context.out.print(`Loan ${loanId} (${requestReference(loan.request_id)}, account ${loan.account_number}), borrower ${record.userId}, offer ${record.offerId}`);
      line('Signed at', `${formatMessageTime(record.signedAt)} (${record.signedAt})`);
      line('IP address', record.ipAddress);
      line('User agent', record.userAgent);
      line('Typed name', record.typedName);
      line('Code check', record.codeCheck);
      line('Template version', record.templateVersion);
      line('Lender signatory', record.lenderSignatory);
      line('Copy received', record.copyReceivedAt ? formatMessageTime(record.copyReceivedAt) : 'not yet');
      line('Shown SHA-256', `${record.shownSha256} (the agreement shown and signed)`);
      line('Executed SHA-256', `${record.pdfSha256} (recorded when stored)`);
      if (!intact) line('Stored bytes SHA-256', storedSha256);
      line('Stored PDF', `${intact ? PDF_INTACT : PDF_ALTERED} (${stored.pdf.length} bytes)`);

      if (options.pdf !== undefined) {
        try {
          // 'wx': never overwrite a file that is already there (it may be another loan's evidence).
          await writeFile(options.pdf, stored.pdf, { flag: 'wx' });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new OperatorInputError(`${options.pdf} already exists; choose another file name.`);
          throw error;
        }
        context.out.print(`Wrote the stored PDF to ${options.pdf}${intact ? '' : ' (as stored: it does not match its recorded SHA-256)'}.`);
      }
      return intact ? undefined : CHECK_FAILED_EXIT_CODE;
    },
  },
];
