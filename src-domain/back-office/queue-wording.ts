import { formatCalendarDate } from '../shared/calendar-date';
import type { ComplaintAwaitingResolution, RequestAwaitingDecision } from './queue.entities';

/** "1 of 2 approvals (Priya Shah)", "No approvals yet", for a request's four-eyes state. */
export function approvalsInWords(request: Pick<RequestAwaitingDecision, 'approvals' | 'approvalsNeeded'>): string {
  const given = request.approvals.length;
  if (given === 0) return request.approvalsNeeded > 1 ? `Needs ${request.approvalsNeeded} approvals` : 'Needs 1 approval';
  const names = request.approvals.map((approval) => approval.staffName).join(', ');
  return `${given} of ${request.approvalsNeeded} approvals (${names})`;
}

/** The deadline that matters next for a complaint, and whether it has passed, in words. */
export interface ComplaintDeadlineInWords {
  text: string;
  overdue: boolean;
}

/**
 * What is due next on a complaint, against `today` (a UK calendar date): the acknowledgement
 * until it is sent, then the final response (8 weeks, DISP 1.6.2). Dates are compared as
 * `YYYY-MM-DD` strings, which order like the days they name.
 */
export function complaintDeadlineInWords(complaint: ComplaintAwaitingResolution, today: string): ComplaintDeadlineInWords {
  if (complaint.acknowledgedAt === null) {
    const late = complaint.acknowledgeBy < today;
    return { text: late ? `Acknowledgement overdue since ${formatCalendarDate(complaint.acknowledgeBy)}` : `Acknowledge by ${formatCalendarDate(complaint.acknowledgeBy)}`, overdue: late };
  }
  const late = complaint.finalResponseBy < today;
  return { text: late ? `Final response overdue since ${formatCalendarDate(complaint.finalResponseBy)}` : `Final response due by ${formatCalendarDate(complaint.finalResponseBy)}`, overdue: late || complaint.overdue };
}
