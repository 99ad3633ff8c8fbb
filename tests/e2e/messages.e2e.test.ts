import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { lender } from './support/lender';
import { signInAsDemo } from './support/sign-in-as-demo';
import { shootFailures } from './support/failure-shots';

const WAIT = { timeout: 15_000 };

/**
 * Secure messages in Chromium against the built app and server with the seeded demo borrower: the
 * list with its unread tag, a new message written from the contact page with a document attached,
 * the lender's answer sent by the real `lender reply` command beside the server (same database,
 * same realtime server), arriving on the open conversation without a reload, with a toast.
 */
describe.skipIf(!hasChromium)('secure messages in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;
  let threadId = '';

  beforeAll(async () => {
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
  const conversation = () => page.getByRole('list', { name: 'Conversation' });
  const toastWith = (text: string) => page.locator('.Toastify__toast', { hasText: text });
  const navigationMessages = () => page.locator('aside').getByRole('link', { name: /^Messages/ });
  const bellLabel = () => page.getByRole('button', { name: /^Notifications, / }).getAttribute('aria-label');

  it('lists the demo conversations, the unread one tagged, and the navigation counts it', async () => {
    await page.goto(`${server.url}/dashboard/messages`);
    const list = page.getByRole('heading', { name: 'Your conversations' });
    await list.waitFor(WAIT);
    await expect.poll(() => main().innerText(), WAIT).toContain('Your new loan documents');
    expect(await main().innerText()).toContain('Changing my payment date');
    expect(await main().innerText()).toContain('1 new');
    await expect.poll(() => navigationMessages().innerText(), WAIT).toMatch(/Messages\s*1/);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('writes a secure message from the contact page, with the payslip attached', async () => {
    await page.goto(`${server.url}/contact`);
    await page.getByRole('link', { name: 'Send us a secure message' }).click();
    await page.waitForURL('**/dashboard/messages?new=1', WAIT);
    const form = page.getByRole('form', { name: 'New message' });
    await form.getByLabel('Subject').fill('A second payment this month');
    await form.getByLabel('Your message').fill('Hello,\n\nI would like to pay an extra £200 towards my car loan this month. How do I do that?\n\nDana');
    await form.getByRole('checkbox', { name: /Payslip/ }).check({ force: true });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send message' }).click();

    await page.waitForURL(/\/dashboard\/messages\/\d+$/, WAIT);
    threadId = /\/dashboard\/messages\/(\d+)$/.exec(page.url())![1];
    await conversation().waitFor(WAIT);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('A second payment this month');
    const text = await conversation().innerText();
    expect(text).toContain('I would like to pay an extra £200 towards my car loan this month.');
    expect(text).toContain('payslip.pdf');
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}/);
    expect(await lender(server, 'messages')).toMatch(new RegExp(`^${threadId}\\s+Dana Demo\\s+A second payment this month`, 'm'));
  });

  it('the lender answers with the operator command: the reply appears on the open conversation without a reload, with a toast', async () => {
    // A page that reloaded would lose this mark.
    await page.evaluate(() => ((window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true));
    const bellBefore = await bellLabel();
    const printed = await lender(server, 'reply', threadId, '--message', 'Hello Dana,\n\nYes: pay it from your loan page and it comes off what you owe.\n\nPriya', '--from', 'Priya, Customer care');
    expect(printed).toContain(`Replied in conversation ${threadId}`);

    await expect.poll(() => conversation().innerText(), WAIT).toContain('pay it from your loan page and it comes off what you owe');
    expect(await conversation().innerText()).toContain('Priya, Customer care · Kestrel Credit');
    await expect.poll(() => toastWith('New message from Kestrel Credit').count(), WAIT).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    // Read where it arrived: only the demo's older unread message is left in the count, and the bell
    // keeps no news of a message already on screen.
    await expect.poll(() => navigationMessages().innerText(), WAIT).toMatch(/Messages\s*1/);
    await expect.poll(() => bellLabel(), WAIT).toBe(bellBefore);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('replies, and the reply is in the conversation', async () => {
    const reply = page.getByRole('form', { name: 'Reply' });
    await reply.getByLabel('Your reply').fill('Thank you, I will do that.');
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => conversation().innerText(), WAIT).toContain('Thank you, I will do that.');
    expect(await reply.getByLabel('Your reply').inputValue()).toBe('');
  });
});
