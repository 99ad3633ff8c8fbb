import type { DocumentFile } from '../documents/document-gateway.port';
import type { Page } from '../shared/page';
import type { Letter } from './letter.entity';
import type { SettlementStatementRequestDto } from './settlement-statement-request.dto';

/**
 * The borrower's letters on the lender's API (docs/design/letters.md §3). Every call answers
 * NotFound for another borrower's loan or letter.
 *
 * The PDF comes back as bytes rather than as a link: the API authenticates with a bearer header,
 * which a plain link cannot carry.
 */
export interface LetterGateway {
  /** GET /api/v1/letters?page=n: every loan's letters, newest first. */
  letters(page: number): Promise<Page<Letter>>;
  /** GET /api/loan/{id}/letters */
  loanLetters(loanId: number): Promise<Letter[]>;
  /** POST /api/loan/{id}/letters/statement: a statement of account as of today (s.77B). */
  requestStatement(loanId: number): Promise<Letter>;
  /** POST /api/loan/{id}/letters/settlement-statement; ValidationFailed with field messages for a bad date. */
  requestSettlementStatement(loanId: number, input: SettlementStatementRequestDto): Promise<Letter>;
  /** GET /api/v1/letters/{id}/pdf: the letter as issued; the first download marks it read. */
  pdf(letterId: number): Promise<DocumentFile>;
}

export const LetterGateway = Symbol.for('LetterGateway');
