import { formatMoney } from '../../src-domain/loans/money-format';
import { formatCalendarDate, isCalendarDate } from '../../src-domain/shared/calendar-date';
import { ukDateOf } from '../../src-domain/complaints/complaint-dates';
import { LoanOffersRepository } from '../db/agreements/loan-offers.repository';
import { requestReference } from '../http/loans/loan.service';
import { actingAs, decisionsOn } from './acting-staff';
import { OperatorInputError, parseOptions, positiveId, type LenderCommand } from './lender-command';
import { collectionsService, loanService } from './operator-services';

// Other commands and tests build the services from here, as before.
export { letterService, loanService } from './operator-services';

/** Pounds as an operator types them ("120", "120.50") → minor units. */
function amountArg(value: string | undefined): number {
  if (value === undefined || !/^\d{1,7}(\.\d{1,2})?$/.test(value)) throw new OperatorInputError('Give the amount in pounds, e.g. 120 or 120.50.');
  const [pounds, pence = ''] = value.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

export const LOAN_COMMANDS: readonly LenderCommand[] = [
  {
    name: 'requests',
    summary: 'List the loan requests waiting for a decision',
    usage: 'requests',
    async run(_args, context) {
      const open = await loanService(context).loans.openRequests();
      context.out.table(
        open.map((r) => ({ id: r.id, reference: requestReference(r.id), borrower: r.user_id, amount: formatMoney(r.amount), term: r.term, status: r.status, since: String(r.created_at).slice(0, 16) })),
        'No loan requests are waiting for a decision.',
      );
    },
  },
  {
    name: 'approve',
    summary: 'Approve a loan request: it becomes an offer, paid out only once the borrower signs it',
    usage: 'approve <request-id> [--reason "…"] [--as <staff e-mail>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const id = positiveId(positional[0], 'request id');
      if (options.reason === 'true') throw new OperatorInputError('Write the reason with --reason "…", or leave it out: the borrower reads it.');
      const decisions = decisionsOn(context);
      const outcome = await decisions.approve(await actingAs(decisions, options, 'requests.decide'), id, { note: options.reason ?? null, borrowerReason: options.reason });
      if (outcome.status === 'first_approval') {
        context.out.print(`${requestReference(id)}: first of two approvals recorded. A second staff member approves it to make the offer.`);
        return;
      }
      const offerId = outcome.offerId;
      const offer = (await new LoanOffersRepository(context.database.db).byId(offerId))!;
      const until = formatCalendarDate(ukDateOf(new Date(offer.expiresAt)));
      context.out.print(`${requestReference(id)} approved: offer ${offerId} waits for the borrower's signature until ${until}.`);
    },
  },
  {
    name: 'decline',
    summary: 'Decline a loan request, saying why',
    usage: 'decline <request-id> --reason "…" [--as <staff e-mail>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const id = positiveId(positional[0], 'request id');
      if (!options.reason || options.reason === 'true') throw new OperatorInputError('Say why with --reason "…": the borrower reads it.');
      const decisions = decisionsOn(context);
      await decisions.decline(await actingAs(decisions, options, 'requests.decide'), id, options.reason);
      context.out.print(`${requestReference(id)} declined.`);
    },
  },
  {
    name: 'pay',
    summary: 'Record money a loan received, as of the day it arrived (today by default), on the interest ledger; --part-payment applies a part payment the borrower confirmed',
    usage: 'pay <loan-id> <amount in pounds> [--part-payment <id>] [--date YYYY-MM-DD] [--as <staff e-mail>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const receivedOn = options.date ?? context.clock.now().toISOString().slice(0, 10);
      if (!isCalendarDate(receivedOn)) throw new OperatorInputError('Give the date as YYYY-MM-DD.');
      const partPaymentId = options['part-payment'] === undefined ? undefined : positiveId(options['part-payment'], 'part payment id');
      const decisions = decisionsOn(context);
      const actor = await actingAs(decisions, options, 'payments.record');
      const result = await decisions.recordPayment(actor, positiveId(positional[0], 'loan id'), amountArg(positional[1]), { receivedOn, partPaymentId });
      const received = options.date === undefined ? '' : ` received on ${receivedOn}`;
      const what = partPaymentId === undefined ? '' : ` as part payment ${partPaymentId} (the schedule reshaped as the borrower chose)`;
      context.out.print(`Applied ${formatMoney(result.appliedMinor)}${received}${what}; ${formatMoney(result.balanceMinor)} principal left; the loan is ${result.status}.`);
    },
  },
  {
    name: 'service',
    summary: 'Send due-soon reminders, record missed payments and lapse offers past their time now (the server does it hourly)',
    usage: 'service',
    async run(_args, context) {
      const loans = loanService(context);
      // Direct Debit first, so a collection due today is paid before the missed-payment check (issue 26).
      const collected = await collectionsService(context, loans).run();
      const done = await loans.service();
      const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
      if (collected.noticed + collected.submitted + collected.collected + collected.returned > 0) {
        context.out.print(`${plural(collected.noticed, 'Direct Debit notice')} sent; ${plural(collected.submitted, 'collection')} submitted; ${plural(collected.collected, 'collection')} recorded; ${plural(collected.returned, 'returned collection')} read.`);
      }
      context.out.print(`${plural(done.reminded, 'reminder')} sent; ${plural(done.missed, 'missed payment')} recorded; ${plural(done.lapsed, 'unsigned offer')} lapsed; ${plural(done.letters, 'letter')} sent.`);
    },
  },
  {
    name: 'settle',
    summary: 'Settle a loan early for its settlement figure on a date (no penalty)',
    usage: 'settle <loan-id> [--date YYYY-MM-DD] [--as <staff e-mail>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const date = options.date ?? context.clock.now().toISOString().slice(0, 10);
      if (!isCalendarDate(date)) throw new OperatorInputError('Give the date as YYYY-MM-DD.');
      const decisions = decisionsOn(context);
      const actor = await actingAs(decisions, options, 'loans.settle');
      const quote = await decisions.settle(actor, positiveId(positional[0], 'loan id'), date);
      context.out.print(`Settled on ${quote.asOf} for ${formatMoney(quote.totalMinor)} (${formatMoney(quote.outstandingPrincipalMinor)} principal, ${formatMoney(quote.accruedInterestMinor)} interest).`);
    },
  },
];
