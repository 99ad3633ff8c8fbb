import type { AuditEntry, AuditFilter } from '../../../src-domain/back-office/audit-entry.entity';
import type { BorrowerFileGateway } from '../../../src-domain/back-office/borrower-file-gateway.port';
import type { BorrowerFile, BorrowerMatch } from '../../../src-domain/back-office/borrower-file.entity';
import type { StaffMember } from '../../../src-domain/back-office/staff-member.entity';
import type { DocumentFile } from '../../../src-domain/documents/document-gateway.port';
import type { Page } from '../../../src-domain/shared/page';
import type { HttpClient } from '../../http/http-client';
import { toQueryString } from '../../http/request-url';
import { unwrapData, unwrapList } from '../shared/wire-guards';
import { toAuditPage, toStaffMember } from './borrower-file-audit.mapper';
import { toBorrowerFile, toBorrowerMatch } from './borrower-file.mapper';

const BASE = '/api/v1/back-office';
const id = (value: number) => encodeURIComponent(String(value));

/** The audit filter as the API's query (`actor_id`, `borrower_id`, `action`). */
function auditQuery(filter: AuditFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.actorId !== undefined) query.actor_id = String(filter.actorId);
  if (filter.borrowerId !== undefined) query.borrower_id = String(filter.borrowerId);
  if (filter.action !== undefined) query.action = filter.action;
  return query;
}

/** BorrowerFileGateway over the back office's Laravel-style API (docs/design/back-office.md §4, §5). */
export class LaravelBorrowerFileGateway implements BorrowerFileGateway {
  constructor(private readonly http: HttpClient) {}

  async search(query: string): Promise<BorrowerMatch[]> {
    return unwrapList(await this.http.get<unknown>(`${BASE}/borrowers`, { query: { q: query } }), 'borrower search', toBorrowerMatch);
  }

  async file(borrowerId: number): Promise<BorrowerFile> {
    return toBorrowerFile(unwrapData(await this.http.get<unknown>(`${BASE}/borrowers/${id(borrowerId)}`), 'borrower file'));
  }

  documentFile(documentId: number): Promise<DocumentFile> {
    return this.http.download(`${BASE}/documents/${id(documentId)}/file`);
  }

  async auditEntries(filter: AuditFilter, page: number): Promise<Page<AuditEntry>> {
    return toAuditPage(await this.http.get<unknown>(`${BASE}/audit`, { query: { ...auditQuery(filter), page: String(page) } }));
  }

  auditCsv(filter: AuditFilter): Promise<DocumentFile> {
    return this.http.download(`${BASE}/audit.csv${toQueryString(auditQuery(filter))}`);
  }

  async staff(): Promise<StaffMember[]> {
    return unwrapList(await this.http.get<unknown>(`${BASE}/staff`), 'staff list', toStaffMember);
  }
}
