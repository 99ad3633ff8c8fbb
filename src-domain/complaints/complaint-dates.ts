import { addDays } from '../shared/calendar-date';
import { isWorkingDay, type BankHolidays } from '../loans/working-days';

/** DISP 1.6.2R: a final response by the end of eight weeks after receipt. */
export const FINAL_RESPONSE_WEEKS = 8;
/** DISP 1.5.1R: resolved by close of business on the third business day after the day of receipt. */
export const SUMMARY_RESOLUTION_BUSINESS_DAYS = 3;
/** "Promptly" (DISP 1.6.1R) in our product: we send the acknowledgement at once, and at the latest by the next working day. */
export const ACKNOWLEDGE_WITHIN_BUSINESS_DAYS = 1;

/** The dates a complaint received on `receivedOn` must meet, each a `YYYY-MM-DD` in UK time. */
export interface ComplaintDeadlines {
  receivedOn: string;
  acknowledgeBy: string;
  /** The last day on which the complaint may be closed with a summary resolution communication. */
  summaryResolutionBy: string;
  finalResponseBy: string;
}

/** `YYYY-MM-DD` in UK time. Built once: making a DateTimeFormat costs ~130 µs, formatting with one ~1.5 µs (issue 28: it was an eighth of the loans list). */
const UK_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in the UK of an instant: complaints are counted on the days our staff work. */
export function ukDateOf(instant: Date): string {
  return UK_DAY.format(instant);
}

/** The `count`th working day after `date` (the day itself never counts). */
export function workingDaysAfter(date: string, count: number, bankHolidays: BankHolidays): string {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day, bankHolidays)) left -= 1;
  }
  return day;
}

/** `date` when it is a working day, else the last working day before it. */
export function workingDayOnOrBefore(date: string, bankHolidays: BankHolidays): string {
  let day = date;
  while (!isWorkingDay(day, bankHolidays)) day = addDays(day, -1);
  return day;
}

/**
 * The deadlines of a complaint. Eight weeks are calendar weeks; when the last day falls on a weekend
 * or bank holiday we aim for the working day before it, since nobody is here to send on the day itself.
 */
export function complaintDeadlines(receivedOn: string, bankHolidays: BankHolidays): ComplaintDeadlines {
  return {
    receivedOn,
    acknowledgeBy: workingDaysAfter(receivedOn, ACKNOWLEDGE_WITHIN_BUSINESS_DAYS, bankHolidays),
    summaryResolutionBy: workingDaysAfter(receivedOn, SUMMARY_RESOLUTION_BUSINESS_DAYS, bankHolidays),
    finalResponseBy: workingDayOnOrBefore(addDays(receivedOn, FINAL_RESPONSE_WEEKS * 7), bankHolidays),
  };
}
