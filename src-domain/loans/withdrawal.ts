import { addDays, daysBetween } from '../shared/calendar-date';

/**
 * A borrower may withdraw from a credit agreement, without giving a reason, within 14 days
 * starting the day after it is made (Consumer Credit Act 1974, s66A; the terms' "14 days to change
 * your mind"). They then repay what they borrowed, with interest for the days they had it, within
 * 30 days of telling the lender.
 */
export const WITHDRAWAL_DAYS = 14;
export const REPAY_AFTER_WITHDRAWAL_DAYS = 30;

/** The last day to withdraw from an agreement made on `agreedOn` (both `YYYY-MM-DD`). */
export function withdrawalDeadline(agreedOn: string): string {
  return addDays(agreedOn, WITHDRAWAL_DAYS);
}

/** Days left to withdraw on `today`, the deadline counting (1 on the last day), or 0 once it has passed. */
export function withdrawalDaysLeft(agreedOn: string, today: string): number {
  return Math.max(0, daysBetween(today, withdrawalDeadline(agreedOn)) + 1);
}
