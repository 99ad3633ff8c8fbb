import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '../../src-domain/auth/route-access.policy';
import { PAGES } from '../../src-ui/app/pages';
import { seriousAxeFindings, structureAxeFindings } from '../support/axe';
import { startBuiltServer, type BuiltServer } from '../support/built-server';
import { hasChromium, openChromium, type ChromiumSession } from '../support/chromium';
import { signInAsDemo } from './support/sign-in-as-demo';

/**
 * axe-core on every route of the portal (issue 14): each page of the route table as its visitor
 * sees it (public and guest-only pages signed out, dashboard pages as the seeded demo borrower),
 * in the light theme on a desktop and the dark theme on a phone, plus the two "not found" pages.
 * Any serious or critical finding fails the run, and so does a page wider than the screen or a
 * structure finding (a skipped heading level, text outside the landmarks) at any impact.
 */
/** How long one page's checks may take (room for one stalled axe run and its rerun) before the page is reported by name, rather than the whole test timing out without saying which. */
const CHECK_LIMIT_MS = 70_000;

async function settledWithin<T>(ms: number, work: Promise<T>): Promise<T | 'unfinished'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'unfinished'>((resolve) => (timer = setTimeout(() => resolve('unfinished'), ms)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!hasChromium)('accessibility of every route in Chromium', () => {
  let server: BuiltServer;
  const sessions: ChromiumSession[] = [];

  beforeAll(async () => {
    server = await startBuiltServer({ args: ['--seed'] });
  });
  afterAll(async () => {
    for (const session of sessions) await session.close();
    await server?.stop();
  });

  const signedInPaths = PAGES.map((p) => p.path).filter((path) => matchRoute(path)?.guard === 'auth');
  const signedOutPaths = PAGES.map((p) => p.path).filter((path) => matchRoute(path)?.guard !== 'auth');

  /** A browser at `width`, in the dark theme or not, optionally signed in as the demo borrower. */
  async function browse(width: number, dark: boolean, signedIn: boolean): Promise<Page> {
    const session = await openChromium({ width, height: 900 });
    sessions.push(session);
    const page = session.context.pages()[0] ?? (await session.context.newPage());
    if (signedIn) await signInAsDemo(page, server.url);
    else await page.goto(server.url);
    if (dark) {
      await page.getByRole('button', { name: 'Use dark theme' }).first().click();
      await page.locator('.bp6-dark').first().waitFor();
    }
    return page;
  }

  /** Opens `path` and waits until the page has settled (its heading shows, nothing is loading). */
  async function open(page: Page, path: string): Promise<void> {
    await page.goto(`${server.url}${path}`);
    // Generous: on a two-core machine running the other suites alongside, a page's chunk can take a while.
    await page.locator('#main h1, #main h2').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('#main .bp6-spinner'), undefined, { timeout: 15_000 }).catch(() => undefined);
  }

  /** The first link matching `selector` on `path`; failing within 30 s with what the page says instead, never waiting out the test. */
  async function firstLinkOn(page: Page, path: string, selector: string): Promise<string> {
    await open(page, path);
    const link = page.locator(selector).first();
    try {
      await link.waitFor({ timeout: 30_000 });
    } catch {
      const says = (await page.locator('#main').innerText().catch(() => '(no #main)')).replace(/\s+/g, ' ').slice(0, 400);
      throw new Error(`No link ${selector} on ${path} within 30 s (at ${new URL(page.url()).pathname}); the page says: “${says}”`);
    }
    return (await link.getAttribute('href'))!;
  }

  async function findingsOn(page: Page, paths: string[]): Promise<Record<string, unknown>> {
    const found: Record<string, unknown> = {};
    for (const path of paths) {
      try {
        await open(page, path);
      } catch {
        found[path] = `no heading within 30 s (at ${new URL(page.url()).pathname})`;
        continue;
      }
      const findings = await settledWithin(CHECK_LIMIT_MS, checksOf(page));
      if (findings === 'unfinished') found[path] = `axe and the reflow check did not finish within ${CHECK_LIMIT_MS / 1000} s (at ${new URL(page.url()).pathname})`;
      else if (findings.length > 0) found[path] = findings;
    }
    return found;
  }

  /** axe's serious findings and structure findings, and WCAG 1.4.10 (reflow), which axe does not check: nothing makes the page scroll sideways. */
  async function checksOf(page: Page): Promise<unknown[]> {
    const findings: unknown[] = [...(await seriousAxeFindings(page)), ...(await structureAxeFindings(page))];
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) findings.push(`the page scrolls sideways by ${overflow} px`);
    return findings;
  }

  it('on a phone (390 px), every checkbox, radio and slider handle on the sign-in form and the calculator is a 44 px target (WCAG 2.5.8)', { timeout: 90_000 }, async () => {
    const page = await browse(390, false, false);
    const tooSmall: string[] = [];
    for (const [path, ready] of [['/auth/sign-in', 'label.bp6-checkbox'], ['/calculator', '.bp6-slider-handle']]) {
      await open(page, path);
      await page.locator(`#main ${ready}`).first().waitFor({ timeout: 15_000 });
      const targets = await page.locator('#main label.bp6-control, #main .bp6-slider-handle').evaluateAll((elements) =>
        elements
          .map((element) => ({ name: element.textContent?.trim().slice(0, 30) || element.className, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0)
          .map(({ name, box }) => ({ name, width: Math.round(box.width), height: Math.round(box.height) })),
      );
      expect(targets.length, path).toBeGreaterThan(0);
      for (const t of targets) if (t.width < 44 || t.height < 44) tooSmall.push(`${path}: “${t.name}” is ${t.width} × ${t.height} px`);
    }
    expect(tooSmall).toEqual([]);
  });

  for (const [width, dark] of [[1280, false], [390, true]] as const) {
    const look = `${width} px, ${dark ? 'dark' : 'light'}`;

    it(`public and guest pages, signed out (${look})`, { timeout: 240_000 }, async () => {
      const page = await browse(width, dark, false);
      expect(await findingsOn(page, [...signedOutPaths, '/no/such/page'])).toEqual({});
    });

    it(`dashboard pages as the demo borrower (${look})`, { timeout: 240_000 }, async () => {
      const page = await browse(width, dark, true);
      const loanLink = await firstLinkOn(page, '/dashboard/user-loans', 'a[href^="/dashboard/user-loans/"]');
      const threadLink = await firstLinkOn(page, '/dashboard/messages', 'a[href^="/dashboard/messages/"]');
      const examples: Record<string, string> = { '/dashboard/user-loans/:id': loanLink, '/dashboard/messages/:id': threadLink };
      const paths = signedInPaths.map((path) => examples[path] ?? path).filter((path) => !path.includes(':'));
      expect(await findingsOn(page, [...paths, '/dashboard/no-such-page'])).toEqual({});
    });
  }
});
