import type { DocumentFile } from '../documents/document-gateway.port';
import type { Page } from '../shared/page';
import type { UseCase } from '../shared/use-case';
import type { AuditEntry, AuditFilter } from './audit-entry.entity';
import type { BorrowerFileGateway } from './borrower-file-gateway.port';

/** A page of the audit trail, newest first. */
export class ListAuditEntries implements UseCase<{ filter: AuditFilter; page: number }, Page<AuditEntry>> {
  constructor(private readonly files: BorrowerFileGateway) {}
  execute({ filter, page }: { filter: AuditFilter; page: number }): Promise<Page<AuditEntry>> {
    return this.files.auditEntries(cleanFilter(filter), Math.max(1, Math.trunc(page) || 1));
  }
}

/** The filtered audit trail as a CSV file, to keep. */
export class ExportAuditCsv implements UseCase<AuditFilter, DocumentFile> {
  constructor(private readonly files: BorrowerFileGateway) {}
  execute(filter: AuditFilter): Promise<DocumentFile> {
    return this.files.auditCsv(cleanFilter(filter));
  }
}

/** Drops empty parts, so "any action" is no `action` at all rather than an empty one. */
function cleanFilter(filter: AuditFilter): AuditFilter {
  const clean: AuditFilter = {};
  if (filter.actorId !== undefined && Number.isSafeInteger(filter.actorId) && filter.actorId > 0) clean.actorId = filter.actorId;
  if (filter.borrowerId !== undefined && Number.isSafeInteger(filter.borrowerId) && filter.borrowerId > 0) clean.borrowerId = filter.borrowerId;
  if (filter.action?.trim()) clean.action = filter.action.trim();
  return clean;
}
