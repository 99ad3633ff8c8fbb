import type { DocumentUploadDto } from './document-upload.dto';
import type { BorrowerDocument, DocumentFilters, DocumentPage, DocumentType } from './document.entity';

/** An upload's progress: bytes sent so far of the total (total 0 when unknown). */
export type UploadProgress = (sent: number, total: number) => void;

/** What a transport can send as the file: a browser Blob/File, or bytes with a name (the command line). */
export interface UploadFile {
  name: string;
  size: number;
  /** The platform's file object (a Blob in browsers and Node 20+); the domain only passes it on. */
  blob: unknown;
}

/** An AbortSignal as the domain sees it (the domain has no DOM types). */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
}

/** The borrower's documents on the lender's API (docs/design/lending-core.md §4). */
export interface DocumentGateway {
  /** GET /api/document_type */
  types(): Promise<DocumentType[]>;
  /** GET /api/documents?page=&filters[type]=&filters[status]= */
  list(page: number, filters: DocumentFilters): Promise<DocumentPage>;
  /** POST /api/documents (multipart); `signal` cancels it in flight. */
  upload(input: DocumentUploadDto, file: UploadFile, options?: { onProgress?: UploadProgress; signal?: CancelSignal }): Promise<BorrowerDocument>;
  /** GET /api/documents/{id}/file: the borrower's own file; NotFound for anyone else's. */
  file(id: number): Promise<DocumentFile>;
  /** DELETE /api/documents/{id}: removes one still waiting for review; NotFound for anyone else's, Conflict once reviewed. */
  remove(id: number): Promise<void>;
}

/** A stored document's bytes, to save or open. */
export interface DocumentFile {
  bytes: Uint8Array;
  /** Its MIME type, as the lender checked it. */
  type: string;
}

export const DocumentGateway = Symbol.for('DocumentGateway');
