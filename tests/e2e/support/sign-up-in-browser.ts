import type { Page } from 'playwright-core';

/** Who signs up; every field has a sensible default. */
export interface NewBorrower {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  password?: string;
}

let people = 0;

/**
 * Opens an account the way a person does: the sign-up form, then "Do this later" on the
 * verification step, landing on the dashboard. Returns the e-mail and password used.
 */
export async function signUpInBrowser(page: Page, baseUrl: string, borrower: NewBorrower = {}): Promise<{ email: string; password: string }> {
  people += 1;
  const email = borrower.email ?? `borrower${people}.${Date.now()}@example.com`;
  const password = borrower.password ?? 'apollo-guidance-1969';
  await page.goto(`${baseUrl}/auth/sign-up`);
  await page.getByLabel('First name').fill(borrower.firstName ?? 'Margaret');
  await page.getByLabel('Last name').fill(borrower.lastName ?? 'Hamilton');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Mobile phone').fill(borrower.phone ?? '+447700900456');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  // Blueprint's indicator sits over the input, as a person sees it.
  await page.getByRole('checkbox', { name: /accept the terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Open my account' }).click();
  // A new account is asked to confirm its phone and e-mail first; that can wait.
  await page.waitForURL('**/auth/verify');
  await page.getByRole('heading', { name: 'Confirm your details' }).waitFor();
  await page.getByRole('link', { name: 'Do this later' }).click();
  await page.waitForURL('**/dashboard/main');
  return { email, password };
}
