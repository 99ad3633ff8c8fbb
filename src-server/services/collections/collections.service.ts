import type { Kysely } from 'kysely';
import { advanceNoticeDay } from '../../../src-domain/collections/advance-notice';
import type { CollectionInstruction, CollectionProvider, ReturnedCollection } from '../../../src-domain/collections/collection-provider.port';
import { INSTRUCTION_CANCELLED_REASON_CODES } from '../../../src-domain/collections/mandate-lodgement';
import { nextWorkingDay, type BankHolidays } from '../../../src-domain/loans/working-days';
import { CollectionsRepository, type CollectionRecord } from '../../db/collections/collections.repository';
import { DirectDebitMandatesRepository, type MandateRecord } from '../../db/collections/direct-debit-mandates.repository';
import type { DatabaseSchema } from '../../db/database.types';
import type { AmortizationRow } from '../../db/loans/loans.repository';
import { baseFigures } from '../../http/letters/letter-facts';
import { recordLetter } from '../../http/letters/letter-records';
import type { LoanService } from '../../http/loans/loan.service';
import { instructionOf } from '../../http/direct-debit/direct-debit.service';
import type { Clock } from '../clock.port';

/** Bacs takes a collection file two working days before the day the money moves (the three-day cycle). */
export const SUBMISSION_WORKING_DAYS = 2;

export interface CollectionsServiceDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  /** The borrower's lock, the servicing day, and the ledger's payments and reversals. */
  loans: LoanService;
  /** Letters written under the lock are finished (rendered, logged, told) after the commit. */
  letters: { finish(letterId: number): Promise<unknown> };
  provider: CollectionProvider;
  advanceNoticeWorkingDays: number;
  bankHolidays: BankHolidays;
  log?: { error(details: object, message: string): void; warn(details: object, message: string): void };
}

/** What one run did. */
export interface CollectionsRun {
  scheduled: number;
  noticed: number;
  submitted: number;
  collected: number;
  returned: number;
  /** Replaced mandates whose last collection settled: their cancellation sent to the bank now. */
  mandatesEnded: number;
}

/**
 * Collecting instalments by Direct Debit (issue 26, ADR 0046), run with the hourly servicing and
 * `lender service`, before the missed-payment check:
 *
 * 1. each instalment of a loan with a mandate gets a collection once its notice day has come;
 * 2. on the notice day (ADVANCE_NOTICE_WORKING_DAYS working days before the due date) the borrower is
 *    sent a `collection-notice` letter with the amount the schedule asks for then (after a part
 *    payment or a date move, the new one);
 * 3. two working days before the due date the collection goes to the bureau, never for more than the
 *    notice said, to be taken on the due date or the working day after it;
 * 4. on the due date it is recorded as the instalment's payment, received that day;
 * 5. unpaid reports are read back and each returned collection's payment reversed, once per report
 *    line, so the servicing run then treats the instalment as missed (late fee, arrears) — unless
 *    the bank returned it because WE cancelled its mandate ("instruction cancelled"): that is ours
 *    to put right, never a default (ADR 0046, 2026-11-26);
 * 6. a mandate the borrower replaced while a collection on it was with the bank (`ending`) has its
 *    cancellation sent once nothing is outstanding on it.
 *
 * Every step is idempotent: a second run, or a second instance, finds the work done.
 */
export class CollectionsService {
  private readonly collections: CollectionsRepository;
  private readonly mandates: DirectDebitMandatesRepository;

  constructor(private readonly deps: CollectionsServiceDeps) {
    this.collections = new CollectionsRepository(deps.db);
    this.mandates = new DirectDebitMandatesRepository(deps.db);
  }

  async run(): Promise<CollectionsRun> {
    const today = this.deps.loans.today();
    const scheduled = await this.schedule(today);
    const noticed = await this.sendNotices(today);
    const submitted = await this.submit(today);
    const collected = await this.record(today);
    const returned = await this.readReturns();
    const mandatesEnded = await this.endReplacedMandates();
    return { scheduled, noticed, submitted, collected, returned, mandatesEnded };
  }

  /** A collection for each unpaid instalment whose notice day has come, on every active loan of a borrower with a mandate in force. */
  private async schedule(today: string): Promise<number> {
    const now = this.deps.clock.now();
    let made = 0;
    for (const { loanId, mandateId } of await this.loansWithMandates()) {
      for (const row of await this.deps.loans.loans.instalmentsOf([loanId])) {
        if (row.due_date < today || this.noticeDay(row.due_date) > today || owedOn(row) === 0) continue;
        if (await this.collections.ensure(loanId, mandateId, row.number, row.due_date, owedOn(row), now)) made += 1;
      }
    }
    return made;
  }

  /** The advance notice of each collection whose notice day has come, with the schedule's amount now. */
  private async sendNotices(today: string): Promise<number> {
    let sent = 0;
    for (const collection of await this.collections.inStatus('scheduled')) {
      if (this.noticeDay(collection.dueOn) > today) continue;
      const letterId = await this.inLoanLock(collection, async (trx, loan, rows) => {
        const row = instalmentOf(rows, collection);
        const amount = row ? owedOn(row) : 0;
        const mandate = await new DirectDebitMandatesRepository(trx).byId(collection.mandateId);
        // Paid already (ahead, or by transfer), moved to another date, or the mandate gone: nothing to announce; it stays scheduled and is never sent.
        if (amount === 0 || !mandate || mandate.status === 'cancelled' || mandate.status === 'failed') return null;
        const repository = new CollectionsRepository(trx);
        await repository.setAmount(collection.id, amount);
        const figures = { ...baseFigures(rows, today, loan.annual_rate), debit: { amountMinor: amount, dueOn: collection.dueOn, mandateReference: mandate.reference } };
        const { id } = await recordLetter(trx, 'collection-notice', loan, { key: `collection:${collection.id}`, dueBy: this.noticeDay(collection.dueOn) }, figures, this.deps.clock.now());
        await repository.markNoticed(collection.id, this.deps.clock.now());
        return id;
      });
      if (letterId !== null) {
        await this.deps.letters.finish(letterId);
        sent += 1;
      }
    }
    return sent;
  }

  /** Noticed collections within two working days of their date, in one bureau file. */
  private async submit(today: string): Promise<number> {
    const due = (await this.collections.inStatus('noticed')).filter((c) => advanceNoticeDay(c.dueOn, SUBMISSION_WORKING_DAYS, this.deps.bankHolidays) <= today);
    const instructions: CollectionInstruction[] = [];
    for (const collection of due) {
      const mandate = await this.mandates.byId(collection.mandateId);
      // An `ending` mandate still takes what the borrower was told it would (ADR 0046, 2026-11-26).
      if (!mandate || (mandate.status !== 'active' && mandate.status !== 'pending' && mandate.status !== 'ending')) continue;
      const rows = await this.deps.loans.loans.instalmentsOf([collection.loanId]);
      const row = instalmentOf(rows, collection);
      // The schedule's amount at submission, but never more than the borrower was told.
      const amount = Math.min(row ? owedOn(row) : 0, collection.amountMinor);
      if (amount === 0) continue;
      if (amount !== collection.amountMinor) await this.collections.setAmount(collection.id, amount);
      const processingOn = nextWorkingDay(collection.dueOn, this.deps.bankHolidays);
      instructions.push({ collectionId: collection.id, mandate: instructionOf(mandate), amountMinor: amount, dueOn: collection.dueOn, processingOn, sequence: (await this.isFirstOn(mandate, collection)) ? 'first' : 'regular' });
    }
    if (instructions.length === 0) return 0;
    // Marked first, so no run can ever send a collection twice (a borrower debited twice is the harm
    // to avoid); a file that cannot be written puts them back for the next run.
    const ids = instructions.map((i) => i.collectionId);
    await this.collections.markSubmitted(ids, this.deps.clock.now());
    try {
      await this.deps.provider.submitCollections(instructions);
    } catch (error) {
      await this.collections.unmarkSubmitted(ids);
      throw error;
    }
    return instructions.length;
  }

  /** On its due date a submitted collection is the instalment's payment, received that day (the value date). */
  private async record(today: string): Promise<number> {
    let recorded = 0;
    for (const collection of await this.collections.inStatus('submitted')) {
      if (collection.dueOn > today) continue;
      try {
        // The payment and the collection's `collected` in one transaction: a second run finds it collected and records nothing.
        await this.deps.loans.recordPayment(
          collection.loanId,
          collection.amountMinor,
          async (trx) => {
            if (!(await new CollectionsRepository(trx).markCollected(collection.id))) throw new AlreadyCollected();
          },
          { receivedOn: collection.dueOn, collectionId: collection.id },
        );
        recorded += 1;
      } catch (error) {
        if (!(error instanceof AlreadyCollected)) this.deps.log?.error({ err: error, collectionId: collection.id }, 'collection not recorded');
      }
    }
    return recorded;
  }

  /** Unpaid reports: each line's collection returned and its payment reversed, once per report line. */
  private async readReturns(): Promise<number> {
    let returned = 0;
    for (const line of await this.deps.provider.readReturns()) {
      if (await this.collections.returnRecorded(line.reportId)) continue;
      const collection = await this.collectionOf(line);
      if (!collection) {
        this.deps.log?.warn({ reportId: line.reportId, reference: line.mandateReference, dueOn: line.dueOn }, 'unpaid report line matches no collection');
        continue;
      }
      if (await this.returnedBecauseWeCancelled(line)) {
        // Our cancellation reached the bank before the collection: the borrower did nothing wrong. The
        // payment stays booked on its due date (no arrears, no fee) and the operator re-collects it on
        // the mandate in force (ADR 0046, 2026-11-26).
        if (await this.collections.markReturned(collection.id, { reportId: line.reportId, returnedOn: line.returnedOn, reasonCode: line.reasonCode })) returned += 1;
        this.deps.log?.warn({ reportId: line.reportId, collectionId: collection.id, reasonCode: line.reasonCode }, 'collection returned because we cancelled its mandate: kept as paid, to re-collect on the mandate in force');
        continue;
      }
      try {
        // Reversal first (idempotent by collection), then the return recorded with the report's id. A
        // collection returned before its payment was recorded has nothing to reverse: it is never recorded.
        if (collection.status === 'collected') await this.deps.loans.reverseCollectionPayment(collection.id, line.returnedOn);
        if (await this.collections.markReturned(collection.id, { reportId: line.reportId, returnedOn: line.returnedOn, reasonCode: line.reasonCode })) returned += 1;
      } catch (error) {
        // The report is read once: a line that fails is logged for the operator, never dropped silently.
        this.deps.log?.error({ err: error, reportId: line.reportId, collectionId: collection.id }, 'returned collection not recorded');
      }
    }
    return returned;
  }

  /** A return whose reason is "instruction cancelled" or "no instruction" on a mandate the borrower replaced (we sent its cancellation). */
  private async returnedBecauseWeCancelled(line: ReturnedCollection): Promise<boolean> {
    if (!INSTRUCTION_CANCELLED_REASON_CODES.includes(line.reasonCode.trim().toUpperCase())) return false;
    const mandate = await this.mandates.byReference(line.mandateReference);
    // An `ending` mandate's cancellation is not sent yet: a return naming it was the borrower's bank's doing.
    if (!mandate || mandate.status !== 'cancelled') return false;
    // Replaced, not ended by the borrower at their bank: a newer mandate of theirs exists.
    const live = await this.mandates.liveOf(mandate.userId);
    return live !== null && live.id > mandate.id;
  }

  /** Each replaced mandate with nothing outstanding on it cancelled, and the bank told; a file that cannot be written is tried again next run. */
  private async endReplacedMandates(): Promise<number> {
    let ended = 0;
    for (const mandate of await this.mandates.ending()) {
      if ((await this.collections.outstandingOn(mandate.id)).length > 0) continue;
      // Marked first, as collections are: a cancellation is sent at most once; put back if the file fails.
      if (!(await this.mandates.finishEnding(mandate.id, this.deps.clock.now()))) continue;
      try {
        await this.deps.provider.cancelMandate(instructionOf(mandate));
        ended += 1;
      } catch (error) {
        await this.mandates.markEnding(mandate.id);
        this.deps.log?.error({ err: error, reference: mandate.reference }, 'mandate cancellation not written for the bureau');
      }
    }
    return ended;
  }

  /** The collection a report line names: its mandate, amount and processing date (the due date, or the working day after it). */
  private async collectionOf(line: ReturnedCollection): Promise<CollectionRecord | null> {
    const mandate = await this.mandates.byReference(line.mandateReference);
    if (!mandate) return null;
    const candidates = await this.collections.ofMandate(mandate.id, line.amountMinor);
    return candidates.find((c) => c.dueOn === line.dueOn || nextWorkingDay(c.dueOn, this.deps.bankHolidays) === line.dueOn) ?? null;
  }

  /** The first collection on a mandate carries Bacs' "first" code; the rest are regular. */
  private async isFirstOn(mandate: MandateRecord, collection: CollectionRecord): Promise<boolean> {
    const earlier = (await this.collections.ofLoan(collection.loanId)).filter((c) => c.mandateId === mandate.id && c.id !== collection.id && (c.status === 'submitted' || c.status === 'collected' || c.status === 'returned'));
    return earlier.length === 0;
  }

  private noticeDay(dueOn: string): string {
    return advanceNoticeDay(dueOn, this.deps.advanceNoticeWorkingDays, this.deps.bankHolidays);
  }

  private async loansWithMandates(): Promise<{ loanId: number; mandateId: number }[]> {
    const rows = await this.deps.db
      .selectFrom('direct_debit_mandates')
      // One instruction collects every loan of the borrower (each collection is announced on its own).
      .innerJoin('loans', 'loans.user_id', 'direct_debit_mandates.user_id')
      .select(['loans.id as loan_id', 'direct_debit_mandates.id as mandate_id'])
      .where('loans.status', '=', 'active')
      .where('direct_debit_mandates.status', 'in', ['pending', 'active'])
      .orderBy('loans.id')
      .execute();
    return rows.map((row) => ({ loanId: Number(row.loan_id), mandateId: Number(row.mandate_id) }));
  }

  /** `work` under the loan's borrower's lock, on the loan and its schedule as they stand then. */
  private async inLoanLock<T>(collection: CollectionRecord, work: (trx: Kysely<DatabaseSchema>, loan: NonNullable<Awaited<ReturnType<LoanService['loans']['loanById']>>>, rows: AmortizationRow[]) => Promise<T | null>): Promise<T | null> {
    const owner = await this.deps.loans.loans.loanById(collection.loanId);
    if (!owner) return null;
    return this.deps.loans.lockedStep(owner.user_id, async (trx, records) => {
      const loan = await records.loans.loanById(collection.loanId);
      if (!loan || loan.status !== 'active') return null;
      return work(trx, loan, await records.loans.instalmentsOf([loan.id]));
    });
  }
}

class AlreadyCollected extends Error {}

/** The instalment a collection is for, while it still falls on the collection's date (a date move makes a new one). */
function instalmentOf(rows: readonly AmortizationRow[], collection: CollectionRecord): AmortizationRow | undefined {
  return rows.find((row) => row.number === collection.instalmentNumber && row.due_date === collection.dueOn);
}

/** What an instalment still asks for: its payment and any fee, less what was paid against it. */
function owedOn(row: AmortizationRow): number {
  return Math.max(0, row.payment + row.fee - row.paid_amount);
}
