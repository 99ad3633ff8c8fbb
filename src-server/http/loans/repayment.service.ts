import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PricingPolicy } from '../../../src-domain/loans/price-cap';
import { ledgerAfter } from '../../../src-domain/loans/repayment/interest-ledger';
import { previewOverpayment, type OverpaymentChoice, type OverpaymentPreview } from '../../../src-domain/loans/repayment/overpayment';
import { paymentDateMoveRefusal, previewPaymentDateMove, type PaymentDateMovePreview } from '../../../src-domain/loans/repayment/payment-date-move';
import { paidAheadMinor, projectSchedule, type ProjectedLoan } from '../../../src-domain/loans/repayment/projection';
import { settlementFigure, type SettlementFigure } from '../../../src-domain/loans/repayment/settlement-figure';
import type { SettlementQuote } from '../../../src-domain/loans/settlement';
import { lateBefore, type BankHolidays } from '../../../src-domain/loans/working-days';
import { NotificationType } from '../../../src-domain/notifications/notification-type';
import { Conflict, NotFound, ValidationFailed } from '../../../src-domain/shared/errors';
import type { DatabaseSchema } from '../../db/database.types';
import { LoanPaymentsRepository, type PartPaymentRow } from '../../db/loans/loan-payments.repository';
import type { PartPaymentChoice } from '../../db/loans/repayments.tables';
import { ProductsRepository } from '../../db/products/products.repository';
import type { Clock } from '../../services/clock.port';
import { DEFAULT_PAYMENT_DATE_MOVE_MONTHS } from '../../config/server-config';
import { HttpError } from '../http-error';
import { instalmentsPaid, partsOf, replay, sameParts, storedPartsOf } from './loan-books';
import { feeChargesOf, livePayments, paymentOf, repaymentTermsOf, type LoanState } from './repayment-terms.mapper';
import { rewriteSchedule } from './schedule-rewrite';

/** What to tell the borrower once a locked step has committed (LoanService's `News`). */
interface Notice {
  userId: number;
  type: string;
  data: Record<string, unknown>;
}

/** The borrower's lock on a transaction; the notices are sent after the commit. */
type LockedStep = <T>(userId: number, work: (trx: Kysely<DatabaseSchema>, news: Notice[]) => Promise<T>) => Promise<T>;

/** A caller's own writes inside the payment's transaction (an audit entry): when it throws, the payment is undone with it. */
type WithinAction = (trx: Kysely<DatabaseSchema>) => Promise<void>;

export interface RepaymentServiceDeps {
  db: Kysely<DatabaseSchema>;
  pricing: PricingPolicy;
  clock: Clock;
  bankHolidays: BankHolidays;
  /** The borrower's lock, as LoanService takes it (ADR 0026): every write below runs inside it. */
  lockedStep: LockedStep;
  paymentDateMoveMonths?: number;
  /** Whether a Direct Debit collection of the loan is noticed or submitted; `collectionInFlight` when absent. */
  collectionPending?: (trx: Kysely<DatabaseSchema>, loanId: number) => Promise<boolean>;
}

/** The settlement figure in the shape the loan page, the letters and `settle` have always read, with the regulations' comparison. */
export interface LoanSettlement extends SettlementQuote {
  figure: SettlementFigure;
}

export interface PaymentOptions {
  /** The day the money arrived (a collection's due date); today when left out. */
  receivedOn?: string;
  /** A confirmed part payment the money is for: applied with its choice as of `receivedOn`. */
  partPaymentId?: number;
  collectionId?: number;
  /** The staff member recording it. */
  recordedBy?: number | null;
}

export interface PaymentRecorded {
  appliedMinor: number;
  balanceMinor: number;
  status: string;
}

const CHOICES: Record<PartPaymentChoice, OverpaymentChoice> = { shorter_term: 'shorter-term', smaller_instalment: 'smaller-instalment' };

/**
 * Payments on the interest ledger (issue 26, ADR 0044): each payment is allocated on the day the
 * money arrived and stored with its allocation; the instalment rows' paid amounts are derived from
 * the payments; part payments and date moves rewrite the instalments still to fall due; the
 * settlement figure is the domain's `settlementFigure`. Every write runs under the borrower's lock.
 */
export class RepaymentService {
  constructor(private readonly deps: RepaymentServiceDeps) {}

  /** The shared handle, for reads outside any lock. */
  get db(): Kysely<DatabaseSchema> {
    return this.deps.db;
  }

  today(): string {
    return this.deps.clock.now().toISOString().slice(0, 10);
  }

  get moveMonths(): number {
    return this.deps.paymentDateMoveMonths ?? DEFAULT_PAYMENT_DATE_MOVE_MONTHS;
  }

  /** The loan's state on `db`; a 404 when it is not `userId`'s (when given). */
  async stateOf(db: Kysely<DatabaseSchema>, loanId: number, userId?: number): Promise<LoanState> {
    const loan = await db.selectFrom('loans').selectAll().where('id', '=', loanId).executeTakeFirst();
    if (!loan || (userId !== undefined && loan.user_id !== userId)) throw new NotFound(userId === undefined ? `There is no loan ${loanId}.` : undefined);
    // On the handle given: inside the lock on SQLite the transaction holds the one connection.
    const product = (await new ProductsRepository(db).findById(loan.product_id))?.product;
    if (!product) throw new NotFound(`The product of loan ${loanId} is missing.`);
    const rows = await db.selectFrom('amortizations').selectAll().where('loan_id', '=', loanId).orderBy('number').execute();
    const payments = await new LoanPaymentsRepository(db).paymentsOf(loanId);
    const terms = repaymentTermsOf(loan, rows, product, this.deps.pricing);
    return { loan, product, rows, stored: payments, terms, payments: livePayments(payments).map(paymentOf), fees: feeChargesOf(rows) };
  }

  /** The settlement figure on `asOf` (the page, the letters and `settle` all ask here). */
  async settlement(userId: number, loanId: number, asOf: string, db: Kysely<DatabaseSchema> = this.deps.db): Promise<LoanSettlement> {
    const state = await this.stateOf(db, loanId, userId);
    return this.settlementOf(state, asOf);
  }

  settlementOf(state: LoanState, asOf: string): LoanSettlement {
    if (state.loan.status !== 'active') throw new Conflict('This loan is already repaid.');
    if (asOf < state.loan.start_date) throw new ValidationFailed({ date: ['Choose a date on or after the day the loan was paid out.'] });
    const figure = settlementFigure(state.terms, state.payments, asOf, state.fees);
    return {
      asOf,
      outstandingPrincipalMinor: figure.principalOwedMinor,
      accruedInterestMinor: figure.interestAccruedMinor,
      feesDueMinor: figure.feesOwedMinor,
      totalMinor: figure.figureMinor,
      figure,
    };
  }

  /** Records money received: on the ledger as of the day it arrived, with a confirmed part payment's reshaping when it is for one. */
  async recordPayment(loanId: number, amountMinor: number, within?: WithinAction, options: PaymentOptions = {}): Promise<PaymentRecorded> {
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) throw new ValidationFailed({ amount: ['Enter an amount above £0.'] });
    const owner = await this.ownerOf(loanId);
    return this.deps.lockedStep(owner, async (trx, news) => {
      const state = await this.stateOf(trx, loanId);
      if (state.loan.status !== 'active') throw new Conflict('This loan is already repaid.');
      const receivedOn = options.receivedOn ?? this.today();
      if (receivedOn < state.loan.start_date) throw new ValidationFailed({ date: ['The money cannot arrive before the loan was paid out.'] });
      if (receivedOn > this.today()) throw new ValidationFailed({ date: ['Record money once it has arrived: the date cannot be after today.'] });
      const repository = new LoanPaymentsRepository(trx);
      if (options.collectionId !== undefined && (await repository.byCollection(options.collectionId))) throw new Conflict(`Collection ${options.collectionId} is already recorded.`);
      const now = this.deps.clock.now();
      let kind: 'instalment' | 'part_payment' = 'instalment';
      let preview: OverpaymentPreview | null = null;
      let partPayment: PartPaymentRow | null = null;
      if (options.partPaymentId !== undefined) {
        partPayment = await repository.partPaymentOfLoan(loanId, options.partPaymentId);
        if (!partPayment || partPayment.status !== 'pending') throw new Conflict(`Loan ${loanId} has no pending part payment ${options.partPaymentId}.`);
        if (partPayment.amount !== amountMinor) throw new Conflict(`Part payment ${partPayment.id} was confirmed for ${amountMinor < partPayment.amount ? 'more' : 'less'} than this: record ${partPayment.amount / 100} pounds, or record the money as an instalment payment.`);
        // The choice the borrower confirmed, worked out afresh for the day the money arrived: the day's own figures are the fair ones.
        preview = previewOverpayment(state.terms, state.payments, { date: receivedOn, amountMinor, choice: CHOICES[partPayment.choice] }, state.fees);
        kind = 'part_payment';
      }
      const probe = ledgerAfter(state.terms, state.payments, receivedOn, state.fees, true).ledger;
      const allocation = probe.pay({ date: receivedOn, amountMinor, partPayment: kind === 'part_payment' });
      await repository.add(
        { loanId, receivedOn, amountMinor, kind, partPaymentChoice: partPayment?.choice ?? null, allocation: partsOf(allocation), recordedBy: options.recordedBy ?? null, collectionId: options.collectionId ?? null, partPaymentId: partPayment?.id ?? null },
        now,
      );
      if (preview && partPayment) {
        await rewriteSchedule(trx, state, preview.schedule, preview.after, receivedOn, 'part_payment', now);
        await repository.closePartPayment(partPayment.id, 'received', now);
      }
      const after = await this.keepBooks(trx, loanId, now);
      const applied = amountMinor - allocation.refundMinor;
      news.push({
        userId: state.loan.user_id,
        type: NotificationType.PaymentReceived,
        data: {
          loan_id: loanId,
          reference: state.loan.account_number,
          amount: applied,
          balance: after.principalOwedMinor,
          ...(preview ? { new_instalment: preview.after.instalments[0]?.paymentMinor ?? 0, new_final_due_date: preview.after.finalDueDate, interest_saved: preview.interestSavedMinor } : {}),
        },
      });
      if (after.status === 'closed') news.push({ userId: state.loan.user_id, type: NotificationType.LoanSettled, data: { loan_id: loanId, reference: state.loan.account_number, amount: after.paidMinor } });
      await within?.(trx);
      return { appliedMinor: applied, balanceMinor: after.principalOwedMinor, status: after.status };
    });
  }

  /** Undoes a collection the bank returned: the payment kept, marked reversed, the instalment unpaid again. False when it already was. */
  async reverseCollectionPayment(collectionId: number, returnedOn: string): Promise<boolean> {
    const payment = await new LoanPaymentsRepository(this.deps.db).byCollection(collectionId);
    if (!payment) throw new NotFound(`No payment was recorded for collection ${collectionId}.`);
    const owner = await this.ownerOf(payment.loan_id);
    return this.deps.lockedStep(owner, async (trx) => {
      if (!(await new LoanPaymentsRepository(trx).reverse(payment.id, returnedOn))) return false;
      const loan = await trx.selectFrom('loans').select('status').where('id', '=', payment.loan_id).executeTakeFirstOrThrow();
      // A loan the returned money had closed is open again: it is owed once more.
      if (loan.status === 'closed') await trx.updateTable('loans').set({ status: 'active', closed_at: null }).where('id', '=', payment.loan_id).execute();
      await this.keepBooks(trx, payment.loan_id, this.deps.clock.now());
      return true;
    });
  }

  /** Settles the loan on `asOf` for the settlement figure: stored as a `settlement` payment, the loan `settled`. */
  async settle(loanId: number, asOf: string, within?: WithinAction): Promise<LoanSettlement> {
    const owner = await this.ownerOf(loanId);
    return this.deps.lockedStep(owner, async (trx, news) => {
      const state = await this.stateOf(trx, loanId);
      const latest = state.payments.reduce((day, payment) => (payment.date > day ? payment.date : day), state.loan.start_date);
      if (asOf < latest) throw new ValidationFailed({ date: [`Choose a date on or after the last payment, ${latest}.`] });
      const quote = this.settlementOf(state, asOf);
      const now = this.deps.clock.now();
      if (quote.totalMinor > 0) {
        const allocation = ledgerAfter(state.terms, state.payments, asOf, state.fees, true).ledger.pay({ date: asOf, amountMinor: quote.totalMinor });
        await new LoanPaymentsRepository(trx).add({ loanId, receivedOn: asOf, amountMinor: quote.totalMinor, kind: 'settlement', allocation: partsOf(allocation) }, now);
      }
      await trx.updateTable('loans').set({ status: 'settled', closed_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', loanId).execute();
      await this.keepBooks(trx, loanId, now);
      news.push({ userId: state.loan.user_id, type: NotificationType.LoanSettled, data: { loan_id: loanId, reference: state.loan.account_number, amount: quote.totalMinor } });
      await within?.(trx);
      return quote;
    });
  }

  /** Previews a part payment of `amountMinor` today with `choice`; its hash is what a confirmation must match. */
  previewPartPayment(state: LoanState, amountMinor: number, choice: PartPaymentChoice): { preview: OverpaymentPreview; hash: string } {
    if (state.loan.status !== 'active') throw new Conflict('This loan is already repaid.');
    const preview = previewOverpayment(state.terms, state.payments, { date: this.today(), amountMinor, choice: CHOICES[choice] }, state.fees);
    return { preview, hash: hashOf({ loan: state.loan.id, as_of: preview.request.date, amount: amountMinor, choice, allocation: preview.allocation, before: preview.before, after: preview.after, saved: preview.interestSavedMinor }) };
  }

  /** The borrower confirms a previewed part payment: pending until the money arrives; an earlier pending one is cancelled. */
  async confirmPartPayment(userId: number, loanId: number, input: { amountMinor: number; choice: PartPaymentChoice; previewHash: string }): Promise<PartPaymentRow> {
    return this.deps.lockedStep(userId, async (trx) => {
      const state = await this.stateOf(trx, loanId, userId);
      const { hash } = this.previewPartPayment(state, input.amountMinor, input.choice);
      if (hash !== input.previewHash) throw stale();
      const repository = new LoanPaymentsRepository(trx);
      const now = this.deps.clock.now();
      const earlier = await repository.pendingPartPayment(loanId);
      if (earlier) await repository.closePartPayment(earlier.id, 'cancelled', now);
      const id = await repository.createPartPayment({ loanId, userId, amountMinor: input.amountMinor, choice: input.choice, previewHash: hash }, now);
      return (await repository.partPaymentOfLoan(loanId, id))!;
    });
  }

  /** Cancels a pending part payment; a 404 when there is none of that id. */
  async cancelPartPayment(userId: number, loanId: number, partPaymentId: number): Promise<void> {
    await this.deps.lockedStep(userId, async (trx) => {
      await this.stateOf(trx, loanId, userId);
      const repository = new LoanPaymentsRepository(trx);
      const pending = await repository.partPaymentOfLoan(loanId, partPaymentId);
      if (!pending || pending.status !== 'pending') throw new NotFound();
      await repository.closePartPayment(partPaymentId, 'cancelled', this.deps.clock.now());
    });
  }

  /** Why the date cannot be moved today, in the domain's words; null when it can. */
  async dateMoveRefusal(db: Kysely<DatabaseSchema>, state: LoanState): Promise<string | null> {
    const today = this.today();
    return paymentDateMoveRefusal({
      asOf: today,
      lastMovedOn: state.loan.payment_day_moved_on ?? null,
      monthsBetweenMoves: this.moveMonths,
      collectionPending: await (this.deps.collectionPending ?? collectionInFlight)(db, state.loan.id),
      inArrears: inArrears(state, lateBefore(today, this.deps.bankHolidays)),
    });
  }

  /** Previews moving the payment date to `day`; a 409 with the reason when a move is refused. */
  async previewDateMove(db: Kysely<DatabaseSchema>, state: LoanState, day: number): Promise<{ preview: PaymentDateMovePreview; hash: string }> {
    if (state.loan.status !== 'active') throw new Conflict('This loan is already repaid.');
    const refusal = await this.dateMoveRefusal(db, state);
    if (refusal) throw new HttpError(409, refusal, 'date_move_refused');
    const preview = renameField(() => previewPaymentDateMove(state.terms, state.payments, { asOf: this.today(), newDay: day }, state.fees), 'new_day', 'day');
    return { preview, hash: hashOf({ loan: state.loan.id, as_of: this.today(), day, preview }) };
  }

  /** Moves the payment date as previewed: the instalments still to fall due rewritten, `payment_day_moved_on` today. */
  async moveDate(userId: number, loanId: number, day: number, previewHash: string): Promise<void> {
    await this.deps.lockedStep(userId, async (trx) => {
      const state = await this.stateOf(trx, loanId, userId);
      const { preview, hash } = await this.previewDateMove(trx, state, day);
      if (hash !== previewHash) throw stale();
      const today = this.today();
      const now = this.deps.clock.now();
      const projection = projectSchedule({ ...state.terms, instalments: preview.schedule }, state.payments, today, state.fees);
      await rewriteSchedule(trx, state, preview.schedule, projection, today, 'payment_date_move', now);
      await trx.updateTable('loans').set({ payment_day_moved_on: today, updated_at: now.toISOString() }).where('id', '=', loanId).execute();
    });
  }

  /** The principal the ledger says is owed after every payment recorded (what `recordPayment` answers as the balance). */
  async principalOwedMinor(db: Kysely<DatabaseSchema>, loanId: number): Promise<number> {
    const state = await this.stateOf(db, loanId);
    if (state.loan.status !== 'active') return 0;
    const { ledger, payments } = replay(state.terms, state.stored, state.fees);
    const day = payments.at(-1)?.row.received_on ?? state.loan.start_date;
    return ledger.positionOn(day > this.today() ? day : this.today()).principalOwedMinor;
  }

  /** Today's position and the rest of the loan if kept to (the repayment resource's figures). */
  position(state: LoanState): { today: string; owed: ReturnType<ReturnType<typeof ledgerAfter>['ledger']['positionOn']>; projection: ProjectedLoan; paidAheadMinor: number } {
    const today = this.today();
    const owed = ledgerAfter(state.terms, state.payments, today, state.fees, true).ledger.positionOn(today);
    const projection = projectSchedule(state.terms, state.payments, today, state.fees);
    return { today, owed, projection, paidAheadMinor: paidAheadMinor(state.terms, state.payments, today, state.fees) };
  }

  /**
   * Brings the books in line with the payments, inside the lock: every stored allocation equal to the
   * ledger's replay of the whole history (a reversal or a payment dated before others re-splits the
   * later ones), the instalment rows' paid amounts derived, and the loan closed once nothing is owed.
   */
  private async keepBooks(trx: Kysely<DatabaseSchema>, loanId: number, now: Date): Promise<{ principalOwedMinor: number; paidMinor: number; status: string }> {
    const state = await this.stateOf(trx, loanId);
    const repository = new LoanPaymentsRepository(trx);
    const { ledger, payments } = replay(state.terms, state.stored, state.fees);
    for (const { row, allocation } of payments) {
      if (!sameParts(storedPartsOf(row), partsOf(allocation))) await repository.setAllocation(row.id, partsOf(allocation));
    }
    const lastDay = payments.at(-1)?.row.received_on ?? state.loan.start_date;
    const position = ledger.positionOn(lastDay);
    let status = state.loan.status;
    if (status === 'active' && payments.length > 0 && position.totalOwedMinor === 0) {
      status = 'closed';
      await trx.updateTable('loans').set({ status, closed_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', loanId).execute();
    }
    const refreshed = await repository.paymentsOf(loanId);
    for (const change of instalmentsPaid(state.rows, refreshed, now.toISOString(), status !== 'active')) {
      const row = state.rows.find((r) => r.id === change.id)!;
      if (row.paid_amount === change.paidAmount && row.status === change.status) continue;
      await trx.updateTable('amortizations').set({ paid_amount: change.paidAmount, paid_at: change.paidAt, status: change.status }).where('id', '=', change.id).execute();
    }
    return { principalOwedMinor: status === 'active' ? position.principalOwedMinor : 0, paidMinor: position.paidMinor, status };
  }

  private async ownerOf(loanId: number): Promise<number> {
    const loan = await this.deps.db.selectFrom('loans').select('user_id').where('id', '=', loanId).executeTakeFirst();
    if (!loan) throw new NotFound(`There is no loan ${loanId}.`);
    return loan.user_id;
  }
}

/**
 * In arrears: the instalments (with their fees) due before `lateBefore` come to more than the
 * instalment payments made, money paid ahead counting forward (docs/design/repaying-exactly.md §3).
 */
export function inArrears(state: LoanState, lateBeforeDay: string): boolean {
  const due = state.rows.filter((row) => row.due_date < lateBeforeDay).reduce((sum, row) => sum + row.payment + row.fee, 0);
  const paid = livePayments(state.stored).filter((row) => row.kind !== 'part_payment').reduce((sum, row) => sum + row.amount - row.refund_part, 0);
  return due > paid;
}

/** A Direct Debit collection of the loan announced to the borrower or sent to the bank: its amount and day are fixed now. */
export async function collectionInFlight(db: Kysely<DatabaseSchema>, loanId: number): Promise<boolean> {
  const row = await db.selectFrom('collections').select('id').where('loan_id', '=', loanId).where('status', 'in', ['noticed', 'submitted']).executeTakeFirst();
  return row !== undefined;
}

/** SHA-256 over a preview's figures: a confirmation that quotes it proves the borrower saw these. */
export function hashOf(figures: unknown): string {
  return createHash('sha256').update(JSON.stringify(figures)).digest('hex');
}

function stale(): HttpError {
  return new HttpError(409, 'The figures have changed since your preview: look at the new ones and confirm again.', 'preview_stale');
}

/** Runs `work`, giving a domain field error the wire's field name. */
function renameField<T>(work: () => T, from: string, to: string): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ValidationFailed && error.fields[from]) {
      const { [from]: messages, ...rest } = error.fields;
      throw new ValidationFailed({ ...rest, [to]: messages }, error.message);
    }
    throw error;
  }
}
