/** What a member of the lender's staff does; a borrower has none (docs/design/back-office.md §1, ADR 0040). */
export type StaffRole = 'underwriter' | 'servicing' | 'admin';

/** One thing a staff member may do in the back office. */
export type StaffPermission =
  | 'queues.read'
  | 'borrowers.read'
  | 'requests.decide'
  | 'documents.review'
  | 'conversations.answer'
  | 'payments.record'
  | 'loans.settle'
  | 'complaints.resolve'
  | 'audit.read'
  | 'staff.manage';

/** Every staff role, in the order the staff list and the command's help name them. */
export const STAFF_ROLES: readonly StaffRole[] = ['underwriter', 'servicing', 'admin'];

/** How a role reads next to a person's name ("Priya Shah (underwriter)") and in the staff list. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  underwriter: 'Underwriter',
  servicing: 'Servicing and customer care',
  admin: 'Administrator',
};

/**
 * Who may do what. An admin does everything; the others only their own team's work, so an
 * underwriter never records a payment and servicing never decides a loan.
 */
const PERMISSIONS: Readonly<Record<StaffRole, ReadonlySet<StaffPermission>>> = {
  underwriter: new Set<StaffPermission>(['queues.read', 'borrowers.read', 'requests.decide', 'documents.review']),
  servicing: new Set<StaffPermission>(['queues.read', 'borrowers.read', 'conversations.answer', 'payments.record', 'loans.settle', 'complaints.resolve']),
  admin: new Set<StaffPermission>([
    'queues.read',
    'borrowers.read',
    'requests.decide',
    'documents.review',
    'conversations.answer',
    'payments.record',
    'loans.settle',
    'complaints.resolve',
    'audit.read',
    'staff.manage',
  ]),
};

/** True when `role` may do `permission`. The server enforces this; the UI asks only to hide what would be refused. */
export function can(role: StaffRole, permission: StaffPermission): boolean {
  return PERMISSIONS[role].has(permission);
}

/** Narrows a stored or typed value to a staff role; null for anything else (a borrower's null included). */
export function staffRoleOf(value: unknown): StaffRole | null {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : null;
}

/** The short label of `role`. */
export function staffRoleLabel(role: StaffRole): string {
  return STAFF_ROLE_LABELS[role];
}
