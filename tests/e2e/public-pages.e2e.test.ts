import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activeBrand } from '../../src-ui/brand/brand.config';
import { activeContent } from '../../src-ui/brand/brand-content';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { openSignUpLink, sendSignUpForm } from './support/sign-up-in-browser';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';

/** The public pages of spec §2 (except /calculator) and the H1 each answers with. */
const PUBLIC_PAGES: readonly [path: string, h1: string][] = [
  ['/', activeBrand.landing.headline],
  ['/about', activeContent.about.title],
  ['/services', activeContent.services.title],
  ['/teams', activeContent.team.title],
  ['/contact', activeContent.contact.title],
  ['/terms', activeContent.terms.title],
  ['/privacy-policy', activeContent.privacy.title],
];

/**
 * The public pages in Chromium against the built SPA and server (`node esbuild.config.mjs` first):
 * each answers with its H1 and logs no error; the footer's legal links and the sign-up form's
 * terms link land where they say.
 */
describe.skipIf(!hasChromium)('public pages in Chromium', () => {
  let server: BuiltServer;
  let browser: ChromiumSession;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await openChromium();
    context = browser.context;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(async () => {
    await context.clearCookies();
    page = context.pages()[0] ?? (await context.newPage());
    errors = [];
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });

  const h1Text = () => page.getByRole('heading', { level: 1 }).first().textContent();

  /** The heading's top edge is on screen, below the sticky navigation bar. */
  async function headingIsInView(name: string): Promise<boolean> {
    const heading = page.getByRole('heading', { name, exact: true });
    const box = await heading.boundingBox();
    const viewport = page.viewportSize();
    return !!box && !!viewport && box.y >= 40 && box.y < viewport.height / 2;
  }

  it.each(PUBLIC_PAGES)('%s answers with its H1 and no console errors', async (path, h1) => {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(200);
    await expect.poll(h1Text, { timeout: 10_000 }).toBe(h1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.title()).toContain(activeBrand.name);
    expect(errors).toEqual([]);
  });

  it('on a link too slow for the scripts, the page says it is loading after a second, then the page replaces it', async () => {
    let holding = true;
    const held: (() => Promise<void>)[] = [];
    await page.route('**/assets/*.js', (route) => (holding ? void held.push(() => route.continue()) : route.continue()));
    try {
      await page.goto(`${server.url}/about`, { waitUntil: 'commit' });
      const loading = page.getByRole('status').filter({ hasText: `Loading ${activeBrand.name}…` });
      await expect.poll(() => loading.count()).toBe(1);
      // Not at once: a normal load never flashes it.
      expect(Number(await loading.evaluate((element) => getComputedStyle(element).opacity))).toBe(0);
      await expect.poll(() => loading.evaluate((element) => getComputedStyle(element).opacity), { timeout: 3_000 }).toBe('1');
      holding = false;
      for (const release of held.splice(0)) await release();
      await expect.poll(h1Text, { timeout: 10_000 }).toBe(activeContent.about.title);
      expect(await loading.count()).toBe(0);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  it('the footer’s Terms, Privacy and Complaints links land on the right headings', async () => {
    await page.goto(`${server.url}/`);
    await expect.poll(h1Text).toBe(activeBrand.landing.headline);
    const footer = page.getByRole('navigation', { name: 'Legal and help' });

    await footer.getByRole('link', { name: 'Terms', exact: true }).click();
    await page.waitForURL('**/terms');
    await expect.poll(h1Text).toBe(activeContent.terms.title);

    await footer.getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.waitForURL('**/privacy-policy');
    await expect.poll(h1Text).toBe(activeContent.privacy.title);

    await footer.getByRole('link', { name: 'Complaints', exact: true }).click();
    await page.waitForURL('**/contact#complaints');
    await expect.poll(h1Text).toBe(activeContent.contact.title);
    await expect.poll(() => headingIsInView(activeContent.contact.complaints.title)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a fresh load of /contact#complaints scrolls to the complaints heading once the page has arrived', async () => {
    await page.goto(`${server.url}${activeBrand.complaintsPath}`);
    await expect.poll(h1Text).toBe(activeContent.contact.title);
    await expect.poll(() => headingIsInView(activeContent.contact.complaints.title)).toBe(true);
  });

  it('a section of the terms is reached from the "On this page" list', async () => {
    await page.goto(`${server.url}/terms`);
    await expect.poll(h1Text).toBe(activeContent.terms.title);
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'How a loan agreement works' }).click();
    await page.waitForURL('**/terms#how-a-loan-works');
    await expect.poll(() => headingIsInView('How a loan agreement works')).toBe(true);
  });

  it('a signed-in customer is offered a secure message and the complaint form on the contact page; a visitor is offered sign-in', async () => {
    await page.goto(`${server.url}/contact`);
    await expect.poll(h1Text).toBe(activeContent.contact.title);
    expect(await page.getByRole('link', { name: 'Sign in to send a message' }).getAttribute('href')).toBe('/auth/sign-in?returnTo=%2Fcontact');

    const grace = { firstName: 'Grace', lastName: 'Hopper', email: `grace.${Date.now()}@example.com`, phone: '+447700900789', password: 'cobol-compiler-1959' };
    await sendSignUpForm(page, server.url, grace);
    await openSignUpLink(page, server, grace.email, grace.password);

    await page.goto(`${server.url}/contact`);
    await expect.poll(h1Text).toBe(activeContent.contact.title);
    // Secure messages (issue 14) live in the account; the feedback form stays for a complaint.
    expect(await page.getByRole('link', { name: 'Send us a secure message' }).getAttribute('href')).toBe('/dashboard/messages?new=1');
    await page.getByRole('button', { name: 'Make a complaint' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Send us feedback').waitFor();
    await dialog.getByLabel('Your message').waitFor();
    expect(errors).toEqual([]);
  });

  it('the sign-up page’s terms link opens /terms', async () => {
    await page.goto(`${server.url}/auth/sign-up`);
    await page.getByLabel('First name').waitFor();
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'terms', exact: true }).click();
    const terms = await opened;
    await terms.waitForURL('**/terms');
    await expect.poll(() => terms.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 10_000 }).toBe(activeContent.terms.title);
    await terms.close();
    expect(errors).toEqual([]);
  });
});
