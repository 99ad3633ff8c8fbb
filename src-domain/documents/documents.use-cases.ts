import { ValidationFailed } from '../shared/errors';
import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { CancelSignal, DocumentFile, DocumentGateway, UploadFile, UploadProgress } from './document-gateway.port';
import { DocumentUploadDto, fileProblems } from './document-upload.dto';
import type { BorrowerDocument, DocumentFilters, DocumentPage, DocumentType } from './document.entity';

/** The kinds of document the lender accepts. */
export class ListDocumentTypes implements UseCase<void, DocumentType[]> {
  constructor(private readonly documents: DocumentGateway) {}

  execute(): Promise<DocumentType[]> {
    return this.documents.types();
  }
}

/** One page of the borrower's documents, newest first. */
export class ListDocuments implements UseCase<{ page: number; filters: DocumentFilters }, DocumentPage> {
  constructor(private readonly documents: DocumentGateway) {}

  execute(input: { page: number; filters: DocumentFilters }): Promise<DocumentPage> {
    return this.documents.list(input.page, input.filters);
  }
}

export interface UploadDocumentInput {
  type: DocumentType;
  fields: Omit<DocumentUploadDto, 'document_type'>;
  file: UploadFile;
  onProgress?: UploadProgress;
  signal?: CancelSignal;
}

/** Checks an upload with the server's rules (fields, format by name, size, expiry) and sends it. */
export class UploadDocument implements UseCase<UploadDocumentInput, BorrowerDocument> {
  constructor(private readonly documents: DocumentGateway) {}

  async execute(input: UploadDocumentInput): Promise<BorrowerDocument> {
    const problems = fileProblems(input.type, input.file);
    const fields: Record<string, string[]> = {};
    if (problems.length > 0) fields.file = problems;
    if (input.type.expires && !input.fields.expires_on) fields.expires_on = ['Give the date this document expires.'];
    let dto: DocumentUploadDto;
    try {
      dto = await validateInput(DocumentUploadDto, { ...input.fields, document_type: input.type.slug });
    } catch (error) {
      if (error instanceof ValidationFailed) throw new ValidationFailed({ ...error.fields, ...fields });
      throw error;
    }
    if (Object.keys(fields).length > 0) throw new ValidationFailed(fields);
    return this.documents.upload(dto, input.file, { onProgress: input.onProgress, signal: input.signal });
  }
}

/** The borrower's own file back, as it was sent (to save or open). */
export class DownloadDocument implements UseCase<number, DocumentFile> {
  constructor(private readonly documents: DocumentGateway) {}

  execute(id: number): Promise<DocumentFile> {
    return this.documents.file(id);
  }
}

/** Removes one of the borrower's documents that the lender has not reviewed yet (ADR 0035). */
export class RemoveDocument implements UseCase<number, void> {
  constructor(private readonly documents: DocumentGateway) {}

  async execute(id: number): Promise<void> {
    if (!Number.isSafeInteger(id) || id < 1) throw new ValidationFailed({ id: ['Choose one of your documents.'] });
    await this.documents.remove(id);
  }
}
