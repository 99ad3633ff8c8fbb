import type { DocumentRecord, DocumentTypeRecord } from '../../db/documents/documents.repository';
import { MAX_IMAGE_PIXELS } from './document-upload.service';

const PHOTO_FORMATS = ['jpg', 'png'];

/** A document type on the wire (docs/design/lending-core.md §4). */
export function toDocumentTypeResource(type: DocumentTypeRecord) {
  return {
    id: type.id,
    slug: type.slug,
    name: type.name,
    description: type.description,
    accepts: type.accepts,
    max_size_kb: type.maxSizeKb,
    has_back: type.hasBack,
    expires: type.expires,
    min_width: type.minWidth,
    min_height: type.minHeight,
    // The pixel cap of ADR 0027 applies to every image, so a type that takes photos says it.
    max_pixels: type.accepts.some((format) => PHOTO_FORMATS.includes(format)) ? MAX_IMAGE_PIXELS : null,
    required_by: type.requiredBy,
    // Alternatives: any one type of the group meets the requirement (docs/design/agreements.md §2).
    one_of: type.oneOf,
  };
}

/** A borrower's document on the wire; the storage key and hash stay on the server. */
export function toDocumentResource(document: DocumentRecord) {
  return {
    id: document.id,
    document_type: document.typeSlug,
    type_name: document.typeName,
    side: document.side,
    file_name: document.fileName,
    size: document.size,
    mime: document.mime,
    status: document.status,
    review_reason: document.reviewReason,
    expires_on: document.expiresOn,
    created_at: document.createdAt,
    reviewed_at: document.reviewedAt,
    identity_confirmed: document.identityConfirmedAt !== null,
  };
}
