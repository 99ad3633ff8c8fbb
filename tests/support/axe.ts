import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One accessibility finding as axe-core reports it, cut to what a failing test should print. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe as the page's window holds it once its source is evaluated. */
type AxeWindow = { axe: { run: (context: Document, options: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } };

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is now and returns the serious and
 * critical findings: the ones that stop someone from using the page.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await pageAtRest(page);
  const findings = await withinLimit(page, 'axe', async () => {
    // Evaluated through the DevTools protocol: the page's CSP (script-src 'self') rightly refuses inline scripts.
    await page.evaluate(axeSource);
    return page.evaluate(async () => {
      const axe = (window as unknown as AxeWindow).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    });
  });
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

/** How long one axe run may take: seconds on a slow machine; a run that never ends must fail saying so, not hang the test. */
const AXE_LIMIT_MS = 20_000;

/**
 * `work` within AXE_LIMIT_MS. In CI, axe has four times never finished on a page that passed at
 * once here and whose renderer still answered (documents, security, a message thread): the tool
 * stalled, not the page. So a stalled run is said on stderr, with where it stopped and whether the
 * page still answers, and the same checks run once more with a fresh copy of axe (`work` injects
 * its own); a second stall fails the test with both accounts. No finding is ever retried away:
 * a run that finishes is the answer, whatever it found.
 */
async function withinLimit<T>(page: Page, what: string, work: () => Promise<T>): Promise<T> {
  const first = await attempt(work);
  if (first !== 'late') return first.value;
  const stalled = `${what} did not finish within ${AXE_LIMIT_MS / 1000} s on ${page.url()}; the page ${await probe(page)}`;
  process.stderr.write(`[axe] ${stalled}; running it once more with a fresh copy of axe\n`);
  const second = await attempt(work);
  if (second !== 'late') return second.value;
  throw new Error(`${stalled}, and again on a second run; the page then ${await probe(page)}`);
}

async function attempt<T>(work: () => Promise<T>): Promise<{ value: T } | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), AXE_LIMIT_MS)));
  try {
    return await Promise.race([work().then((value) => ({ value })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the page's renderer still answers, and what state it is in. */
async function probe(page: Page): Promise<string> {
  return Promise.race([
    page.evaluate(() => `answers: readyState ${document.readyState}, ${document.querySelectorAll('*').length} elements, ${document.getAnimations().filter((a) => a.playState === 'running').length} animations running, visibility ${document.visibilityState}`),
    new Promise<string>((resolve) => setTimeout(() => resolve('did not answer within 5 s'), 5_000)),
  ]).catch((error: unknown) => `could not be asked (${(error as Error).message.split('\n')[0]})`);
}

/**
 * Waits until no finite animation or transition is running (a dialog fading in, a toast sliding):
 * colours measured halfway through a fade are not the colours a person reads. Endless ones
 * (spinners) are left alone; after two seconds the page is taken as it is.
 */
async function pageAtRest(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 2_000 })
    .catch(() => undefined);
}

/** axe's rules for a page's structure: headings in order, content in landmarks, landmarks told apart. */
const STRUCTURE_RULES = ['heading-order', 'region', 'landmark-unique', 'landmark-one-main', 'page-has-heading-one'];

/**
 * The page's structure as a screen reader user moves through it (axe's best-practice rules above, at
 * any impact): a skipped heading level or text outside every landmark makes a page harder to use.
 */
export async function structureAxeFindings(page: Page): Promise<AxeFinding[]> {
  return withinLimit(page, 'axe (structure rules)', async () => {
    await page.evaluate(axeSource);
    return page.evaluate(async (rules) => {
      const axe = (window as unknown as AxeWindow).axe;
      const result = await axe.run(document, { runOnly: { type: 'rule', values: rules } });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    }, STRUCTURE_RULES);
  });
}
