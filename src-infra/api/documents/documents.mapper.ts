import type { BorrowerDocument, DocumentPage, DocumentStatus, DocumentType } from '../../../src-domain/documents/document.entity';
import { isRecord } from '../../http/response-body';
import { malformed } from '../shared/wire-guards';

const STATUSES: readonly DocumentStatus[] = ['pending', 'approved', 'rejected', 'expired'];
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** DocumentTypeResource → DocumentType. */
export function toDocumentType(raw: unknown): DocumentType {
  if (!isRecord(raw) || int(raw.id) === null || str(raw.slug) === null || str(raw.name) === null) throw malformed('document type');
  return {
    id: raw.id as number,
    slug: raw.slug as string,
    name: raw.name as string,
    description: str(raw.description) ?? '',
    accepts: strings(raw.accepts),
    maxSizeKb: int(raw.max_size_kb) ?? 0,
    hasBack: raw.has_back === true,
    expires: raw.expires === true,
    minWidth: int(raw.min_width),
    minHeight: int(raw.min_height),
    maxPixels: int(raw.max_pixels),
    requiredBy: strings(raw.required_by),
    oneOf: str(raw.one_of),
  };
}

/** DocumentResource → BorrowerDocument. */
export function toDocument(raw: unknown): BorrowerDocument {
  if (!isRecord(raw) || int(raw.id) === null || str(raw.document_type) === null || !STATUSES.includes(raw.status as DocumentStatus)) throw malformed('document');
  return {
    id: raw.id as number,
    typeSlug: raw.document_type as string,
    typeName: str(raw.type_name) ?? (raw.document_type as string),
    side: raw.side === 'front' || raw.side === 'back' ? raw.side : null,
    fileName: str(raw.file_name) ?? 'document',
    size: int(raw.size) ?? 0,
    mime: str(raw.mime) ?? 'application/octet-stream',
    status: raw.status as DocumentStatus,
    reviewReason: str(raw.review_reason),
    expiresOn: str(raw.expires_on),
    createdAt: str(raw.created_at) ?? '',
    reviewedAt: str(raw.reviewed_at),
    identityConfirmed: raw.identity_confirmed === true,
  };
}

/** Laravel's paginator → DocumentPage. */
export function toDocumentPage(body: unknown): DocumentPage {
  if (!isRecord(body) || !Array.isArray(body.data) || int(body.current_page) === null) throw malformed('document list');
  return { items: body.data.map(toDocument), page: body.current_page as number, lastPage: int(body.last_page) ?? 1, total: int(body.total) ?? body.data.length };
}
