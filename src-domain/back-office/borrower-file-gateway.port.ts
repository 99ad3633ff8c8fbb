import type { DocumentFile } from '../documents/document-gateway.port';
import type { Page } from '../shared/page';
import type { AuditEntry, AuditFilter } from './audit-entry.entity';
import type { BorrowerFile, BorrowerMatch } from './borrower-file.entity';
import type { StaffMember } from './staff-member.entity';

/**
 * The back office's reads of borrowers: search, the file, a document's bytes, the audit trail and
 * the staff list (docs/design/back-office.md §4). The actions started from a file (decide, review,
 * pay, settle) are the queues' own, on BackOfficeGateway: one implementation for both screens.
 * Every call answers Forbidden with the server's reason (`role_not_allowed`, `two_factor_required`)
 * and NotFound for an unknown id.
 */
export interface BorrowerFileGateway {
  /** GET /api/v1/back-office/borrowers?q= */
  search(query: string): Promise<BorrowerMatch[]>;
  /** GET /api/v1/back-office/borrowers/{id}: the whole file (the server records the view). */
  file(borrowerId: number): Promise<BorrowerFile>;
  /** GET /api/v1/back-office/documents/{id}/file: the bytes, for a preview that runs nothing they contain. */
  documentFile(documentId: number): Promise<DocumentFile>;
  /** GET /api/v1/back-office/audit: newest first. */
  auditEntries(filter: AuditFilter, page: number): Promise<Page<AuditEntry>>;
  /** GET /api/v1/back-office/audit.csv: the filtered trail as CSV (the server records the export). */
  auditCsv(filter: AuditFilter): Promise<DocumentFile>;
  /** GET /api/v1/back-office/staff */
  staff(): Promise<StaffMember[]>;
}

export const BorrowerFileGateway = Symbol.for('BorrowerFileGateway');
