import { complaintReference, COMPLAINT_OUTCOMES, type ComplaintOutcome } from '../../src-domain/complaints/complaint.entity';
import { ukDateOf } from '../../src-domain/complaints/complaint-dates';
import { formatMessageTime } from '../../src-domain/messages/message-time';
import { ValidationFailed } from '../../src-domain/shared/errors';
import type { ComplaintRecord } from '../db/complaints/complaints.repository';
import { actingAs, decisionsOn } from './acting-staff';
import { OperatorInputError, parseOptions, positiveId, type LenderCommand } from './lender-command';
import { complaintService } from './operator-services';

// The lender commands' services live in operator-services.ts; this name stays for those who import it here.
export { complaintService } from './operator-services';

/** What is late on `today`: the final response first, then an acknowledgement never sent. */
function overdueOf(complaint: ComplaintRecord, today: string): string {
  if (complaint.state === 'resolved') return '';
  if (complaint.finalResponseBy < today) return 'OVERDUE: final response';
  if (complaint.state === 'received' && complaint.acknowledgeBy < today) return 'OVERDUE: acknowledgement';
  return '';
}

function asInputError(error: unknown): unknown {
  return error instanceof ValidationFailed ? new OperatorInputError(Object.values(error.fields).flat().join(' ') || error.message) : error;
}

/** The back office's complaints (issue 27.6; DISP 1.5, 1.6): the open list, one complaint, resolving it. */
export const COMPLAINT_COMMANDS: readonly LenderCommand[] = [
  {
    name: 'complaints',
    summary: 'List open complaints, oldest first, with their due dates and what is overdue',
    usage: 'complaints',
    async run(_args, context) {
      const today = ukDateOf(context.clock.now());
      const open = await complaintService(context).open();
      context.out.table(
        open.map((c) => ({
          id: c.id,
          reference: complaintReference(c.id),
          from: c.email,
          received: formatMessageTime(c.receivedAt),
          state: c.state,
          summary_by: c.summaryResolutionBy,
          final_response_by: c.finalResponseBy,
          overdue: overdueOf(c, today),
        })),
        'No open complaints.',
      );
    },
  },
  {
    name: 'complaint',
    summary: 'Print one complaint: who, when, what, its dates and how it ended',
    usage: 'complaint <complaint-id>',
    async run(args, context) {
      const c = await complaintService(context).get(positiveId(parseOptions(args).positional[0], 'complaint id'));
      const today = ukDateOf(context.clock.now());
      context.out.print(`Complaint ${c.id} (${complaintReference(c.id)}): ${c.state}${overdueOf(c, today) ? ` — ${overdueOf(c, today)}` : ''}`);
      context.out.print(`From ${c.email}${c.userId === null ? ' (not signed in)' : `, borrower ${c.userId}`}, received ${formatMessageTime(c.receivedAt)} through ${c.source}`);
      context.out.print(`Acknowledged: ${c.acknowledgedAt ? formatMessageTime(c.acknowledgedAt) : `not yet (due by ${c.acknowledgeBy})`}`);
      context.out.print(`Summary resolution possible until: ${c.summaryResolutionBy}`);
      context.out.print(`Final response due by: ${c.finalResponseBy}`);
      context.out.print('');
      for (const line of c.message.split('\n')) context.out.print(`  ${line}`);
      if (c.state === 'resolved') {
        context.out.print('');
        context.out.print(`Resolved ${formatMessageTime(c.resolvedAt!)} by ${c.resolution === 'summary_resolution' ? 'summary resolution' : 'final response'}, ${c.outcome}:`);
        for (const line of (c.response ?? '').split('\n')) context.out.print(`  ${line}`);
      } else {
        context.out.print(`\nResolve with: resolve-complaint ${c.id} --outcome upheld|partly|rejected --response "…" [--summary]`);
      }
    },
  },
  {
    name: 'resolve-complaint',
    summary: 'Send the final response (or, with --summary, by the third business day, a summary resolution) by e-mail and in messages',
    usage: 'resolve-complaint <complaint-id> --outcome upheld|partly|rejected --response "…" [--summary] [--as <staff e-mail>]',
    async run(args, context) {
      const { positional, options } = parseOptions(args);
      const id = positiveId(positional[0], 'complaint id');
      if (!(COMPLAINT_OUTCOMES as readonly string[]).includes(options.outcome ?? '')) throw new OperatorInputError('Say what we decided with --outcome upheld, partly or rejected.');
      if (!options.response || options.response === 'true') throw new OperatorInputError('Write what we found and will do with --response "…": the complainant reads it.');
      const summary = options.summary === 'true';
      const decisions = decisionsOn(context);
      const actor = await actingAs(decisions, options, 'complaints.resolve');
      try {
        const resolved = await decisions.resolveComplaint(actor, id, { outcome: options.outcome as ComplaintOutcome, response: options.response, summary });
        context.out.print(`Complaint ${resolved.id} (${complaintReference(resolved.id)}) resolved (${resolved.outcome}). The ${summary ? 'summary resolution' : 'final response'} has been sent to ${resolved.email}${resolved.userId === null ? '' : ' and to their messages'}.`);
      } catch (error) {
        throw asInputError(error);
      }
    },
  },
];
