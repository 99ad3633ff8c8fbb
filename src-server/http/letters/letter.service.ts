import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LETTER_TITLES, type LetterKind } from '../../../src-domain/letters/letter.entity';
import { annualPeriods, arrearsCondition, arrearsNoticeKeys, requestKey } from '../../../src-domain/letters/letter-triggers';
import { statementFigures } from '../../../src-domain/letters/letter-figures';
import { instalmentsBeforeSettlement, settlementStatementDate, withProjectedPayments } from '../../../src-domain/letters/settlement-statement-date';
import type { BankHolidays } from '../../../src-domain/loans/working-days';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { Conflict, NotFound } from '../../../src-domain/shared/errors';
import type { DatabaseSchema } from '../../db/database.types';
import { inTransaction } from '../../db/borrower-lock';
import { IssuedDocumentsRepository } from '../../db/issued-documents/issued-documents.repository';
import { sha256Hex } from '../../db/issued-documents/issued-document-entry';
import { LettersRepository, loggedFileSha256, type LetterPage, type LetterRecord } from '../../db/letters/letters.repository';
import { LoanPaymentsRepository, type LoanPaymentRow } from '../../db/loans/loan-payments.repository';
import { LoansRepository, type LoanRow } from '../../db/loans/loans.repository';
import type { Clock } from '../../services/clock.port';
import { HttpError } from '../http-error';
import type { BorrowerRecords, LoanService, ServicingLetters } from '../loans/loan.service';
import { baseFigures, scheduleSnapshot, withLedger, withSettlement, type LetterFigures } from './letter-facts';
import type { LetterPaperwork } from './letter-paperwork';
import { recordLetter, type LetterCause } from './letter-records';

export const LETTER_UNAVAILABLE_MESSAGE = 'We cannot show this letter right now. We have been alerted.';
export const LETTER_NOT_READY_MESSAGE = 'This letter is still being made. Please try again in a minute.';

const NO_BANK_HOLIDAYS: BankHolidays = () => false;

export interface LetterServiceDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  /** The loans' service: the borrower's lock, the servicing day, the settlement quote and how a borrower is told. */
  loans: LoanService;
  paperwork: LetterPaperwork;
  bankHolidays?: BankHolidays;
  log?: { error(details: object, message: string): void };
}

/** A letter rendered into the log and attached: what `finish` did. */
type Finished = 'finished' | 'already' | 'failed';

/**
 * The letters a regulated lender sends (docs/design/letters.md): written as rows in the transaction of
 * what caused them (idempotent by trigger), finished after the commit (the PDF rendered, kept in
 * `issued_files` and appended to the issued-documents log with the letter's `issued_file_id`, in one
 * transaction), then told to the borrower (bell, toast and e-mail). Every id a borrower gives is read
 * within their own records: another borrower's is a 404.
 */
export class LetterService implements ServicingLetters {
  private readonly letters: LettersRepository;
  private readonly loansRepository: LoansRepository;

  constructor(private readonly deps: LetterServiceDeps) {
    this.letters = new LettersRepository(deps.db);
    this.loansRepository = new LoansRepository(deps.db);
  }

  /** Writes a letter through `trx`, the caller's transaction (nothing is rendered or sent yet). */
  issue(trx: Kysely<DatabaseSchema>, kind: LetterKind, loan: LoanRow, cause: LetterCause, figures: LetterFigures): Promise<{ id: number; created: boolean }> {
    return recordLetter(trx, kind, loan, cause, figures, this.deps.clock.now());
  }

  /**
   * After the commit: the letter's PDF into the log and onto the letter, in one transaction, then the
   * borrower told ("a letter about your loan is ready"); `mailed_at` once the e-mail is accepted. A
   * letter finished meanwhile by another run or instance is left as it is, so nobody is told twice.
   */
  async finish(letterId: number): Promise<Finished> {
    const letter = await this.letters.byId(letterId);
    if (!letter || letter.issuedFileId !== null) return 'already';
    try {
      const loan = (await this.loansRepository.loanById(letter.loanId))!;
      const { pdf } = await this.deps.paperwork.render(this.deps.db, letter, loan);
      const attached = await inTransaction(this.deps.db, async (trx) => {
        const entry = await new IssuedDocumentsRepository(trx).appendWithFile(
          { kind: letter.kind, userId: letter.userId, loanId: letter.loanId, offerId: null, templateVersion: letter.templateVersion, issuedAt: this.deps.clock.now() },
          pdf,
        );
        // Another instance attached its render first: roll this one back, log entry and all.
        if (!(await new LettersRepository(trx).attachFile(letter.id, fileIdOf(entry.storage)))) throw new AlreadyFinished();
        return true;
      }).catch((error: unknown) => {
        if (error instanceof AlreadyFinished) return false;
        throw error;
      });
      if (!attached) return 'already';
      await this.tellReady(letter);
      return 'finished';
    } catch (error) {
      // The letter stays without its PDF; the next servicing run finishes it.
      this.deps.log?.error({ err: error, letterId }, 'letter not finished');
      return 'failed';
    }
  }

  /**
   * The servicing run's letters: each active loan's annual statements and arrears notices owed by
   * today (on the working-day calendar), each written once per trigger under the borrower's lock, then
   * every letter still without its PDF finished (new ones, and any a crash left behind). Returns how
   * many letters were finished.
   */
  async issueDue(): Promise<number> {
    const day = this.deps.loans.servicingDay();
    for (const loan of await this.activeLoans()) {
      const rows = await this.loansRepository.instalmentsOf([loan.id]);
      // Only the triggers are compared here, so the payments (the figures' part) are left unread.
      const owed = this.owedOn(loan, rows, [], day.today, day.lateBefore);
      const recorded = new Set((await this.letters.ofLoan(loan.id)).map((letter) => `${letter.kind} ${letter.triggerKey}`));
      if (owed.every((letter) => recorded.has(`${letter.kind} ${letter.cause.key}`)) && arrearsSeriesOf(loan, rows, day) === loan.arrears_series_since) continue;
      // Written under the lock on the schedule as it stands then, so a payment arriving now is counted or waits.
      await this.deps.loans.lockedStep(loan.user_id, async (trx, records) => {
        const current = (await records.loans.loanById(loan.id))!;
        if (current.status !== 'active') return;
        const rows = await records.loans.instalmentsOf([loan.id]);
        // The arrears a notice series is about: kept while they last, forgotten once they are cleared.
        const series = arrearsSeriesOf(current, rows, day);
        if (series !== current.arrears_series_since) await trx.updateTable('loans').set({ arrears_series_since: series }).where('id', '=', current.id).execute();
        const payments = await new LoanPaymentsRepository(trx).paymentsOf(loan.id);
        for (const letter of this.owedOn({ ...current, arrears_series_since: series }, rows, payments, day.today, day.lateBefore)) await this.issue(trx, letter.kind, current, letter.cause, letter.figures);
      });
    }
    let finished = 0;
    for (const letter of await this.letters.withoutFile()) if ((await this.finish(letter.id)) === 'finished') finished += 1;
    return finished;
  }

  /** POST /api/loan/{id}/letters/statement: a statement of account (s.77B) as of today, with every payment on the ledger, its PDF made at once. */
  async requestStatement(userId: number, loanId: number): Promise<LetterRecord> {
    return this.onRequest(userId, loanId, 'statement-of-account', async (records, loan, today, trx) =>
      withLedger(baseFigures(await records.loans.instalmentsOf([loanId]), today, loan.annual_rate), loan, await new LoanPaymentsRepository(trx).paymentsOf(loanId)),
    );
  }

  /**
   * POST /api/loan/{id}/letters/settlement-statement (s.97): the amount to settle on the settlement
   * date the regulations set (28 days after the request, or a later `date` the borrower chooses; ADR
   * 0047), with the instalments due before then counted as paid on their days. The figure is the
   * domain's `settlementFigure` for that date after those payments, the same one `settle` takes on
   * that day once they are paid.
   */
  async requestSettlementStatement(userId: number, loanId: number, date?: string): Promise<LetterRecord> {
    return this.onRequest(userId, loanId, 'settlement-statement', async (_records, loan, today, trx) => {
      const repayments = this.deps.loans.repayments;
      const state = await repayments.stateOf(trx, loanId, userId);
      const settlementDate = settlementStatementDate(today, date, state.rows.at(-1)?.due_date ?? null);
      const unpaidToday = state.rows.filter((row) => row.due_date === today).reduce((sum, row) => sum + Math.max(0, row.payment + row.fee - row.paid_amount), 0);
      const projected = instalmentsBeforeSettlement(state.terms, state.payments, state.fees, today, settlementDate, unpaidToday);
      const quote = repayments.settlementOf({ ...state, payments: withProjectedPayments(state.payments, projected) }, settlementDate);
      return withSettlement(withLedger(baseFigures(state.rows, today, loan.annual_rate), loan, state.stored), quote, projected);
    });
  }

  /** GET /api/v1/letters?page=n: every letter of the borrower, newest first. */
  lettersOf(userId: number, page: number, perPage: number): Promise<LetterPage> {
    return this.letters.pageOfUser(userId, page, perPage);
  }

  /** GET /api/loan/{id}/letters: the loan's letters, newest first (404 for another borrower's loan). */
  async lettersOfLoan(userId: number, loanId: number): Promise<LetterRecord[]> {
    await this.deps.loans.loanOf(userId, loanId);
    return this.letters.ofLoan(loanId);
  }

  /**
   * GET /api/v1/letters/{id}/pdf: the PDF as issued. Its bytes are checked against the SHA-256 the
   * issued-documents log holds for them on every read: a mismatch (or a file gone) is a 503, logged,
   * never served. The first download is when the borrower read it.
   */
  async pdf(userId: number, letterId: number): Promise<{ pdf: Uint8Array; letter: LetterRecord }> {
    const letter = await this.letters.ofUser(userId, letterId);
    if (!letter) throw new NotFound();
    if (letter.issuedFileId === null) throw new Conflict(LETTER_NOT_READY_MESSAGE);
    const stored = await this.storedPdf(letter.issuedFileId);
    if (!stored.intact) {
      this.deps.log?.error({ letterId, userId, fileId: letter.issuedFileId, logged: stored.logged }, 'stored letter PDF does not match the issued-documents log');
      throw new HttpError(503, LETTER_UNAVAILABLE_MESSAGE);
    }
    await this.letters.markRead(letterId, this.deps.clock.now());
    return { pdf: stored.pdf!, letter };
  }

  /** Whether the letter's stored PDF still has the SHA-256 the log recorded; null while it has none. */
  async pdfIntact(letter: LetterRecord): Promise<boolean | null> {
    return letter.issuedFileId === null ? null : (await this.storedPdf(letter.issuedFileId)).intact;
  }

  private async storedPdf(fileId: number): Promise<{ pdf: Uint8Array | null; logged: string | null; intact: boolean }> {
    const [pdf, logged] = await Promise.all([new IssuedDocumentsRepository(this.deps.db).fileAt(`issued_files:${fileId}`), loggedFileSha256(this.deps.db, fileId)]);
    return { pdf, logged, intact: pdf !== null && logged !== null && sha256Hex(pdf) === logged };
  }

  /** The operator's resend: the borrower told again, and e-mailed; false when the e-mail was not accepted. */
  async resend(letterId: number): Promise<boolean> {
    const letter = await this.letters.byId(letterId);
    if (!letter) throw new NotFound(`There is no letter ${letterId}.`);
    if (letter.issuedFileId === null) throw new Conflict(`Letter ${letterId} has no PDF yet: the next servicing run makes it and sends it.`);
    return this.tellReady(letter);
  }

  /** A loan's letters for the operator, newest first. */
  lettersOfLoanForOperator(loanId: number): Promise<LetterRecord[]> {
    return this.letters.ofLoan(loanId);
  }

  /** A letter the borrower asked for: written under their lock with its own trigger, then finished at once. */
  private async onRequest(userId: number, loanId: number, kind: LetterKind, figuresOf: (records: BorrowerRecords, loan: LoanRow, today: string, trx: Kysely<DatabaseSchema>) => Promise<LetterFigures>): Promise<LetterRecord> {
    await this.deps.loans.loanOf(userId, loanId);
    const today = this.deps.loans.today();
    // Figures read under the lock, so a payment made at the same moment is either in them or after them.
    const { id } = await this.deps.loans.lockedStep(userId, async (trx, records) => {
      const loan = await records.loans.loanOfUser(userId, loanId);
      if (!loan) throw new NotFound();
      return this.issue(trx, kind, loan, { key: requestKey(randomUUID()), dueBy: today }, await figuresOf(records, loan, today, trx));
    });
    await this.finish(id);
    return (await this.letters.byId(id))!;
  }

  /** The annual statements and arrears notices `loan` is owed by `today`, with the figures each would say. */
  private owedOn(loan: LoanRow, rows: Awaited<ReturnType<LoansRepository['instalmentsOf']>>, payments: readonly LoanPaymentRow[], today: string, lateBefore: string): { kind: LetterKind; cause: LetterCause; figures: LetterFigures }[] {
    const owed: { kind: LetterKind; cause: LetterCause; figures: LetterFigures }[] = [];
    const figures = withLedger(baseFigures(rows, today, loan.annual_rate), loan, payments);
    for (const period of annualPeriods(loan.start_date, today, this.deps.bankHolidays ?? NO_BANK_HOLIDAYS)) {
      owed.push({ kind: 'annual-statement', cause: { key: period.key, dueBy: period.dueBy, periodStart: period.start, periodEnd: period.end }, figures });
    }
    const snapshot = scheduleSnapshot(rows);
    const since = arrearsCondition(snapshot, today, lateBefore);
    if (since !== null) {
      const late = snapshot.filter((row) => row.dueDate < lateBefore && row.paidAmountMinor < row.paymentMinor + row.feeMinor);
      const arrears = { amountMinor: statementFigures(snapshot, lateBefore).arrearsMinor, missedCount: late.length, since };
      // One series of notices while the same arrears last, counted from when they began (a part payment does not restart it).
      for (const trigger of arrearsNoticeKeys(loan.arrears_series_since ?? since, today)) owed.push({ kind: 'arrears-notice', cause: trigger, figures: { ...figures, arrears } });
    }
    return owed;
  }

  private activeLoans(): Promise<LoanRow[]> {
    return this.deps.db.selectFrom('loans').selectAll().where('status', '=', 'active').orderBy('id').execute();
  }

  /** "A letter about your loan is ready": bell, toast and e-mail; `mailed_at` when the e-mail is accepted. */
  private async tellReady(letter: LetterRecord): Promise<boolean> {
    const title = LETTER_TITLES[letter.kind as LetterKind] ?? 'Letter';
    const mailed = await this.deps.loans.tell(letter.userId, NotificationType.LetterIssued, { letter_id: letter.id, loan_id: letter.loanId, kind: letter.kind, title, reference: letter.loanReference });
    if (mailed) await this.letters.markMailed(letter.id, this.deps.clock.now());
    return mailed;
  }
}

class AlreadyFinished extends Error {}

/** The start of the arrears the loan's notices are about: the series already running, else when today's arrears began; null when none. */
function arrearsSeriesOf(loan: LoanRow, rows: Awaited<ReturnType<LoansRepository['instalmentsOf']>>, day: { today: string; lateBefore: string }): string | null {
  const since = arrearsCondition(scheduleSnapshot(rows), day.today, day.lateBefore);
  return since === null ? null : (loan.arrears_series_since ?? since);
}

/** `issued_files:<id>` → id. */
function fileIdOf(storage: string): number {
  return Number(storage.slice('issued_files:'.length));
}
