import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../database.types';
import { toIsoOrNull } from '../timestamps';
import type { CollectionStatus, CollectionsTable } from './collections.tables';

export interface CollectionRecord {
  id: number;
  loanId: number;
  mandateId: number;
  instalmentNumber: number;
  dueOn: string;
  amountMinor: number;
  advanceNoticeSentAt: string | null;
  submittedAt: string | null;
  status: CollectionStatus;
  returnReasonCode: string | null;
  returnedOn: string | null;
  returnReportId: string | null;
}

/** The return an unpaid report's line records. */
export interface CollectionReturn {
  reportId: string;
  returnedOn: string;
  reasonCode: string;
}

/** collections: one row per instalment taken by Direct Debit, moved along by the servicing run. */
export class CollectionsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The instalment's collection, made unless it exists (the unique key makes a second run a no-op); true when made now. */
  async ensure(loanId: number, mandateId: number, instalmentNumber: number, dueOn: string, amountMinor: number, now: Date): Promise<boolean> {
    const result = await this.db
      .insertInto('collections')
      .values({
        loan_id: loanId,
        mandate_id: mandateId,
        instalment_number: instalmentNumber,
        due_on: dueOn,
        amount: amountMinor,
        advance_notice_sent_at: null,
        submitted_at: null,
        status: 'scheduled',
        return_reason_code: null,
        returned_on: null,
        return_report_id: null,
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['loan_id', 'instalment_number', 'due_on']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async byId(id: number): Promise<CollectionRecord | null> {
    const row = await this.db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The collections in `status`, soonest first. */
  async inStatus(status: CollectionStatus): Promise<CollectionRecord[]> {
    const rows = await this.db.selectFrom('collections').selectAll().where('status', '=', status).orderBy('due_on').orderBy('id').execute();
    return rows.map(toRecord);
  }

  /** A loan's collections, oldest first. */
  async ofLoan(loanId: number): Promise<CollectionRecord[]> {
    const rows = await this.db.selectFrom('collections').selectAll().where('loan_id', '=', loanId).orderBy('due_on').orderBy('id').execute();
    return rows.map(toRecord);
  }

  /** The mandate's collections of `amountMinor`, oldest first (an unpaid report's line names one of them). */
  async ofMandate(mandateId: number, amountMinor: number): Promise<CollectionRecord[]> {
    const rows = await this.db.selectFrom('collections').selectAll().where('mandate_id', '=', mandateId).where('amount', '=', amountMinor).orderBy('due_on').orderBy('id').execute();
    return rows.map(toRecord);
  }

  /** True when a report line with this id was recorded already. */
  async returnRecorded(reportId: string): Promise<boolean> {
    const row = await this.db.selectFrom('collections').select('id').where('return_report_id', '=', reportId).executeTakeFirst();
    return row !== undefined;
  }

  /** The amount the schedule asks for now (a part payment or a date move changes it before the notice). */
  async setAmount(id: number, amountMinor: number): Promise<void> {
    await this.db.updateTable('collections').set({ amount: amountMinor }).where('id', '=', id).where('status', 'in', ['scheduled', 'noticed']).execute();
  }

  async markNoticed(id: number, now: Date): Promise<void> {
    await this.db.updateTable('collections').set({ status: 'noticed', advance_notice_sent_at: now.toISOString() }).where('id', '=', id).where('status', '=', 'scheduled').execute();
  }

  async markSubmitted(ids: readonly number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('collections').set({ status: 'submitted', submitted_at: now.toISOString() }).where('id', 'in', ids).where('status', '=', 'noticed').execute();
  }

  /** Back to `noticed` when the bureau's file could not be written. */
  async unmarkSubmitted(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('collections').set({ status: 'noticed', submitted_at: null }).where('id', 'in', ids).where('status', '=', 'submitted').execute();
  }

  /** False when it was not `submitted` any more (recorded by another run). */
  async markCollected(id: number): Promise<boolean> {
    const result = await this.db.updateTable('collections').set({ status: 'collected' }).where('id', '=', id).where('status', '=', 'submitted').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** False when it was returned already. */
  async markReturned(id: number, returned: CollectionReturn): Promise<boolean> {
    const result = await this.db
      .updateTable('collections')
      .set({ status: 'returned', returned_on: returned.returnedOn, return_reason_code: returned.reasonCode, return_report_id: returned.reportId })
      .where('id', '=', id)
      .where('status', '!=', 'returned')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Collections the bank has or the borrower was told of (noticed, submitted), oldest first: they stay on their mandate. */
  async outstandingOn(mandateId: number): Promise<CollectionRecord[]> {
    const rows = await this.db.selectFrom('collections').selectAll().where('mandate_id', '=', mandateId).where('status', 'in', ['noticed', 'submitted']).orderBy('due_on').orderBy('id').execute();
    return rows.map(toRecord);
  }

  /** True when a collection on the mandate has been paid (the bank holds the instruction). */
  async anyCollectedOn(mandateId: number): Promise<boolean> {
    const row = await this.db.selectFrom('collections').select('id').where('mandate_id', '=', mandateId).where('status', '=', 'collected').executeTakeFirst();
    return row !== undefined;
  }

  /** Collections not yet announced follow the borrower's new account; noticed and submitted ones stay where the borrower was told they would be taken. */
  async moveScheduled(fromMandateId: number, toMandateId: number): Promise<void> {
    await this.db.updateTable('collections').set({ mandate_id: toMandateId }).where('mandate_id', '=', fromMandateId).where('status', '=', 'scheduled').execute();
  }

  /** Collections not yet submitted move to the new mandate when the borrower changes account. */
  async moveUnsubmitted(fromMandateId: number, toMandateId: number): Promise<void> {
    await this.db.updateTable('collections').set({ mandate_id: toMandateId }).where('mandate_id', '=', fromMandateId).where('status', 'in', ['scheduled', 'noticed']).execute();
  }
}

function toRecord(row: Selectable<CollectionsTable>): CollectionRecord {
  return {
    id: Number(row.id),
    loanId: Number(row.loan_id),
    mandateId: Number(row.mandate_id),
    instalmentNumber: Number(row.instalment_number),
    dueOn: row.due_on,
    amountMinor: Number(row.amount),
    advanceNoticeSentAt: toIsoOrNull(row.advance_notice_sent_at),
    submittedAt: toIsoOrNull(row.submitted_at),
    status: row.status as CollectionStatus,
    returnReasonCode: row.return_reason_code,
    returnedOn: row.returned_on,
    returnReportId: row.return_report_id,
  };
}
