import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lender as runLender } from './support/lender';
import { signInAsDemo } from './support/sign-in-as-demo';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { pdfFile, pngFile } from '../support/document-files';

/**
 * /dashboard/documents in Chromium against the built app and server: a real PDF and PNG sent through
 * the form, seen as being checked; the operator accepts one and refuses the other with a reason
 * (the real `lender` command on the same database); the page shows both verdicts.
 */
describe.skipIf(!hasChromium)('documents in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;
  const files = mkdtempSync(join(tmpdir(), 'kestrel-docs-'));

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
    browser = await openChromium();
    context = browser.context;
    page = context.pages()[0] ?? (await context.newPage());
    await signInAsDemo(page, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const main = () => page.locator('#main');
  const lender = (...args: string[]) => runLender(server, ...args);

  async function send(type: string, file: string) {
    await page.getByRole('combobox', { name: /^Document/ }).selectOption(type);
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
  }

  /** A slow mobile uplink (CDP network emulation), so an upload takes long enough to watch. */
  async function slowUplink(bytesPerSecond: number | null) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond ?? -1 });
  }

  it('shows a large upload’s progress as it goes, and a cancelled one leaves nothing', async () => {
    // A real PDF padded to 3 MB, over a 600 KB/s uplink: about five seconds.
    writeFileSync(join(files, 'bank-statement-full.pdf'), Buffer.concat([pdfFile('Bank statement, October'), Buffer.alloc(3 * 1024 * 1024, 0x20)]));
    await page.goto(`${server.url}/dashboard/documents`);
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('Documents you have sent');
    await slowUplink(600 * 1024);
    try {
      await send('bank-statement', join(files, 'bank-statement-full.pdf'));
      await expect.poll(async () => Number(/Sending… (\d+)%/.exec(await main().innerText())?.[1] ?? 0), { timeout: 10_000 }).toBeGreaterThan(10);
      expect(await page.getByRole('progressbar', { name: 'Sending' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('Upload cancelled. Nothing was kept.');
    } finally {
      await slowUplink(null);
    }
    expect(await page.getByRole('region', { name: 'Table of your documents' }).innerText()).not.toContain('bank-statement-full.pdf');
  });

  it('sends a PDF payslip and a PNG proof of address; both wait to be checked', async () => {
    writeFileSync(join(files, 'payslip-october.pdf'), pdfFile());
    writeFileSync(join(files, 'council-tax.png'), pngFile(1200, 900));
    await page.goto(`${server.url}/dashboard/documents`);
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('Documents you have sent');
    expect(await seriousAxeFindings(page)).toEqual([]);

    const table = page.getByRole('region', { name: 'Table of your documents' });
    await send('payslip', join(files, 'payslip-october.pdf'));
    await expect.poll(() => table.innerText(), { timeout: 10_000 }).toContain('payslip-october.pdf');
    await send('proof-of-address', join(files, 'council-tax.png'));
    await expect.poll(() => table.innerText(), { timeout: 10_000 }).toContain('council-tax.png');
    expect((await table.innerText()).match(/Being checked/g)).toHaveLength(2);
  });

  it('a file the type does not take is refused in the browser with the server’s words', async () => {
    writeFileSync(join(files, 'statement.png'), pngFile());
    await send('bank-statement', join(files, 'statement.png'));
    await expect.poll(() => main().innerText()).toContain('This file is not a PDF.');
  });

  it('shows the operator’s verdicts: one accepted, one refused with the reason', async () => {
    const listed = await lender('documents');
    const ids = [...listed.matchAll(/^\s*(\d+)\s/gm)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    await lender('approve-document', ids[0]);
    await lender('reject-document', ids[1], '--reason', 'The photo is blurred; please send a sharper one.');
    // No reload: the reviews arrive live and the list updates itself.
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('The photo is blurred; please send a sharper one.');
    expect(await main().innerText()).toContain('Accepted');
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('downloads the borrower’s own file, byte for byte', async () => {
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download payslip-october.pdf' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe('payslip-october.pdf');
    const path = await download.path();
    expect(readFileSync(path).equals(pdfFile())).toBe(true);
  });

  /** The API as the signed-in browser calls it: its bearer token from the session cookie. */
  async function fileStatus(id: number): Promise<number> {
    const token = (await context.cookies(server.url)).find((cookie) => cookie.name === 'authToken')?.value ?? '';
    const response = await context.request.get(`${server.url}/api/documents/${id}/file`, { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
    return response.status();
  }

  /** The page at a phone's or a desktop's width, in the light or dark theme, for a person to look at. */
  async function shoot(name: string, width: number, dark: boolean) {
    await page.setViewportSize({ width, height: 900 });
    const isDark = (await page.locator('.bp6-dark').count()) > 0;
    if (isDark !== dark) await page.getByRole('button', { name: dark ? 'Use dark theme' : 'Use light theme' }).first().click();
    await page.screenshot({ path: join(process.env.E2E_SHOTS_DIR ?? files, `${name}-${width}-${dark ? 'dark' : 'light'}.png`), fullPage: !name.includes('dialog') });
  }

  it('states a type’s limits before a file is chosen, and removes a pending upload once the borrower confirms', async () => {
    await page.goto(`${server.url}/dashboard/documents`);
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).toContain('Documents you have sent');
    await page.getByRole('combobox', { name: /^Document/ }).selectOption('passport');
    const limits = page.locator('#send-a-document');
    expect(await page.locator('input[type=file]').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    expect(await limits.innerText()).toContain('PDF, JPEG or PNG, up to 10 MB.');
    expect(await limits.innerText()).toMatch(/Photos at least [\d,]+ × [\d,]+ pixels and no more than 40 megapixels/);
    expect(await limits.innerText()).toContain('It must not have expired: you will give its expiry date.');

    writeFileSync(join(files, 'wrong-payslip.pdf'), pdfFile('Not this one'));
    const created = page.waitForResponse((response) => response.url().endsWith('/api/documents') && response.request().method() === 'POST');
    await send('payslip', join(files, 'wrong-payslip.pdf'));
    const id = ((await (await created).json()) as { data: { id: number } }).data.id;
    const table = page.getByRole('region', { name: 'Table of your documents' });
    await expect.poll(() => table.innerText(), { timeout: 10_000 }).toContain('wrong-payslip.pdf');
    expect(await fileStatus(id)).toBe(200);
    // Checked documents offer no removal: they are the lender's record.
    expect(await page.getByRole('button', { name: 'Remove payslip-october.pdf' }).count()).toBe(0);

    await page.getByRole('combobox', { name: /^Document/ }).selectOption('driving-licence');
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
    for (const [width, dark] of [[1280, false], [390, false], [1280, true], [390, true]] as const) {
      await page.mouse.move(0, 0); // a hovered row's tint is not what the page looks like at rest
      // The page at rest: the last dialog's backdrop has faded out and no transition is still running.
      await page.waitForFunction(() => document.querySelector('.bp6-overlay-backdrop') === null && document.getAnimations().every((a) => a.playState !== 'running'));
      await shoot('documents-limits', width, dark);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.getByRole('button', { name: 'Remove wrong-payslip.pdf' }).click();
      await page.getByRole('alertdialog', { name: 'Remove wrong-payslip.pdf?' }).waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running')); // opened, not opening
      await shoot('documents-remove-dialog', width, dark);
      // With the dialog open, axe also measures the page dimmed behind its backdrop (checked clean just above).
      expect((await seriousAxeFindings(page)).filter((finding) => finding.id !== 'color-contrast' || finding.targets.some((target) => target.includes('alert')))).toEqual([]);
      await page.getByRole('button', { name: 'Keep it' }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    }
    expect(await table.innerText()).toContain('wrong-payslip.pdf');

    await page.getByRole('button', { name: 'Remove wrong-payslip.pdf' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove wrong-payslip.pdf?' });
    expect(await dialog.innerText()).toContain('We will delete this file for good.');
    await dialog.getByRole('button', { name: 'Remove document' }).click();
    await expect.poll(() => main().innerText(), { timeout: 10_000 }).not.toContain('wrong-payslip.pdf');
    expect(await page.getByText('We have removed wrong-payslip.pdf.').isVisible()).toBe(true);
    expect(await fileStatus(id)).toBe(404);
  });
});
