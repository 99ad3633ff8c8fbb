import type { DocumentFile } from '../documents/document-gateway.port';
import type { Page } from '../shared/page';
import type { AuditEntry, AuditFilter } from './audit-entry.entity';
import type { BorrowerFile, BorrowerMatch, RequestApprovalOutcome } from './borrower-file.entity';
import type { StaffMember } from './staff-member.entity';

/**
 * The back office's borrower files, the actions started from them, the audit trail and the staff
 * list on the lender's API (docs/design/back-office.md §4). Every call answers Forbidden with the
 * server's reason (`role_not_allowed`, `own_file`, `two_factor_required`), NotFound for an unknown
 * id, Conflict when the state forbids the action and ValidationFailed with field messages.
 */
export interface BorrowerFileGateway {
  /** GET /api/v1/back-office/borrowers?q= */
  search(query: string): Promise<BorrowerMatch[]>;
  /** GET /api/v1/back-office/borrowers/{id}: the whole file (the server records the view). */
  file(borrowerId: number): Promise<BorrowerFile>;
  /** GET /api/v1/back-office/documents/{id}/file: the bytes, for a preview that runs nothing they contain. */
  documentFile(documentId: number): Promise<DocumentFile>;
  /** POST /api/v1/back-office/requests/{id}/approve */
  approveRequest(requestId: number, reason: string | null): Promise<RequestApprovalOutcome>;
  /** POST /api/v1/back-office/requests/{id}/decline: the reason is what the borrower reads. */
  declineRequest(requestId: number, reason: string): Promise<void>;
  /** POST /api/v1/back-office/documents/{id}/approve */
  approveDocument(documentId: number, identityConfirmed: boolean): Promise<void>;
  /** POST /api/v1/back-office/documents/{id}/reject: the reason is what the borrower reads. */
  rejectDocument(documentId: number, reason: string): Promise<void>;
  /** POST /api/v1/back-office/loans/{id}/payments with the amount in minor units. */
  recordPayment(loanId: number, amountMinor: number): Promise<void>;
  /** POST /api/v1/back-office/loans/{id}/settle, as of the server's today. */
  settleLoan(loanId: number): Promise<void>;
  /** GET /api/v1/back-office/audit: newest first. */
  auditEntries(filter: AuditFilter, page: number): Promise<Page<AuditEntry>>;
  /** GET /api/v1/back-office/audit.csv: the filtered trail as CSV (the server records the export). */
  auditCsv(filter: AuditFilter): Promise<DocumentFile>;
  /** GET /api/v1/back-office/staff */
  staff(): Promise<StaffMember[]>;
}

export const BorrowerFileGateway = Symbol.for('BorrowerFileGateway');
