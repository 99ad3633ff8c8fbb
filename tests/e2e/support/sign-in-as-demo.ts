import type { Page } from 'playwright-core';
import { DEMO_BORROWER } from '../../../src-server/seed/demo-borrower.seed';

/** Signs the seeded demo borrower in through the real form, as a person would, and waits for the overview. */
export async function signInAsDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/sign-in`);
  await page.getByLabel('E-mail address').fill(DEMO_BORROWER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BORROWER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard/main', { timeout: 20_000 });
}
