import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toIso, toIsoOrNull } from '../timestamps';
import type { LoanPaymentKind, LoanPaymentsTable, PartPaymentChoice, PartPaymentsTable, ScheduleChangesTable } from './repayments.tables';

export type LoanPaymentRow = Selectable<LoanPaymentsTable>;
export type PartPaymentRow = Omit<Selectable<PartPaymentsTable>, 'created_at' | 'received_at'> & { created_at: string; received_at: string | null };
export type ScheduleChangeRow = Selectable<ScheduleChangesTable>;

/** A payment with the ledger's allocation of it, ready to store. */
export interface NewLoanPayment {
  loanId: number;
  receivedOn: string;
  amountMinor: number;
  kind: LoanPaymentKind;
  partPaymentChoice?: PartPaymentChoice | null;
  allocation: LedgerParts;
  recordedBy?: number | null;
  collectionId?: number | null;
  partPaymentId?: number | null;
}

/** Where a payment went, as the interest ledger split it. */
export interface LedgerParts {
  feesMinor: number;
  interestMinor: number;
  principalMinor: number;
  refundMinor: number;
}

/** The payments a loan received, the part payments waiting for money, and the schedule rows replaced. Reads take a loan id the caller has already checked is the borrower's. */
/** A loan's payments summed: received (less refunds), and the part of it that paid off principal. */
export interface LedgerTotals {
  paidMinor: number;
  principalPaidMinor: number;
}

export class LoanPaymentsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Every payment of the loan, reversed ones included, in the order they were recorded. */
  async paymentsOf(loanId: number): Promise<LoanPaymentRow[]> {
    return this.db.selectFrom('loan_payments').selectAll().where('loan_id', '=', loanId).orderBy('id').execute();
  }

  /** What each loan has received, less refunds and returned collections: instalments, part payments and settlements alike. */
  /**
   * What each loan received on the ledger (less refunds) and how much of it went off the principal:
   * the loan's balance is what was lent less the principal paid, the same figure the ledger gives.
   */
  async ledgerTotalsOf(loanIds: readonly number[]): Promise<Map<number, LedgerTotals>> {
    if (loanIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('loan_payments')
      .select((eb) => ['loan_id', eb.fn.sum<number>(eb('amount', '-', eb.ref('refund_part'))).as('paid'), eb.fn.sum<number>('principal_part').as('principal_paid')])
      .where('loan_id', 'in', [...loanIds])
      .where('reversed_on', 'is', null)
      .groupBy('loan_id')
      .execute();
    return new Map(rows.map((row) => [row.loan_id, { paidMinor: Number(row.paid), principalPaidMinor: Number(row.principal_paid) }]));
  }

  async paidTotalsOf(loanIds: readonly number[]): Promise<Map<number, number>> {
    const totals = await this.ledgerTotalsOf(loanIds);
    return new Map([...totals].map(([loanId, total]) => [loanId, total.paidMinor]));
  }

  async add(payment: NewLoanPayment, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('loan_payments')
      .values({
        loan_id: payment.loanId,
        received_on: payment.receivedOn,
        amount: payment.amountMinor,
        kind: payment.kind,
        part_payment_choice: payment.partPaymentChoice ?? null,
        fees_part: payment.allocation.feesMinor,
        interest_part: payment.allocation.interestMinor,
        principal_part: payment.allocation.principalMinor,
        refund_part: payment.allocation.refundMinor,
        recorded_by: payment.recordedBy ?? null,
        collection_id: payment.collectionId ?? null,
        part_payment_id: payment.partPaymentId ?? null,
        reversed_on: null,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Rewrites a stored allocation when the ledger's replay of the history now splits the payment otherwise (a reversal before it, or a row carried over from before the ledger). */
  async setAllocation(id: number, parts: LedgerParts): Promise<void> {
    await this.db
      .updateTable('loan_payments')
      .set({ fees_part: parts.feesMinor, interest_part: parts.interestMinor, principal_part: parts.principalMinor, refund_part: parts.refundMinor })
      .where('id', '=', id)
      .execute();
  }

  async byCollection(collectionId: number): Promise<LoanPaymentRow | null> {
    return (await this.db.selectFrom('loan_payments').selectAll().where('collection_id', '=', collectionId).executeTakeFirst()) ?? null;
  }

  /** Marks a payment reversed; false when it already was. */
  async reverse(id: number, reversedOn: string): Promise<boolean> {
    const result = await this.db.updateTable('loan_payments').set({ reversed_on: reversedOn }).where('id', '=', id).where('reversed_on', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async pendingPartPayment(loanId: number): Promise<PartPaymentRow | null> {
    const row = await this.db.selectFrom('part_payments').selectAll().where('loan_id', '=', loanId).where('status', '=', 'pending').executeTakeFirst();
    return row ? partPaymentOf(row) : null;
  }

  async partPaymentOfLoan(loanId: number, id: number): Promise<PartPaymentRow | null> {
    const row = await this.db.selectFrom('part_payments').selectAll().where('loan_id', '=', loanId).where('id', '=', id).executeTakeFirst();
    return row ? partPaymentOf(row) : null;
  }

  async createPartPayment(input: { loanId: number; userId: number; amountMinor: number; choice: PartPaymentChoice; previewHash: string }, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('part_payments')
      .values({ loan_id: input.loanId, user_id: input.userId, amount: input.amountMinor, choice: input.choice, preview_hash: input.previewHash, status: 'pending', created_at: now.toISOString(), received_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Moves a pending part payment to `status`; false when it was no longer pending. */
  async closePartPayment(id: number, status: 'received' | 'cancelled', now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('part_payments')
      .set({ status, ...(status === 'received' ? { received_at: now.toISOString() } : {}) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async recordScheduleChange(loanId: number, changedOn: string, reason: ScheduleChangeRow['reason'], before: unknown, now: Date): Promise<void> {
    await this.db.insertInto('schedule_changes').values({ loan_id: loanId, changed_on: changedOn, reason, before: JSON.stringify(before), created_at: now.toISOString() }).execute();
  }

  async scheduleChangesOf(loanId: number): Promise<ScheduleChangeRow[]> {
    return this.db.selectFrom('schedule_changes').selectAll().where('loan_id', '=', loanId).orderBy('id').execute();
  }
}

function partPaymentOf(row: Selectable<PartPaymentsTable>): PartPaymentRow {
  return { ...row, created_at: toIso(row.created_at), received_at: toIsoOrNull(row.received_at) };
}
