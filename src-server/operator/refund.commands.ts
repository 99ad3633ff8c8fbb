import { formatMoney } from '../../src-domain/loans/money-format';
import { formatCalendarDate, isCalendarDate } from '../../src-domain/shared/calendar-date';
import { RefundsService } from '../http/back-office/refunds.service';
import { actingAs, decisionsOn } from './acting-staff';
import { OperatorInputError, parseOptions, positiveId, type LenderCommand, type OperatorContext } from './lender-command';
import { loanService } from './operator-services';

/** The refunds task on the command's database: the same service as the back office's "Refunds due". */
function refundsOn(context: OperatorContext): RefundsService {
  return new RefundsService({ db: context.database.db, clock: context.clock, loans: loanService(context), decisions: decisionsOn(context) });
}

export const REFUND_COMMANDS: readonly LenderCommand[] = [
  {
    name: 'refunds',
    summary: 'List the refunds due: money a payment brought beyond what the loan owed, to send back to the borrower',
    usage: 'refunds',
    async run(_args, context) {
      const due = await refundsOn(context).due();
      context.out.table(
        due.map((r) => ({
          id: r.id,
          borrower: r.borrower.name,
          loan: r.loan.account_number,
          amount: formatMoney(r.amount),
          payment: `${formatMoney(r.payment.amount)} on ${r.payment.received_on}`,
          account: r.account ? `${r.account.account_holder}, ${r.account.bank_name}, ending ${r.account.account_last4}` : 'none on file',
        })),
        'No refunds are due.',
      );
    },
  },
  {
    name: 'refund-sent',
    summary: 'Mark a refund sent from the bank, with the bank’s reference (once only; the borrower’s loan page then says it was returned)',
    usage: 'refund-sent <refund-id> --reference <bank reference> [--date YYYY-MM-DD] [--as <staff e-mail>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const id = positiveId(positional[0], 'refund id');
      if (!options.reference || options.reference === 'true' || options.reference.trim() === '') throw new OperatorInputError('Give the bank reference of the payment with --reference <reference>.');
      const sentOn = options.date ?? context.clock.now().toISOString().slice(0, 10);
      if (!isCalendarDate(sentOn)) throw new OperatorInputError('Give the date as YYYY-MM-DD.');
      const decisions = decisionsOn(context);
      const actor = await actingAs(decisions, options, 'payments.record');
      const refund = await refundsOn(context).markSent(actor, id, { sentOn, reference: options.reference });
      context.out.print(`Refund ${id}: ${formatMoney(refund.amountMinor)} sent to the account ending ${refund.sent?.accountLast4 ?? '????'} on ${formatCalendarDate(sentOn)} (reference ${refund.sent?.reference ?? options.reference.trim()}).`);
    },
  },
];
