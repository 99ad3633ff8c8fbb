import type { Kysely } from 'kysely';
import { staffRoleLabel, type StaffRole } from '../../../src-domain/back-office/staff-role';
import type { DatabaseSchema } from '../../db/database.types';

export { AuditEntriesRepository, type AuditEntryRecord, type AuditFilter, type AuditPage } from '../../db/back-office/audit-entries.repository';

/** Who acts: a signed-in staff member (the back office) or the lender command on the server's shell. */
export type Actor = StaffActor | OperatorActor;

export interface StaffActor {
  kind: 'staff';
  id: number;
  /** "First Last", as the account says now; the entry keeps it as it was. */
  name: string;
  role: StaffRole;
  ip: string;
  userAgent: string;
}

export interface OperatorActor {
  kind: 'operator';
}

/** The operator's actor, for the `lender` command's entries. */
export const OPERATOR: OperatorActor = { kind: 'operator' };

/** What happened, to what and whose file it touches. */
export interface AuditEntryInput {
  /** e.g. `request.approve`, `document.view`, `staff.add` (docs/design/back-office.md §2). */
  action: string;
  subjectType: string;
  subjectId: number | null;
  borrowerId: number | null;
  before?: unknown;
  after?: unknown;
  detail?: string | null;
}

// Headers are the caller's to choose: keep what fits the columns, never refuse the action over them.
const MAX_IP = 64;
const MAX_USER_AGENT = 500;

/**
 * Writes one entry with `db`, which must be the transaction of the action it records: the action and
 * its entry are committed together or not at all, so no change goes unrecorded (ADR 0041).
 */
export async function appendAudit(db: Kysely<DatabaseSchema>, actor: Actor, entry: AuditEntryInput, now: Date): Promise<void> {
  await db
    .insertInto('audit_entries')
    .values({
      occurred_at: now.toISOString(),
      actor_id: actor.kind === 'staff' ? actor.id : null,
      actor_name: actorNameOf(actor),
      actor_role: actor.kind === 'staff' ? actor.role : 'operator',
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      borrower_id: entry.borrowerId,
      ip: actor.kind === 'staff' ? actor.ip.slice(0, MAX_IP) : null,
      user_agent: actor.kind === 'staff' ? actor.userAgent.slice(0, MAX_USER_AGENT) : null,
      before_json: jsonOrNull(entry.before),
      after_json: jsonOrNull(entry.after),
      detail: entry.detail ?? null,
    })
    .execute();
}

/** How the trail names an actor: "Priya Shah (underwriter)", or "lender command" for the shell. */
export function actorNameOf(actor: Actor): string {
  return actor.kind === 'staff' ? `${actor.name} (${actor.role})` : 'lender command';
}

/** The role's label, for screens that show the actor's role in words. */
export function actorRoleLabel(actor: Actor): string {
  return actor.kind === 'staff' ? staffRoleLabel(actor.role) : 'Operator';
}

function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}
