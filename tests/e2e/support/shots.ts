import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Shoots what `page` shows at a desktop's and a phone's width into `folder` as `<name>-<width>.png`,
 * for a person to look at, then returns to the desktop's width. From the top: a full-page shot of a
 * scrolled page draws the fixed sidebar where the scroll left it. A dialog is shot as the screen shows
 * it (`fullPage: false`), not the whole page under it.
 */
export async function shootAtBothWidths(page: Page, folder: string, name: string, { fullPage = true } = {}): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
