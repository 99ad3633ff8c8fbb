import type { DocumentFile } from '../../../src-domain/documents/document-gateway.port';
import type { LetterGateway } from '../../../src-domain/letters/letter-gateway.port';
import { DownloadLetter, ListLetters, ListLoanLetters, RequestSettlementStatement, RequestStatement } from '../../../src-domain/letters/letter.use-cases';
import { LETTER_TITLES, type Letter, type LetterKind } from '../../../src-domain/letters/letter.entity';
import type { SettlementStatementRequestDto } from '../../../src-domain/letters/settlement-statement-request.dto';
import { NotFound, type DomainError } from '../../../src-domain/shared/errors';
import type { Page } from '../../../src-domain/shared/page';
import type { AppServices } from '../../../src-ui/app/app-services';

/** A letter about loan 77 (reference KC00000077), issued on 20 December 2027 and unread. */
export function aLetter(id: number, kind: LetterKind = 'annual-statement', overrides: Partial<Letter> = {}): Letter {
  return {
    id,
    loanId: 77,
    loanReference: 'KC00000077',
    kind,
    title: LETTER_TITLES[kind],
    issuedAt: '2027-12-20T09:00:00.000Z',
    dueBy: '2028-01-19',
    templateVersion: '2026-12',
    readAt: null,
    ready: true,
    summary: kind === 'settlement-statement' ? { settlementTotalMinor: 352_118, validUntil: '2028-01-17' } : { paidToDateMinor: 203_628, arrearsMinor: 0, stillToPayMinor: 407_256 },
    ...overrides,
  };
}

/** How many letters the fake puts on a page of the gathered list. */
export const LETTERS_PER_PAGE = 10;

/**
 * The lender's letters API in memory, with the server's rules: newest first, only the signed-in
 * borrower's loans (`loanIds`), a statement made at once, the first download marks a letter read.
 */
export class FakeLetterGateway implements LetterGateway {
  /** Every letter issued, in the order the fake learnt of it. */
  readonly issued: Letter[];
  readonly downloaded: number[] = [];
  readonly settlementDates: (string | undefined)[] = [];
  /** The loans that are the borrower's; any other is a 404, as on the server. */
  loanIds = new Set([77]);
  /** Fails the next call (any method) with this error. */
  failNext: DomainError | null = null;
  /** Set to hold the next request until the test releases it (to see the loading state). */
  hold: Promise<void> | null = null;
  /** "Now" for the letters the fake makes; each one a minute later. */
  private clock = Date.parse('2027-12-21T10:00:00.000Z');

  constructor(...issued: Letter[]) {
    this.issued = [...issued];
  }

  async letters(page: number): Promise<Page<Letter>> {
    this.throwIfFailing();
    const all = this.newestFirst(this.issued);
    return { items: all.slice((page - 1) * LETTERS_PER_PAGE, page * LETTERS_PER_PAGE), page, lastPage: Math.max(1, Math.ceil(all.length / LETTERS_PER_PAGE)), total: all.length };
  }

  async loanLetters(loanId: number): Promise<Letter[]> {
    this.throwIfFailing();
    this.ownLoan(loanId);
    return this.newestFirst(this.issued.filter((letter) => letter.loanId === loanId));
  }

  async requestStatement(loanId: number): Promise<Letter> {
    await this.hold;
    this.throwIfFailing();
    return this.issue(loanId, 'statement-of-account');
  }

  async requestSettlementStatement(loanId: number, input: SettlementStatementRequestDto): Promise<Letter> {
    await this.hold;
    this.throwIfFailing();
    this.settlementDates.push(input.date);
    return this.issue(loanId, 'settlement-statement');
  }

  async pdf(letterId: number): Promise<DocumentFile> {
    this.throwIfFailing();
    const letter = this.issued.find((candidate) => candidate.id === letterId);
    if (!letter || !this.loanIds.has(letter.loanId)) throw new NotFound('Not found.', 404);
    this.downloaded.push(letterId);
    letter.readAt ??= '2027-12-21T10:30:00.000Z';
    return { bytes: new TextEncoder().encode(`%PDF-1.7 ${letter.title}`), type: 'application/pdf' };
  }

  /** A letter the servicing job issued meanwhile (the test then announces LetterIssued). */
  add(letter: Letter): void {
    this.issued.push(letter);
  }

  private issue(loanId: number, kind: LetterKind): Letter {
    this.ownLoan(loanId);
    this.clock += 60_000;
    const letter = aLetter(Math.max(0, ...this.issued.map((l) => l.id)) + 1, kind, { loanId, issuedAt: new Date(this.clock).toISOString(), dueBy: new Date(this.clock).toISOString().slice(0, 10) });
    this.issued.push(letter);
    return structuredClone(letter);
  }

  private newestFirst(letters: Letter[]): Letter[] {
    return structuredClone(letters).sort((a, b) => b.issuedAt.localeCompare(a.issuedAt) || b.id - a.id);
  }

  private ownLoan(loanId: number): void {
    if (!this.loanIds.has(loanId)) throw new NotFound('Not found.', 404);
  }

  private throwIfFailing(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }
}

export function letterServices(letters: LetterGateway): Pick<AppServices, 'letters'> {
  return {
    letters: {
      list: new ListLetters(letters),
      forLoan: new ListLoanLetters(letters),
      requestStatement: new RequestStatement(letters),
      requestSettlementStatement: new RequestSettlementStatement(letters),
      pdf: new DownloadLetter(letters),
    },
  };
}
