import { formatMessageTime } from '../../src-domain/messages/message-time';
import { NotFound } from '../../src-domain/shared/errors';
import { letterService, loanService } from './loan.commands';
import { positiveId, type LenderCommand, type OperatorContext } from './lender-command';

function lettersOn(context: OperatorContext) {
  return letterService(context, loanService(context));
}

const at = (iso: string | null) => (iso === null ? '—' : formatMessageTime(iso));

/** The letters a loan was sent (docs/design/letters.md): their state, and a resend. */
export const LETTER_COMMANDS: readonly LenderCommand[] = [
  {
    name: 'letters',
    summary: 'List a loan’s letters: kind, trigger, due by, issued, e-mailed, read, and whether the stored PDF still matches the log',
    usage: 'letters <loan-id>',
    async run(args, context) {
      const loanId = positiveId(args[0], 'loan id');
      const loans = loanService(context);
      if (!(await loans.loans.loanById(loanId))) throw new NotFound(`There is no loan ${loanId}.`);
      const letters = letterService(context, loans);
      const found = await letters.lettersOfLoanForOperator(loanId);
      const rows = [];
      for (const letter of found) {
        const intact = await letters.pdfIntact(letter);
        rows.push({
          id: letter.id,
          kind: letter.kind,
          trigger: letter.triggerKey,
          'due by': letter.dueBy,
          issued: at(letter.issuedAt),
          mailed: at(letter.mailedAt),
          read: at(letter.readAt),
          'pdf ok': intact === null ? 'not made yet' : intact ? 'yes' : 'NO: changed or missing',
        });
      }
      context.out.table(rows, 'This loan has no letters.');
    },
  },
  {
    name: 'resend-letter',
    summary: 'Tell the borrower again that a letter is ready (bell and e-mail)',
    usage: 'resend-letter <letter-id>',
    async run(args, context) {
      const id = positiveId(args[0], 'letter id');
      const mailed = await lettersOn(context).resend(id);
      context.out.print(mailed ? `Letter ${id}: the borrower was told again and e-mailed.` : `Letter ${id}: the borrower was told again; the e-mail was not accepted.`);
    },
  },
];
