import type { StaffRole } from './staff-role';

/** One line of the audit trail (docs/design/back-office.md §2): who did what, when, from where, and what changed. */
export interface AuditEntry {
  id: number;
  occurredAt: string;
  /** Null for the lender command on the server's shell. */
  actorId: number | null;
  /** As it was when the action happened, e.g. "Priya Shah (underwriter)" or "lender command". */
  actorName: string;
  actorRole: StaffRole | 'operator' | null;
  action: string;
  subjectType: string;
  subjectId: number | null;
  borrowerId: number | null;
  /** The borrower's name when the server sends it. */
  borrowerName: string | null;
  ip: string | null;
  userAgent: string | null;
  before: unknown;
  after: unknown;
  detail: string | null;
}

/** What the audit list is narrowed to; every part optional. */
export interface AuditFilter {
  actorId?: number;
  borrowerId?: number;
  action?: string;
}

/** One field an action changed. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Each action the trail records, in words an admin reads. */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  'request.approve': 'Approved a loan request',
  'request.first_approval': 'Gave the first of two approvals',
  'request.decline': 'Declined a loan request',
  'document.approve': 'Accepted a document',
  'document.reject': 'Turned down a document',
  'document.view': 'Opened a document',
  'conversation.reply': 'Replied to a conversation',
  'conversation.close': 'Closed a conversation',
  'conversation.view': 'Read a conversation',
  'payment.record': 'Recorded a payment',
  'loan.settle': 'Settled a loan',
  'complaint.resolve': 'Resolved a complaint',
  'borrower.view': "Opened a borrower's file",
  'audit.export': 'Downloaded the audit trail',
  'staff.add': 'Added a staff member',
  'staff.disable': 'Disabled a staff member',
};

/** The action in words; an action this client does not know yet reads as its code. */
export function describeAuditAction(action: string): string {
  return AUDIT_ACTIONS[action] ?? action;
}

/**
 * What changed between the entry's before and after: each field whose value differs, written as
 * text. Either side may be absent (a view changes nothing; a creation has no before).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .map((field) => ({ field, before: valueText(was[field]), after: valueText(now[field]) }))
    .filter((change) => change.before !== change.after);
}

function asRecord(value: unknown): Record<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return value === undefined || value === null ? {} : { value };
}

function valueText(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
