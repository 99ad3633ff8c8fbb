import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { fixedLimit } from '../fixed-limit';
import { toIso } from '../timestamps';
import type { AuditEntriesTable } from './back-office.tables';

/** One entry of the audit trail as the back office reads it. */
export interface AuditEntryRecord {
  id: number;
  occurredAt: string;
  /** The staff member; null for the lender command. */
  actorId: number | null;
  actorName: string;
  actorRole: string;
  action: string;
  subjectType: string;
  subjectId: number | null;
  borrowerId: number | null;
  ip: string | null;
  userAgent: string | null;
  /** What the subject was before a change, as recorded (parsed JSON), or null. */
  before: unknown;
  /** What it became, or null. */
  after: unknown;
  detail: string | null;
}

/** Narrows the trail; every field given must match. */
export interface AuditFilter {
  actorId?: number;
  borrowerId?: number;
  action?: string;
}

export interface AuditPage {
  rows: AuditEntryRecord[];
  total: number;
}

/** Reads the audit trail, newest first. Writing is `appendAudit`'s (services/audit/audit-trail.ts), inside each action's transaction. */
export class AuditEntriesRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** One page of the entries that match `filter`, and how many match in all. */
  async page(filter: AuditFilter, page: number, perPage: number): Promise<AuditPage> {
    const { count } = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await this.newestFirst(filter)
      .limit(fixedLimit(perPage))
      .offset((page - 1) * perPage)
      .execute();
    return { rows: rows.map(toAuditEntryRecord), total: Number(count) };
  }

  /** Every entry that matches `filter`, newest first (the CSV export). */
  async all(filter: AuditFilter): Promise<AuditEntryRecord[]> {
    return (await this.newestFirst(filter).execute()).map(toAuditEntryRecord);
  }

  private newestFirst(filter: AuditFilter) {
    return this.filtered(filter).selectAll().orderBy('occurred_at', 'desc').orderBy('id', 'desc');
  }

  private filtered(filter: AuditFilter): SelectQueryBuilder<DatabaseSchema, 'audit_entries', object> {
    let query = this.db.selectFrom('audit_entries');
    if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
    if (filter.borrowerId !== undefined) query = query.where('borrower_id', '=', filter.borrowerId);
    if (filter.action !== undefined) query = query.where('action', '=', filter.action);
    return query;
  }
}

function toAuditEntryRecord(row: Selectable<AuditEntriesTable>): AuditEntryRecord {
  return {
    id: Number(row.id),
    occurredAt: toIso(row.occurred_at),
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorName: row.actor_name,
    actorRole: row.actor_role,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id === null ? null : Number(row.subject_id),
    borrowerId: row.borrower_id === null ? null : Number(row.borrower_id),
    ip: row.ip,
    userAgent: row.user_agent,
    before: parseJson(row.before_json),
    after: parseJson(row.after_json),
    detail: row.detail,
  };
}

function parseJson(text: string | null): unknown {
  return text === null ? null : JSON.parse(text);
}
