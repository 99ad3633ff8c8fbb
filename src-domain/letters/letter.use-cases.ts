import type { DocumentFile } from '../documents/document-gateway.port';
import type { Page } from '../shared/page';
import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { LetterGateway } from './letter-gateway.port';
import type { Letter } from './letter.entity';
import { SettlementStatementRequestDto } from './settlement-statement-request.dto';

/** Every letter of every loan of the borrower, a page at a time, newest first. */
export class ListLetters implements UseCase<number, Page<Letter>> {
  constructor(private readonly letters: LetterGateway) {}
  execute(page: number): Promise<Page<Letter>> {
    return this.letters.letters(Math.max(1, Math.trunc(page) || 1));
  }
}

/** The letters of one loan, for its page. */
export class ListLoanLetters implements UseCase<number, Letter[]> {
  constructor(private readonly letters: LetterGateway) {}
  execute(loanId: number): Promise<Letter[]> {
    return this.letters.loanLetters(loanId);
  }
}

/** A statement of what has been paid and what is still to pay, made now (s.77B). */
export class RequestStatement implements UseCase<number, Letter> {
  constructor(private readonly letters: LetterGateway) {}
  execute(loanId: number): Promise<Letter> {
    return this.letters.requestStatement(loanId);
  }
}

/** A formal settlement statement for a day (today when none is given), checked as the server checks it. */
export class RequestSettlementStatement implements UseCase<{ loanId: number; input: SettlementStatementRequestDto }, Letter> {
  constructor(private readonly letters: LetterGateway) {}
  async execute({ loanId, input }: { loanId: number; input: SettlementStatementRequestDto }): Promise<Letter> {
    return this.letters.requestSettlementStatement(loanId, await validateInput(SettlementStatementRequestDto, input));
  }
}

/** A letter as its PDF, to keep. */
export class DownloadLetter implements UseCase<number, DocumentFile> {
  constructor(private readonly letters: LetterGateway) {}
  execute(letterId: number): Promise<DocumentFile> {
    return this.letters.pdf(letterId);
  }
}
