import type { DocumentFile } from '../documents/document-gateway.port';
import { ValidationFailed } from '../shared/errors';
import { parseMoneyInput } from '../shared/money';
import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import { ApproveRequestDto, StaffReasonDto } from './borrower-file-actions.dto';
import type { BorrowerFileGateway } from './borrower-file-gateway.port';
import type { BorrowerFile, BorrowerMatch, RequestApprovalOutcome } from './borrower-file.entity';
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

/** Approves a request: the offer, or the first of two approvals over the four-eyes threshold. */
export class ApproveLoanRequest implements UseCase<{ requestId: number; reason?: string }, RequestApprovalOutcome> {
  constructor(private readonly files: BorrowerFileGateway) {}
  async execute({ requestId, reason }: { requestId: number; reason?: string }): Promise<RequestApprovalOutcome> {
    const input = await validateInput(ApproveRequestDto, reason?.trim() ? { reason: reason.trim() } : {});
    return this.files.approveRequest(requestId, input.reason ?? null);
  }
}

/** Declines a request with the reason the borrower reads. */
export class DeclineLoanRequest implements UseCase<{ requestId: number; reason: string }, void> {
  constructor(private readonly files: BorrowerFileGateway) {}
  async execute({ requestId, reason }: { requestId: number; reason: string }): Promise<void> {
    const input = await validateInput(StaffReasonDto, { reason: reason.trim() });
    await this.files.declineRequest(requestId, input.reason);
  }
}

/** Accepts a document; for a photo ID, `identityConfirmed` says the reviewer matched it to the borrower. */
export class ApproveDocument implements UseCase<{ documentId: number; identityConfirmed: boolean }, void> {
  constructor(private readonly files: BorrowerFileGateway) {}
  execute({ documentId, identityConfirmed }: { documentId: number; identityConfirmed: boolean }): Promise<void> {
    return this.files.approveDocument(documentId, identityConfirmed);
  }
}

/** Turns a document down with the reason the borrower reads. */
export class RejectDocument implements UseCase<{ documentId: number; reason: string }, void> {
  constructor(private readonly files: BorrowerFileGateway) {}
  async execute({ documentId, reason }: { documentId: number; reason: string }): Promise<void> {
    const input = await validateInput(StaffReasonDto, { reason: reason.trim() });
    await this.files.rejectDocument(documentId, input.reason);
  }
}

/** Records a repayment typed in pounds ("150", "£1,250.50"); the API takes minor units. */
export class RecordLoanPayment implements UseCase<{ loanId: number; amount: string }, void> {
  constructor(private readonly files: BorrowerFileGateway) {}
  async execute({ loanId, amount }: { loanId: number; amount: string }): Promise<void> {
    const minor = parseMoneyInput(amount);
    if (minor === null || minor <= 0) throw new ValidationFailed({ amount: ['Enter the amount paid in pounds, for example 150.00.'] });
    await this.files.recordPayment(loanId, minor);
  }
}

/** Settles a loan as of today. */
export class SettleLoan implements UseCase<number, void> {
  constructor(private readonly files: BorrowerFileGateway) {}
  execute(loanId: number): Promise<void> {
    return this.files.settleLoan(loanId);
  }
}

/** The lender's staff, for admins. */
export class ListStaff implements UseCase<void, StaffMember[]> {
  constructor(private readonly files: BorrowerFileGateway) {}
  execute(): Promise<StaffMember[]> {
    return this.files.staff();
  }
}
