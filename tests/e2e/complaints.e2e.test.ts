import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { shootFailures } from './support/failure-shots';
import { lender } from './support/lender';
import { signInAsDemo } from './support/sign-in-as-demo';

const WAIT = { timeout: 15_000 };
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/complaint-shots';

/**
 * A complaint (issue 27.6) in Chromium against the built app and server: sent through the feedback
 * form, acknowledged at once with a reference, shown under Your complaints, then resolved by the real
 * `lender resolve-complaint` command beside the server, and shown resolved.
 */
describe.skipIf(!hasChromium)('a complaint in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;
  let reference = '';

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startBuiltServer({ args: ['--seed'] });
    browser = await openChromium();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await signInAsDemo(page, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  shootFailures(() => page);

  const main = () => page.locator('#main');

  /** The page at a phone's or a desktop's width, in the light or dark theme, for a person to look at. */
  async function shoot(name: string, width: number, dark: boolean) {
    await page.setViewportSize({ width, height: 900 });
    const isDark = (await page.locator('.bp6-dark').count()) > 0;
    // Dispatched, not clicked: an open dialog's backdrop covers the theme button.
    if (isDark !== dark) await page.getByRole('button', { name: dark ? 'Use dark theme' : 'Use light theme' }).first().dispatchEvent('click');
    await page.screenshot({ path: join(SHOTS, `${name}-${width}-${dark ? 'dark' : 'light'}.png`), fullPage: !name.includes('dialog') });
  }
  const shootAll = async (name: string) => {
    for (const width of [1280, 390]) for (const dark of [false, true]) await shoot(name, width, dark);
    await page.setViewportSize({ width: 1280, height: 900 });
  };

  it('sends a complaint through the feedback form, which says what will happen, and gets a complaint reference', async () => {
    await page.goto(`${server.url}/dashboard/main`);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
    await dialog.waitFor(WAIT);
    await dialog.getByLabel('What is it about?').selectOption('complaint');
    await dialog.getByText('What happens next').waitFor(WAIT);
    await dialog.getByLabel('Your message').fill('I was charged a late fee on my car loan although I paid on the due date. Please refund it.');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shootAll('complaint-form-dialog');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you' });
    await thanks.getByText('We have your complaint').waitFor(WAIT);
    reference = /CP-\d{6}/.exec(await thanks.innerText())![0];
    await shootAll('complaint-thanks-dialog');
    await thanks.getByRole('button', { name: 'Close' }).last().click();
  });

  it('shows the acknowledgement in messages and the complaint under Your complaints', async () => {
    await page.goto(`${server.url}/dashboard/messages`);
    await page.getByRole('heading', { name: 'Your complaints' }).waitFor(WAIT);
    // The conversations and the complaints are two lists that load on their own: wait for both.
    await expect.poll(() => main().innerText(), WAIT).toContain(`We have your complaint (${reference})`);
    const text = await main().innerText();
    expect(text).toContain(`Complaint ${reference}`);
    expect(text).toContain('We are looking into it');
    expect(text).toContain('Our final response by');
    expect(text).toContain('Financial Ombudsman Service');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shootAll('complaints-open');
  });

  it('the lender resolves it with the operator command, and the portal shows it resolved', async () => {
    const listed = await lender(server, 'complaints');
    const id = new RegExp(`^\\s*(\\d+)\\s+${reference}`, 'm').exec(listed)![1];
    const printed = await lender(server, 'resolve-complaint', id, '--outcome', 'upheld', '--response', 'You paid on time. We have refunded the £12 late fee to your account.');
    expect(printed).toContain(`resolved (upheld)`);
    await page.reload();
    await page.getByRole('heading', { name: 'Your complaints' }).waitFor(WAIT);
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Complaint ${reference}` }) });
    await expect.poll(() => item.innerText(), WAIT).toContain('Resolved');
    expect(await item.innerText()).toContain('(upheld)');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shootAll('complaints-resolved');
  });
});
