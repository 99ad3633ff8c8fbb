import type { Locator, Page } from 'playwright-core';

/** Types `iso` (YYYY-MM-DD) into the day, month and year boxes of the date named `legend`, as a person does. */
export async function fillDate(scope: Page | Locator, legend: string, iso: string): Promise<void> {
  const group = scope.getByRole('group', { name: legend });
  const [year, month, day] = iso.split('-');
  await group.getByLabel('Day').fill(String(Number(day)));
  await group.getByLabel('Month').fill(String(Number(month)));
  await group.getByLabel('Year').fill(year);
}
