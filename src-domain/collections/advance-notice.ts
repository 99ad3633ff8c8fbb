import { addDays } from '../shared/calendar-date';
import { isWorkingDay, type BankHolidays } from '../loans/working-days';

/**
 * Bacs lets a lender agree a shorter advance notice than the usual 10 working days in the mandate;
 * Kestrel's mandate says 3 (ADVANCE_NOTICE_WORKING_DAYS, ADR 0046).
 */
export const DEFAULT_ADVANCE_NOTICE_WORKING_DAYS = 3;

/**
 * The last day the advance notice of a collection due on `dueOn` may be sent: `workingDays` of the
 * lender's working days before it (weekends and bank holidays are not counted), so a notice for a
 * Friday collection goes on the Tuesday, and one across a bank holiday a day earlier still.
 */
export function advanceNoticeDay(dueOn: string, workingDays: number, bankHolidays: BankHolidays): string {
  if (!Number.isInteger(workingDays) || workingDays < 1) throw new RangeError(`An advance notice is at least one working day, not ${workingDays}.`);
  let day = dueOn;
  for (let counted = 0; counted < workingDays; ) {
    day = addDays(day, -1);
    if (isWorkingDay(day, bankHolidays)) counted += 1;
  }
  return day;
}

/** The mandate reference the borrower sees: the lender's prefix and the mandate's number ("KCDD000042"). */
export function mandateReference(prefix: string, mandateId: number): string {
  return `${prefix}${String(mandateId).padStart(6, '0')}`;
}
