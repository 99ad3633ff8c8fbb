import { addDays } from '../shared/calendar-date';
import { isWorkingDay, type BankHolidays } from '../loans/working-days';

/**
 * AUDDIS: a lodged instruction counts as accepted once the payer's bank has let this many working
 * days pass after the lodgement without a rejection report. UNVERIFIED (ADR 0046, 2026-11-26): the
 * figure is read from bureau guides, not the scheme's rulebook; `MANDATE_LODGEMENT_WORKING_DAYS` overrides it.
 */
export const DEFAULT_MANDATE_LODGEMENT_WORKING_DAYS = 3;

/** The working day, `workingDays` after `lodgedOn`, from which a mandate no rejection report named counts as set up. */
export function mandateSetUpOn(lodgedOn: string, workingDays: number, bankHolidays: BankHolidays): string {
  if (!Number.isInteger(workingDays) || workingDays < 1) throw new RangeError(`A lodgement period is at least one working day, not ${workingDays}.`);
  let day = lodgedOn;
  for (let counted = 0; counted < workingDays; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, bankHolidays)) counted += 1;
  }
  return day;
}

/**
 * True while the bank may still refuse a mandate: its lodgement period has not passed and no
 * collection on it has been paid (a paid collection proves the bank holds the instruction).
 */
export function isBeingSetUp(lodgedOn: string, today: string, collectedOnIt: boolean, workingDays: number, bankHolidays: BankHolidays): boolean {
  return !collectedOnIt && today < mandateSetUpOn(lodgedOn, workingDays, bankHolidays);
}

/** ARUDD reason codes that mean the bank holds no instruction to collect on: "instruction cancelled" (1), "no instruction" (6). */
export const INSTRUCTION_CANCELLED_REASON_CODES: readonly string[] = ['1', '6'];
