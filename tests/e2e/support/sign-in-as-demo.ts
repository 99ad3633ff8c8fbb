import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { DEMO_BORROWER } from '../../../src-server/seed/demo-borrower.seed';
import { DEMO_STAFF } from '../../../src-server/seed/demo-staff.seed';

/** Signs the seeded demo borrower in through the real form, as a person would, and waits for the overview. */
export async function signInAsDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/sign-in`);
  await page.getByLabel('E-mail address').fill(DEMO_BORROWER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_BORROWER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard/main', { timeout: 20_000 });
}

/**
 * Signs a demo staff member in on the borrowers' own sign-in page, as a colleague would: the password,
 * then the code from their authenticator app; waits for the back office.
 */
export async function signInAsDemoStaff(page: Page, baseUrl: string, email: string = DEMO_STAFF.admin.email): Promise<void> {
  if (!page.url().endsWith('/auth/sign-in')) await page.goto(`${baseUrl}/auth/sign-in`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Digit 1 of 6').first().waitFor({ timeout: 20_000 });
  await page.getByLabel('Digit 1 of 6').first().click();
  await page.keyboard.type(generateSync({ secret: DEMO_STAFF.totpKey }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL(`${baseUrl}/back-office`, { timeout: 20_000 });
}
