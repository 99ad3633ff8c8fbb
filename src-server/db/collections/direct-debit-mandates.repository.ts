import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { mandateReference } from '../../../src-domain/collections/advance-notice';
import type { DatabaseSchema } from '../database.types';
import { toIso, toIsoOrNull } from '../timestamps';
import type { DirectDebitMandatesTable, MandateStatus } from './collections.tables';

/** The lender's prefix of every mandate reference (the bureau may ask for another: ADR 0046). */
export const MANDATE_REFERENCE_PREFIX = 'KCDD';

/** A mandate as stored, with the full account number the bureau file needs. */
export interface MandateRecord {
  id: number;
  userId: number;
  loanId: number | null;
  reference: string;
  accountHolder: string;
  bankName: string;
  sortCode: string;
  accountNumber: string;
  accountLast4: string;
  status: MandateStatus;
  lodgedAt: string;
  cancelledAt: string | null;
}

export interface NewMandate {
  userId: number;
  accountHolder: string;
  bankName: string;
  sortCode: string;
  accountNumber: string;
}

/** Mandates still in force: set up and not cancelled. */
const LIVE: readonly MandateStatus[] = ['pending', 'active'];

/** direct_debit_mandates. Every read that takes an id from a borrower is scoped to the owner. */
export class DirectDebitMandatesRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The borrower's mandate in force, if any (at most one: a new one cancels the old under the lock). */
  async liveOf(userId: number): Promise<MandateRecord | null> {
    const row = await this.db.selectFrom('direct_debit_mandates').selectAll().where('user_id', '=', userId).where('status', 'in', LIVE).orderBy('id', 'desc').executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async byId(id: number): Promise<MandateRecord | null> {
    const row = await this.db.selectFrom('direct_debit_mandates').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The mandate with `reference`, whatever its status (an unpaid report names it). */
  async byReference(reference: string): Promise<MandateRecord | null> {
    const row = await this.db.selectFrom('direct_debit_mandates').selectAll().where('reference', '=', reference).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** A new mandate, `pending` until the bank has it, with its reference made from its id. */
  async create(mandate: NewMandate, loanId: number | null, now: Date): Promise<MandateRecord> {
    const { id } = await this.db
      .insertInto('direct_debit_mandates')
      .values({
        user_id: mandate.userId,
        loan_id: loanId,
        // Unique until the id is known, then replaced in the same transaction.
        reference: randomUUID().replace(/-/g, '').slice(0, 18),
        account_holder: mandate.accountHolder,
        bank_name: mandate.bankName,
        sort_code: mandate.sortCode,
        account_number: mandate.accountNumber,
        account_number_last4: mandate.accountNumber.slice(-4),
        status: 'pending',
        lodged_at: now.toISOString(),
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db.updateTable('direct_debit_mandates').set({ reference: mandateReference(MANDATE_REFERENCE_PREFIX, Number(id)) }).where('id', '=', id).execute();
    return (await this.byId(Number(id)))!;
  }

  async cancel(id: number, now: Date): Promise<void> {
    await this.db.updateTable('direct_debit_mandates').set({ status: 'cancelled', cancelled_at: now.toISOString() }).where('id', '=', id).execute();
  }

  /** Replaced by the borrower but still collecting what the bank already has: no longer in force, not yet cancelled at the bank. */
  async markEnding(id: number): Promise<void> {
    await this.db.updateTable('direct_debit_mandates').set({ status: 'ending' }).where('id', '=', id).execute();
  }

  /** Mandates waiting for their last collection before their cancellation is sent. */
  async ending(): Promise<MandateRecord[]> {
    const rows = await this.db.selectFrom('direct_debit_mandates').selectAll().where('status', '=', 'ending').orderBy('id').execute();
    return rows.map(toRecord);
  }

  /** The borrower's mandates still collecting after a change of account. */
  async endingOf(userId: number): Promise<MandateRecord[]> {
    const rows = await this.db.selectFrom('direct_debit_mandates').selectAll().where('user_id', '=', userId).where('status', '=', 'ending').orderBy('id').execute();
    return rows.map(toRecord);
  }

  /** Cancelled once its last collection has settled; false when it was no longer ending (another run did it). */
  async finishEnding(id: number, now: Date): Promise<boolean> {
    const result = await this.db.updateTable('direct_debit_mandates').set({ status: 'cancelled', cancelled_at: now.toISOString() }).where('id', '=', id).where('status', '=', 'ending').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * At pay-out: the mandate is in use (`active`); `loan_id` keeps the loan it was first set up for. It
   * collects every loan of its borrower, so a later loan never takes it from an earlier one.
   */
  async markInUse(id: number, loanId: number): Promise<void> {
    await this.db.updateTable('direct_debit_mandates').set({ status: 'active' }).where('id', '=', id).execute();
    await this.db.updateTable('direct_debit_mandates').set({ loan_id: loanId }).where('id', '=', id).where('loan_id', 'is', null).execute();
  }
}

function toRecord(row: Selectable<DirectDebitMandatesTable>): MandateRecord {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    loanId: row.loan_id === null ? null : Number(row.loan_id),
    reference: row.reference,
    accountHolder: row.account_holder,
    bankName: row.bank_name,
    sortCode: row.sort_code,
    accountNumber: row.account_number,
    accountLast4: row.account_number_last4,
    status: row.status as MandateStatus,
    lodgedAt: toIso(row.lodged_at),
    cancelledAt: toIsoOrNull(row.cancelled_at),
  };
}
