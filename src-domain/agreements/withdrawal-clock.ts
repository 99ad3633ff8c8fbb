import { withdrawalDeadline } from '../loans/withdrawal';
import { isCalendarDate } from '../shared/calendar-date';

/**
 * The day the 14 withdrawal days are counted from (CCA s.66A(3)): the later of the day the agreement
 * was made (signed) and the day the borrower received their copy of it (s.61A). Null until the copy
 * is received: the loan then says the 14 days start when it is. Both days `YYYY-MM-DD` in UK time.
 */
export function withdrawalStartsOn(signedOn: string, copyReceivedOn: string | null): string | null {
  for (const day of [signedOn, copyReceivedOn]) {
    if (day !== null && !isCalendarDate(day)) throw new RangeError(`"${day}" is not a date like 2026-01-31`);
  }
  if (copyReceivedOn === null) return null;
  // `YYYY-MM-DD` strings compare as the dates they name.
  return copyReceivedOn > signedOn ? copyReceivedOn : signedOn;
}

/**
 * The last day to withdraw: 14 days beginning with the day after `withdrawalStartsOn`
 * (`withdrawalDeadline` of loans/withdrawal.ts, counted from that day); null until the copy is received.
 */
export function withdrawalDeadlineAfter(signedOn: string, copyReceivedOn: string | null): string | null {
  const startsOn = withdrawalStartsOn(signedOn, copyReceivedOn);
  return startsOn === null ? null : withdrawalDeadline(startsOn);
}
