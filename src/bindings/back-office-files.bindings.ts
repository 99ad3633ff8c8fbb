import type { Container } from 'inversify';
import { ExportAuditCsv, ListAuditEntries } from '../../src-domain/back-office/audit-trail.use-cases';
import { BorrowerFileGateway } from '../../src-domain/back-office/borrower-file-gateway.port';
import { ListStaff, LoadBorrowerFile, LoadDocumentPreview, SearchBorrowers } from '../../src-domain/back-office/borrower-file.use-cases';
import { LaravelBorrowerFileGateway } from '../../src-infra/api/back-office/borrower-file.gateway';
import { HttpClient } from '../../src-infra/http/http-client';

/** The back office's borrower search and files, the audit trail and the staff list (issue 25); loaded with the back office's chunk. */
export function bindBackOfficeFiles(container: Container): void {
  container.bind<BorrowerFileGateway>(BorrowerFileGateway).toResolvedValue((http: HttpClient) => new LaravelBorrowerFileGateway(http), [HttpClient]);
  // Every one of these use-cases takes the gateway alone.
  const bindUseCase = <T>(UseCaseClass: new (files: BorrowerFileGateway) => T) =>
    container.bind<T>(UseCaseClass).toResolvedValue((files: BorrowerFileGateway) => new UseCaseClass(files), [BorrowerFileGateway]);
  bindUseCase(SearchBorrowers);
  bindUseCase(LoadBorrowerFile);
  bindUseCase(LoadDocumentPreview);
  bindUseCase(ListStaff);
  bindUseCase(ListAuditEntries);
  bindUseCase(ExportAuditCsv);
}
