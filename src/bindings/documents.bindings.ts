import type { Container } from 'inversify';
import { DocumentGateway } from '../../src-domain/documents/document-gateway.port';
import { DownloadDocument, ListDocuments, ListDocumentTypes, RemoveDocument, UploadDocument } from '../../src-domain/documents/documents.use-cases';
import { LaravelDocumentGateway } from '../../src-infra/api/documents/laravel-document.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** The borrower's documents (issue 11). */
export function bindDocuments(container: Container): void {
  container.bind<DocumentGateway>(DocumentGateway).toResolvedValue((http: HttpClient) => new LaravelDocumentGateway(http), [HttpClient]);
  container.bind(ListDocumentTypes).toResolvedValue((documents: DocumentGateway) => new ListDocumentTypes(documents), [DocumentGateway]);
  container.bind(ListDocuments).toResolvedValue((documents: DocumentGateway) => new ListDocuments(documents), [DocumentGateway]);
  container.bind(UploadDocument).toResolvedValue((documents: DocumentGateway) => new UploadDocument(documents), [DocumentGateway]);
  container.bind(DownloadDocument).toResolvedValue((documents: DocumentGateway) => new DownloadDocument(documents), [DocumentGateway]);
  container.bind(RemoveDocument).toResolvedValue((documents: DocumentGateway) => new RemoveDocument(documents), [DocumentGateway]);
}
