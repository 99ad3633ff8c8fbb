import type { Page } from 'playwright-core';
import { latestLink } from '../../server/support/outbox';

/** Who signs up; every field has a sensible default. */
export interface NewBorrower {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  password?: string;
}

/** The running server as the browser tests know it: where it answers and where its e-mails land. */
export interface ServerWithOutbox {
  url: string;
  outboxDir: string;
}

let people = 0;

/** Fills the sign-up form and sends it; the page then says "check your e-mail". */
export async function sendSignUpForm(page: Page, baseUrl: string, borrower: Required<NewBorrower>): Promise<void> {
  await page.goto(`${baseUrl}/auth/sign-up`);
  await page.getByLabel('First name').fill(borrower.firstName);
  await page.getByLabel('Last name').fill(borrower.lastName);
  await page.getByLabel('E-mail address').fill(borrower.email);
  await page.getByLabel('Mobile phone').fill(borrower.phone);
  await page.getByLabel('Password', { exact: true }).fill(borrower.password);
  await page.getByLabel('Confirm password').fill(borrower.password);
  // Blueprint's indicator sits over the input, as a person sees it.
  await page.getByRole('checkbox', { name: /accept the terms/ }).check({ force: true });
  await page.getByRole('button', { name: 'Open my account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
}

/**
 * Opens the link of the sign-up e-mail to `email` (read from the outbox, as a person reads their
 * inbox) and enters the password chosen; lands on the verification step, signed in.
 */
export async function openSignUpLink(page: Page, server: ServerWithOutbox, email: string, password: string): Promise<void> {
  const link = new URL(await latestLink(server.outboxDir, email.toLowerCase(), 0, 'sign-up-confirmation'));
  await page.goto(`${server.url}${link.pathname}${link.hash}`);
  await page.getByRole('heading', { name: 'Finish opening your account' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Open my account' }).click();
  await page.waitForURL('**/auth/verify');
}

/**
 * Opens an account the way a person does: the sign-up form, the link in the e-mail with the
 * password chosen, then "Do this later" on the verification step, landing on the dashboard.
 * Returns the e-mail and password used.
 */
export async function signUpInBrowser(page: Page, server: ServerWithOutbox, borrower: NewBorrower = {}): Promise<{ email: string; password: string }> {
  people += 1;
  const person: Required<NewBorrower> = {
    firstName: borrower.firstName ?? 'Margaret',
    lastName: borrower.lastName ?? 'Hamilton',
    email: borrower.email ?? `borrower${people}.${Date.now()}@example.com`,
    phone: borrower.phone ?? '+447700900456',
    password: borrower.password ?? 'apollo-guidance-1969',
  };
  await sendSignUpForm(page, server.url, person);
  await openSignUpLink(page, server, person.email, person.password);
  // A new account is asked to confirm its phone first; that can wait.
  await page.getByRole('heading', { name: 'Confirm your details' }).waitFor();
  await page.getByRole('link', { name: 'Do this later' }).click();
  await page.waitForURL('**/dashboard/main');
  return { email: person.email, password: person.password };
}
