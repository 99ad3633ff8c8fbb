import type { CancelSignal, DocumentFile, DocumentGateway, UploadFile, UploadProgress } from '../../../src-domain/documents/document-gateway.port';
import type { DocumentUploadDto } from '../../../src-domain/documents/document-upload.dto';
import type { BorrowerDocument, DocumentFilters, DocumentPage, DocumentType } from '../../../src-domain/documents/document.entity';
import { Unavailable } from '../../../src-domain/shared/errors';
import type { HttpClient } from '../../http/http-client';
import { isRecord } from '../../http/response-body';
import { malformed, unwrapData } from '../shared/wire-guards';
import { toDocument, toDocumentPage, toDocumentType } from './documents.mapper';

/** DocumentGateway over the Laravel-style API (docs/api/openapi.json, tag "documents"). */
export class LaravelDocumentGateway implements DocumentGateway {
  constructor(private readonly http: HttpClient) {}

  async types(): Promise<DocumentType[]> {
    const body = await this.http.get<unknown>('/api/document_type');
    if (!isRecord(body) || !Array.isArray(body.data)) throw malformed('document type list');
    return body.data.map(toDocumentType);
  }

  async list(page: number, filters: DocumentFilters): Promise<DocumentPage> {
    const query: Record<string, string> = { page: String(page) };
    if (filters.type) query['filters[type]'] = filters.type;
    if (filters.status) query['filters[status]'] = filters.status;
    return toDocumentPage(await this.http.get<unknown>('/api/documents', { query }));
  }

  async upload(input: DocumentUploadDto, file: UploadFile, options: { onProgress?: UploadProgress; signal?: CancelSignal } = {}): Promise<BorrowerDocument> {
    if (options.signal?.aborted) throw new Unavailable('The upload was cancelled.');
    // Text fields first: the server reads the type before it stores a byte (ADR 0015).
    const form = new FormData();
    form.append('document_type', input.document_type);
    if (input.side) form.append('side', input.side);
    if (input.expires_on) form.append('expires_on', input.expires_on);
    form.append('file', file.blob as Blob, file.name);
    options.onProgress?.(0, file.size);
    // The transport reports the multipart body's bytes; the borrower reads them against the file's size.
    const onUploadProgress = options.onProgress && ((sent: number, total: number) => options.onProgress!(Math.min(file.size, Math.round((sent / (total || sent || 1)) * file.size)), file.size));
    const body = await this.http.request<unknown>('POST', '/api/documents', { form, onUploadProgress, signal: options.signal }).catch((error: unknown) => {
      throw options.signal?.aborted ? new Unavailable('The upload was cancelled.') : error;
    });
    options.onProgress?.(file.size, file.size);
    return toDocument(unwrapData(body, 'document'));
  }

  file(id: number): Promise<DocumentFile> {
    return this.http.download(`/api/documents/${encodeURIComponent(String(id))}/file`);
  }

  async remove(id: number): Promise<void> {
    await this.http.delete<unknown>(`/api/documents/${encodeURIComponent(String(id))}`);
  }
}
