import { formatCalendarDate } from '../shared/calendar-date';
import type { ComplaintAwaitingResolution, RequestAwaitingDecision } from './queue.entities';

/** "1 of 2 approvals (Priya Shah)", "Needs 2 approvals", for a request's four-eyes state (`approvalsNeeded`: how many more). */
export function approvalsInWords(request: Pick<RequestAwaitingDecision, 'approvals' | 'approvalsNeeded'>): string {
  const given = request.approvals.length;
  if (given === 0) return request.approvalsNeeded > 1 ? `Needs ${request.approvalsNeeded} approvals` : 'Needs 1 approval';
  const names = request.approvals.map((approval) => approval.staffName).join(', ');
  return `${given} of ${given + request.approvalsNeeded} approvals (${names})`;
}

/** The deadline that matters next for a complaint, and whether it has passed, in words. */
export interface ComplaintDeadlineInWords {
  text: string;
  overdue: boolean;
}

/**
 * What is due next on a complaint: what the server says is late first (the final response, then
 * an acknowledgement never sent), otherwise the acknowledgement until it is sent, then the final
 * response (8 weeks, DISP 1.6.2).
 */
export function complaintDeadlineInWords(complaint: ComplaintAwaitingResolution): ComplaintDeadlineInWords {
  if (complaint.overdue === 'final_response') return { text: `Final response overdue since ${formatCalendarDate(complaint.finalResponseBy)}`, overdue: true };
  if (complaint.overdue === 'acknowledgement') return { text: `Acknowledgement overdue since ${formatCalendarDate(complaint.acknowledgeBy)}`, overdue: true };
  if (complaint.acknowledgedAt === null) return { text: `Acknowledge by ${formatCalendarDate(complaint.acknowledgeBy)}`, overdue: false };
  return { text: `Final response due by ${formatCalendarDate(complaint.finalResponseBy)}`, overdue: false };
}
