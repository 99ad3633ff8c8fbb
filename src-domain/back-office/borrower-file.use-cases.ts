import type { DocumentFile } from '../documents/document-gateway.port';
import { ValidationFailed } from '../shared/errors';
import type { UseCase } from '../shared/use-case';
import type { BorrowerFileGateway } from './borrower-file-gateway.port';
import type { BorrowerFile, BorrowerMatch } from './borrower-file.entity';
import type { StaffMember } from './staff-member.entity';

/** Shortest search the server is asked: one or two letters would match half the book. */
export const SEARCH_MIN_LENGTH = 2;

/** Borrowers by name, e-mail, loan account number or request reference. */
export class SearchBorrowers implements UseCase<string, BorrowerMatch[]> {
  constructor(private readonly files: BorrowerFileGateway) {}
  async execute(query: string): Promise<BorrowerMatch[]> {
    const q = query.trim();
    if (q.length < SEARCH_MIN_LENGTH) throw new ValidationFailed({ q: [`Type at least ${SEARCH_MIN_LENGTH} characters.`] });
    return this.files.search(q);
  }
}

/** One borrower's whole file. */
export class LoadBorrowerFile implements UseCase<number, BorrowerFile> {
  constructor(private readonly files: BorrowerFileGateway) {}
  execute(borrowerId: number): Promise<BorrowerFile> {
    return this.files.file(borrowerId);
  }
}

/** A document's bytes, for the preview in the file. */
export class LoadDocumentPreview implements UseCase<number, DocumentFile> {
  constructor(private readonly files: BorrowerFileGateway) {}
  execute(documentId: number): Promise<DocumentFile> {
    return this.files.documentFile(documentId);
  }
}

/** The lender's staff, for admins. */
export class ListStaff implements UseCase<void, StaffMember[]> {
  constructor(private readonly files: BorrowerFileGateway) {}
  execute(): Promise<StaffMember[]> {
    return this.files.staff();
  }
}
