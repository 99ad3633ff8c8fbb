import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import Papa from 'papaparse';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import type { DatabaseSchema } from '../../db/database.types';
import { AuditEntriesRepository, type AuditEntryRecord, type AuditFilter } from '../../services/audit/audit-trail';
import type { Clock } from '../../services/clock.port';
import { paginate, pageParam } from '../paginator';
import { auditedRead } from './audited-read';
import { borrowerNames } from './borrower-names.query';
import { staffActorOf, staffRoute } from './staff-guard';

export const AUDIT_PER_PAGE = 50;

/** The CSV's columns, in order: one per stored field, before/after as the JSON recorded. */
export const AUDIT_CSV_COLUMNS = ['id', 'occurred_at', 'actor_id', 'actor_name', 'actor_role', 'action', 'subject_type', 'subject_id', 'borrower_id', 'ip', 'user_agent', 'before', 'after', 'detail'] as const;

const ACTION = /^[a-z_]{1,40}\.[a-z_]{1,40}$/;
const ID = /^[1-9]\d{0,15}$/;

/** The audit trail's filters from the query string; anything malformed is a 422 naming the field. */
function filterOf(query: Record<string, unknown>): AuditFilter {
  const filter: AuditFilter = {};
  const errors: Record<string, string[]> = {};
  for (const [param, key] of [['actor_id', 'actorId'], ['borrower_id', 'borrowerId']] as const) {
    const value = query[param];
    if (value === undefined || value === '') continue;
    if (typeof value === 'string' && ID.test(value) && Number.isSafeInteger(Number(value))) filter[key] = Number(value);
    else errors[param] = ['Give the id as a whole number.'];
  }
  const action = query.action;
  if (action !== undefined && action !== '') {
    if (typeof action === 'string' && ACTION.test(action)) filter.action = action;
    else errors.action = ['Give an action such as request.approve.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return filter;
}

/** The filter as a query string, for the paginator's links. */
function queryOf(filter: AuditFilter): string {
  const parts: string[] = [];
  if (filter.actorId !== undefined) parts.push(`actor_id=${filter.actorId}`);
  if (filter.borrowerId !== undefined) parts.push(`borrower_id=${filter.borrowerId}`);
  if (filter.action !== undefined) parts.push(`action=${encodeURIComponent(filter.action)}`);
  return parts.join('&');
}

/** An entry on the wire; `borrowerName` is the borrower's name now (the entry keeps only their id). */
export function toAuditEntryResource(entry: AuditEntryRecord, borrowerName: string | null = null) {
  return {
    id: entry.id,
    occurred_at: entry.occurredAt,
    actor_id: entry.actorId,
    actor_name: entry.actorName,
    actor_role: entry.actorRole,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    borrower_id: entry.borrowerId,
    borrower_name: borrowerName,
    ip: entry.ip,
    user_agent: entry.userAgent,
    before: entry.before,
    after: entry.after,
    detail: entry.detail,
  };
}

/** The trail as CSV; a cell that a spreadsheet would run as a formula is quoted inert. */
export function auditCsv(entries: AuditEntryRecord[]): string {
  const rows = entries.map((entry) => {
    const resource = toAuditEntryResource(entry);
    return AUDIT_CSV_COLUMNS.map((column) => {
      const value = resource[column];
      if (value === null || value === undefined) return '';
      return column === 'before' || column === 'after' ? JSON.stringify(value) : String(value);
    });
  });
  return Papa.unparse({ fields: [...AUDIT_CSV_COLUMNS], data: rows }, { escapeFormulae: true, newline: '\r\n' });
}

/**
 * The audit trail for admins (docs/design/back-office.md §4): newest first, a page at a time or the
 * whole filtered trail as CSV. Reading only: no route changes or removes an entry (ADR 0041), and the
 * export is itself recorded.
 */
export function registerAuditRoutes(app: FastifyInstance, deps: { db: Kysely<DatabaseSchema>; clock: Clock }): void {
  const admins = staffRoute(app, 'audit.read');
  const entries = new AuditEntriesRepository(deps.db);

  app.get('/api/v1/back-office/audit', admins, async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    const filter = filterOf(query);
    const page = pageParam(query.page);
    const found = await entries.page(filter, page, AUDIT_PER_PAGE);
    const names = await borrowerNames(deps.db, found.rows.flatMap((entry) => (entry.borrowerId === null ? [] : [entry.borrowerId])));
    const resources = found.rows.map((entry) => toAuditEntryResource(entry, entry.borrowerId === null ? null : (names.get(entry.borrowerId)?.name ?? null)));
    return paginate(resources, found.total, page, AUDIT_PER_PAGE, '/api/v1/back-office/audit', queryOf(filter));
  });

  app.get('/api/v1/back-office/audit.csv', admins, async (request, reply) => {
    const filter = filterOf(request.query as Record<string, unknown>);
    const now = deps.clock.now();
    const exported = await auditedRead(
      deps.db,
      staffActorOf(request),
      now,
      (trx) => new AuditEntriesRepository(trx).all(filter),
      (rows) => ({ action: 'audit.export', subjectType: 'audit', subjectId: null, borrowerId: filter.borrowerId ?? null, after: { filter: queryOf(filter) || null, rows: rows.length } }),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-trail-${now.toISOString().slice(0, 10)}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(auditCsv(exported ?? []));
  });
}
