import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';

/**
 * When a step fails and E2E_FAILURE_SHOTS names a folder, what the browser showed is saved there
 * (one full-page PNG named after the test), next to the test output. Call inside a `describe`.
 */
export function shootFailures(page: () => Page | undefined): void {
  afterEach(async (test) => {
    const folder = process.env.E2E_FAILURE_SHOTS;
    const shown = page();
    if (test.task.result?.state !== 'fail' || !folder || !shown) return;
    await shown.screenshot({ path: `${folder}/${test.task.name.replace(/\W+/g, '-')}.png`, fullPage: true });
  });
}
