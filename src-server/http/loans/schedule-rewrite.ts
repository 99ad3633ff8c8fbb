import type { Kysely } from 'kysely';
import type { ProjectedLoan } from '../../../src-domain/loans/repayment/projection';
import type { ScheduledInstalment } from '../../../src-domain/loans/repayment/repayment-terms';
import type { DatabaseSchema } from '../../db/database.types';
import { LoanPaymentsRepository } from '../../db/loans/loan-payments.repository';
import type { LoanState } from './repayment-terms.mapper';

/**
 * Writes a reshaped contractual schedule (a part payment's or a date move's) over the instalments
 * still to fall due after `changedOn`, in the caller's transaction: rows keep their ids and numbers,
 * surplus rows go, new ones are added; each new row's split is the projection's for its date. The
 * rows replaced are kept in `schedule_changes`, so a statement can say what changed and when.
 */
export async function rewriteSchedule(trx: Kysely<DatabaseSchema>, state: LoanState, schedule: readonly ScheduledInstalment[], projection: ProjectedLoan, changedOn: string, reason: 'part_payment' | 'payment_date_move', now: Date): Promise<void> {
  const kept = state.rows.filter((row) => row.due_date <= changedOn);
  const replaced = state.rows.filter((row) => row.due_date > changedOn);
  const fresh = schedule.filter((instalment) => instalment.dueDate > changedOn);
  await new LoanPaymentsRepository(trx).recordScheduleChange(state.loan.id, changedOn, reason, replaced, now);
  const splitOn = new Map(projection.instalments.map((instalment) => [instalment.dueDate, instalment]));
  for (const [index, instalment] of fresh.entries()) {
    const split = splitOn.get(instalment.dueDate);
    const values = {
      due_date: instalment.dueDate,
      payment: instalment.paymentMinor,
      interest: split?.interestMinor ?? 0,
      principal: split?.principalMinor ?? 0,
      balance_after: split?.balanceAfterMinor ?? 0,
    };
    const existing = replaced[index];
    if (existing) {
      // A row on a new date is reminded afresh.
      await trx.updateTable('amortizations').set(existing.due_date === values.due_date ? values : { ...values, reminded_at: null }).where('id', '=', existing.id).execute();
    } else {
      await trx
        .insertInto('amortizations')
        .values({ loan_id: state.loan.id, number: kept.length + index + 1, ...values, fee: 0, paid_amount: 0, status: 'pending', paid_at: null, reminded_at: null, missed_at: null })
        .execute();
    }
  }
  const surplus = replaced.slice(fresh.length).map((row) => row.id);
  if (surplus.length > 0) await trx.deleteFrom('amortizations').where('id', 'in', surplus).execute();
}
