import type { AuditEntry } from '../../../src-domain/back-office/audit-entry.entity';
import type { StaffMember } from '../../../src-domain/back-office/staff-member.entity';
import { staffRoleOf } from '../../../src-domain/back-office/staff-role';
import type { Page } from '../../../src-domain/shared/page';
import { isRecord } from '../../http/response-body';
import { bool, checkShape, int, str } from '../shared/wire-checks';
import { malformed } from '../shared/wire-guards';

const optional = (test: (value: unknown) => boolean) => (value: unknown) => value === undefined || value === null || test(value);
const orNull = <T>(value: unknown): T | null => (value === undefined || value === null ? null : (value as T));

/** `before_json`/`after_json` as stored (JSON text) or already parsed. */
function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** One audit entry (docs/design/back-office.md §2). */
export function toAuditEntry(value: unknown): AuditEntry {
  const w = checkShape(value, 'audit entry', {
    id: int, occurred_at: str, actor_id: optional(int), actor_name: str, actor_role: optional(str), action: str, subject_type: str, subject_id: optional(int),
    borrower_id: optional(int), borrower_name: optional(str), ip: optional(str), user_agent: optional(str), detail: optional(str),
  });
  const role = w.actor_role === 'operator' ? 'operator' : staffRoleOf(w.actor_role);
  return {
    id: w.id as number,
    occurredAt: w.occurred_at as string,
    actorId: orNull(w.actor_id),
    actorName: w.actor_name as string,
    actorRole: role,
    action: w.action as string,
    subjectType: w.subject_type as string,
    subjectId: orNull(w.subject_id),
    borrowerId: orNull(w.borrower_id),
    borrowerName: orNull(w.borrower_name),
    ip: orNull(w.ip),
    userAgent: orNull(w.user_agent),
    before: jsonOf(w.before ?? w.before_json),
    after: jsonOf(w.after ?? w.after_json),
    detail: orNull(w.detail),
  };
}

/** A page in Laravel's paginator, with the paging either at the top or under `meta`. */
export function toAuditPage(body: unknown): Page<AuditEntry> {
  if (!isRecord(body) || !Array.isArray(body.data)) throw malformed('audit trail');
  const paging = isRecord(body.meta) ? body.meta : body;
  const w = checkShape(paging, 'audit trail', { current_page: int, last_page: int, total: int });
  return { items: body.data.map(toAuditEntry), page: w.current_page as number, lastPage: w.last_page as number, total: w.total as number };
}

/** One member of staff; `state` sent, or read from `disabled_at` and whether a password is set. */
export function toStaffMember(value: unknown): StaffMember {
  const w = checkShape(value, 'staff member', {
    id: int, email: str, staff_role: (v) => staffRoleOf(v) !== null, two_factor_enabled: bool, created_at: str, disabled_at: optional(str),
    state: optional((v) => v === 'invited' || v === 'active' || v === 'disabled'), name: optional(str), first_name: optional(str), last_name: optional(str),
  });
  const name = str(w.name) ? w.name : [w.first_name, w.last_name].filter(str).join(' ');
  if (name === '') throw malformed('staff member (name)');
  const state = (w.state as StaffMember['state'] | null | undefined) ?? (w.disabled_at ? 'disabled' : 'active');
  return { id: w.id as number, name, email: w.email as string, role: staffRoleOf(w.staff_role)!, state, twoFactorEnabled: w.two_factor_enabled as boolean, createdAt: w.created_at as string };
}
