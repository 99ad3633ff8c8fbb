import type { Page } from 'playwright-core';

/** Signs out the way a person does: the account menu in the top bar, then Sign out. */
export async function signOutInBrowser(page: Page): Promise<void> {
  await page.locator('.user-menu > button[aria-haspopup]').first().click();
  await page.getByRole('button', { name: 'Sign out' }).click();
}
