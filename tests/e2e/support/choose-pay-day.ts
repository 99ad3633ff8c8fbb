import type { Locator, Page } from 'playwright-core';
import { ukDateOf } from '../../../src-domain/complaints/complaint-dates';
import { addDays } from '../../../src-domain/shared/calendar-date';

/**
 * Answers the application's "Which day of the month are you paid?" with the day three weeks from
 * today: past the lender's 14 days' minimum even when it moves back to the working day before a
 * weekend or holiday, and inside a short-term loan's 35 days, so every product accepts it.
 */
export async function choosePayDay(on: Page | Locator): Promise<number> {
  const day = Number(addDays(ukDateOf(new Date()), 21).slice(8, 10));
  await on.getByLabel('Which day of the month are you paid?').selectOption(String(day));
  return day;
}
