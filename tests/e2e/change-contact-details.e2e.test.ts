import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { latestCode, latestLink } from '../server/support/outbox';
import { shootFailures } from './support/failure-shots';
import { signOutInBrowser } from './support/sign-out-in-browser';
import { signUpInBrowser } from './support/sign-up-in-browser';

const WAIT = { timeout: 15_000 };
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/contact-change-shots';
const SETTINGS = '/dashboard/account-settings/settings';

/**
 * Changing the e-mail address and the mobile number from the settings page, in the built app
 * against the built server (ADR 0033): the link and the code are read from the outbox, as a person
 * reads their inbox and their phone.
 */
describe.skipIf(!hasChromium)('changing contact details in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startBuiltServer();
    browser = await openChromium();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  shootFailures(() => page);

  const card = (on: Page = page) => on.locator('.settings__card', { has: on.getByRole('heading', { name: 'Change your contact details' }) });
  const emailPart = (on: Page = page) => on.locator('section', { has: on.getByRole('heading', { name: 'Change e-mail address' }) });
  const phonePart = (on: Page = page) => on.locator('section', { has: on.getByRole('heading', { name: 'Change mobile number' }) });
  const contactRows = (on: Page = page) => on.locator('.contact-rows');

  /** The card at a phone's and a desktop's width, light and dark, for a person to look at; axe-clean each time. */
  async function shootCard(name: string, on: Page = page) {
    for (const width of [1280, 390]) {
      for (const dark of [false, true]) {
        await on.setViewportSize({ width, height: 900 });
        const isDark = (await on.locator('.bp6-dark').count()) > 0;
        if (isDark !== dark) await on.getByRole('button', { name: dark ? 'Use dark theme' : 'Use light theme' }).first().click();
        await toastsAtRest(on);
        expect(await seriousAxeFindings(on), `${name} at ${width} px, ${dark ? 'dark' : 'light'}`).toEqual([]);
        if (width === 390) expect(await smallTapTargets(card(on)), `${name}: controls under 44 px on a phone`).toEqual([]);
        await card(on).screenshot({ path: join(SHOTS, `${name}-${width}-${dark ? 'dark' : 'light'}.png`) });
      }
    }
    await on.setViewportSize({ width: 1280, height: 900 });
  }

  /** A live notice's toast fades in: axe measures contrast through its opacity, so wait until it is in. */
  async function toastsAtRest(on: Page) {
    await on.waitForFunction(() => document.getAnimations().every((a) => !/bounce|slide|zoom|flip/i.test((a as CSSAnimation).animationName ?? '') || a.playState !== 'running'));
  }

  /** The card's buttons and fields a thumb would struggle with: under 44 px tall (WCAG 2.5.5). */
  async function smallTapTargets(part: Locator): Promise<string[]> {
    return part.locator('button, input').evaluateAll((controls) =>
      controls.filter((c) => c.getBoundingClientRect().height < 44).map((c) => c.getAttribute('aria-label') ?? c.textContent ?? c.tagName),
    );
  }

  async function fill(part: Locator, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await part.getByLabel(label, { exact: true }).fill(value);
  }

  async function signIn(email: string, password: string) {
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('changes the e-mail address by the link sent to it; only the new address signs in afterwards', async () => {
    const { email: oldEmail, password } = await signUpInBrowser(page, server);
    const newEmail = `moved.${Date.now()}@example.co.uk`;
    await page.goto(`${server.url}${SETTINGS}`);
    await card().waitFor(WAIT);
    await shootCard('ask');

    // A wrong password is refused by the field, and what was typed stays.
    await fill(emailPart(), { 'New e-mail address': newEmail, 'Your password': 'not-my-password' });
    await emailPart().getByRole('button', { name: 'Send a link to the new address' }).click();
    await emailPart().getByText('The current password is incorrect.').waitFor(WAIT);
    expect(await emailPart().getByLabel('New e-mail address').inputValue()).toBe(newEmail);
    await shootCard('email-wrong-password');

    await emailPart().getByLabel('Your password', { exact: true }).fill(password);
    await emailPart().getByRole('button', { name: 'Send a link to the new address' }).click();
    await emailPart().getByText('Check your new inbox').waitFor(WAIT);
    expect(await contactRows().innerText()).toContain(oldEmail);
    await shootCard('email-sent');

    // The borrower opens the e-mail to the new address and its link, in a new tab of the same browser.
    const link = new URL(await latestLink(server.outboxDir, newEmail.toLowerCase(), 0, 'email-change'));
    expect(link.pathname).toBe(SETTINGS);
    const tab = await browser.context.newPage();
    await tab.goto(`${server.url}${link.pathname}${link.hash}`);
    await emailPart(tab).getByText('E-mail address changed').waitFor(WAIT);
    await expect.poll(() => contactRows(tab).innerText()).toContain(newEmail.toLowerCase());
    expect(new URL(tab.url()).hash).toBe('');
    await shootCard('email-done', tab);
    await tab.close();

    await page.reload();
    await signOutInBrowser(page);
    await page.waitForURL('**/auth/sign-in', WAIT);
    await signIn(oldEmail, password);
    await page.getByText('These credentials do not match our records.').first().waitFor(WAIT);
    await signIn(newEmail, password);
    await page.waitForURL('**/dashboard/main', WAIT);
  });

  it('changes the mobile number with the code texted to it', async () => {
    await page.goto(`${server.url}${SETTINGS}`);
    await card().waitFor(WAIT);
    await fill(phonePart(), { 'New mobile number': '07700 900789', 'Your password': 'apollo-guidance-1969' });
    await phonePart().getByRole('button', { name: 'Text a code to the new number' }).click();
    await phonePart().getByLabel('6-digit code').waitFor(WAIT);
    await shootCard('phone-code');

    const code = await latestCode(server.outboxDir, '+447700900789', 'phone-change');
    await phonePart().getByLabel('6-digit code').fill(code);
    await phonePart().getByRole('button', { name: 'Change my number' }).click();
    await phonePart().getByText('Mobile number changed').waitFor(WAIT);
    await expect.poll(() => contactRows().innerText()).toContain('07700 900789');
    await shootCard('phone-done');
  });

  it('given the link is opened while signed out, then signing in lands back on settings and the change is made', async () => {
    await browser.context.clearCookies();
    const { email, password } = await signUpInBrowser(page, server, { phone: '+447700900321' });
    const newEmail = `signed.out.${Date.now()}@example.co.uk`;
    await page.goto(`${server.url}${SETTINGS}`);
    await fill(emailPart(), { 'New e-mail address': newEmail, 'Your password': password });
    await emailPart().getByRole('button', { name: 'Send a link to the new address' }).click();
    await emailPart().getByText('Check your new inbox').waitFor(WAIT);
    await signOutInBrowser(page);
    await page.waitForURL('**/auth/sign-in', WAIT);

    const link = new URL(await latestLink(server.outboxDir, newEmail.toLowerCase(), 0, 'email-change'));
    await page.goto(`${server.url}${link.pathname}${link.hash}`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor(WAIT);
    // The token waits in sign-in's own fragment, never in the query a server could log.
    expect(new URL(page.url()).search).toBe(`?returnTo=${encodeURIComponent(SETTINGS)}`);
    expect(new URL(page.url()).hash).toBe(link.hash);
    await signIn(email, password);
    await page.waitForURL(`**${SETTINGS}`, WAIT);
    await emailPart().getByText('E-mail address changed').waitFor(WAIT);
    await expect.poll(() => contactRows().innerText()).toContain(newEmail.toLowerCase());
  });
});
