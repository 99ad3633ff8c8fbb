/**
 * Cost as work grows (issue 28): each list the borrower reads, first page as the SPA asks it, timed on
 * the small demo database and again once that database holds a lender's year, on SQLite and on
 * PostgreSQL. A list paged by the database with an index behind it costs about the same at both sizes.
 */
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startBuiltServer, type BuiltServer } from '../../tests/support/built-server';
import { FULL_FIRST_PAGES, LENDERS_YEAR, type LenderYear } from './lender-year.sql';
import { seedLenderYear, type SeedTiming } from './seed-database';
import type { Check } from '../yardstick/check';
import { demoBorrowerToken } from '../yardstick/demo-token';

/** The issue's bound: a list at a lender's year may cost at most twice its small figure. */
export const GROWTH_TARGET = 2;

/**
 * The lists, first page, with the query the SPA's gateways send (src-infra/api/…). The spec's
 * unpaged loans list (every loan; the SPA pages since issue 28) is timed as context only, with no
 * bound: it grows with the loans by its nature. It goes last: it is the slowest, and what it leaves
 * queued would otherwise be timed as the next list's.
 */
export const LIST_CALLS: readonly { name: string; path: string; context?: true }[] = [
  { name: 'requests', path: '/api/loan_requests?page=1' },
  { name: 'accounts', path: '/api/v1/accounts?page=1' },
  { name: 'documents', path: '/api/documents?page=1' },
  { name: 'messages', path: '/api/v1/messages?page=1' },
  { name: 'loans', path: '/api/loan/user_loans?page=1' },
  { name: 'loans, every one (the spec\'s unpaged form; context)', path: '/api/loan/user_loans', context: true },
];

export type Engine = 'sqlite' | 'postgres';

export interface GrowthOptions {
  engines?: Engine[];
  year?: LenderYear;
  connections?: number;
  seconds?: number;
  /** The Node binary the portal runs on (default: this one). */
  node?: string;
  log?: (line: string) => void;
}

export interface ListTiming {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  /** Requests that failed or timed out (autocannon's 10 s): a list that answers none has no p99 to compare. */
  errors: number;
  /** Rows on the page and in the list (`total`, or the page's length for an unpaged list). */
  rows: number;
  total: number;
}

export interface GrowthRow {
  engine: Engine;
  list: string;
  path: string;
  small: ListTiming;
  grown: ListTiming;
  /** grown p99 ÷ small p99. */
  ratio: number;
  ok: boolean;
  /** Reported beside the lists, held to no bound (the unpaged loans list). */
  context?: boolean;
}

export interface GrowthReport {
  measuredAt: string;
  year: LenderYear;
  connections: number;
  seconds: number;
  seeds: { engine: Engine; seconds: number; steps: SeedTiming[] }[];
  rows: GrowthRow[];
  /** Engines that could not be measured, and why (e.g. no PostgreSQL binaries on this machine). */
  skipped: { engine: Engine; reason: string }[];
}

async function timeList(server: BuiltServer, path: string, headers: Record<string, string>, connections: number, seconds: number): Promise<ListTiming> {
  const response = await fetch(server.url + path, { headers });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { data: unknown[]; total?: number };
  // Warm (JIT, page cache) before anything counts.
  await autocannon({ url: server.url + path, connections, duration: 2, headers });
  const result = await autocannon({ url: server.url + path, connections, duration: seconds, headers });
  // autocannon stops sending, but the server still answers what it had received: let it finish, so the
  // next list is not timed behind this one's queue.
  await fetch(server.url + path, { headers });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts, rows: body.data.length, total: body.total ?? body.data.length };
}

/** The portal on `url`, migrated and seeded with the demo (a no-op when already seeded). */
async function startPortal(url: string, options: GrowthOptions): Promise<BuiltServer> {
  // Servicing off: at start it would chase a year of instalments while the lists are timed.
  const start = () => startBuiltServer({ node: options.node, args: ['--seed'], env: { LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '100000', LOAN_SERVICING: 'false', DATABASE_URL: url } });
  // Migrating and seeding PostgreSQL on a busy two-core machine can outlast the start's 60 s: once more.
  return start().catch(start);
}

async function timeLists(url: string, options: Required<Pick<GrowthOptions, 'connections' | 'seconds'>> & GrowthOptions): Promise<Map<string, ListTiming>> {
  const server = await startPortal(url, options);
  try {
    const headers = { authorization: `Bearer ${(await demoBorrowerToken(server)).token}`, accept: 'application/json' };
    const timings = new Map<string, ListTiming>();
    for (const call of LIST_CALLS) timings.set(call.name, await timeList(server, call.path, headers, options.connections, options.seconds));
    return timings;
  } finally {
    await server.stop();
  }
}

/** A throwaway PostgreSQL cluster (.ci/postgres-cluster.sh): its URL and how to stop it. */
async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-growth-pg-'));
  const started = spawnSync('bash', ['.ci/postgres-cluster.sh', 'start', dir, String(await freePort())], { encoding: 'utf8' });
  if (started.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(started.stderr.trim() || 'the PostgreSQL cluster did not start');
  }
  return { url: started.stdout.trim(), stop: () => void spawnSync('bash', ['.ci/postgres-cluster.sh', 'stop', dir]) };
}

async function measureEngine(engine: Engine, options: Required<Pick<GrowthOptions, 'connections' | 'seconds' | 'year' | 'log'>> & GrowthOptions, report: GrowthReport): Promise<void> {
  const log = options.log;
  let url: string;
  let cleanUp: () => void;
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'kestrel-growth-'));
    url = `sqlite:${join(dir, 'lender.sqlite')}`;
    cleanUp = () => rmSync(dir, { recursive: true, force: true });
  } else {
    try {
      const cluster = await startPostgres();
      url = cluster.url;
      cleanUp = cluster.stop;
    } catch (error) {
      report.skipped.push({ engine, reason: (error as Error).message });
      log(`PostgreSQL not measured: ${(error as Error).message}`);
      return;
    }
  }
  try {
    await timeEngine(engine, url, options, report);
  } catch (error) {
    // One engine failing (a server slow to start on a loaded machine) must not lose the other's table.
    report.skipped.push({ engine, reason: (error as Error).message.split('\n')[0] });
    log(`${engine}: not measured: ${(error as Error).message}`);
  } finally {
    cleanUp();
  }
}

/** Times the lists small, grows the database, times them again. */
async function timeEngine(engine: Engine, url: string, options: Required<Pick<GrowthOptions, 'connections' | 'seconds' | 'year' | 'log'>> & GrowthOptions, report: GrowthReport): Promise<void> {
  const log = options.log;
  // The demo first (the top-up needs its borrower), then one full first page of each of her lists.
  await (await startPortal(url, options)).stop();
  await seedLenderYear(url, FULL_FIRST_PAGES);
  log(`${engine}: timing the lists on the demo database, each first page full…`);
  const small = await timeLists(url, options);
  log(`${engine}: seeding a lender's year…`);
  const started = performance.now();
  const steps = await seedLenderYear(url, options.year);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  report.seeds.push({ engine, seconds, steps });
  log(`${engine}: seeded in ${seconds} s; timing the lists again…`);
  const grown = await timeLists(url, options);
  for (const call of LIST_CALLS) {
    const before = small.get(call.name)!;
    const after = grown.get(call.name)!;
    const ratio = Math.round((after.p99Ms / Math.max(1, before.p99Ms)) * 100) / 100;
    const answered = [before, after].every((t) => t.requestsPerSecond > 0 && t.non2xx === 0 && t.errors === 0);
    report.rows.push({ engine, list: call.name, path: call.path, small: before, grown: after, ratio, ok: answered && (call.context || ratio <= GROWTH_TARGET), context: call.context });
  }
}

/** Measures every list at both sizes on each engine, one engine after the other. */
export async function measureGrowth(options: GrowthOptions = {}): Promise<GrowthReport> {
  const settings = { connections: 50, seconds: 5, year: LENDERS_YEAR, log: (line: string) => console.log(line), ...options };
  const report: GrowthReport = { measuredAt: new Date().toISOString(), year: settings.year, connections: settings.connections, seconds: settings.seconds, seeds: [], rows: [], skipped: [] };
  for (const engine of settings.engines ?? (['sqlite', 'postgres'] as const)) await measureEngine(engine, settings, report);
  return report;
}

const ENGINE_NAMES: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** The growth table as the bench report prints it. */
export function growthMarkdown(report: GrowthReport): string {
  const y = report.year;
  const n = (value: number) => value.toLocaleString('en-GB');
  const lines = [
    '## Cost as work grows (the demo database with each first page full, then a lender\'s year on top of it)',
    '',
    `The year: ${n(y.borrowers)} borrowers, ${n(y.loans)} loans with their 12–36 month schedules; the busy (demo) borrower holds ${n(y.busy.requests)} requests, ${n(y.busy.loans)} loans (her accounts), ${n(y.busy.documents)} documents and ${n(y.busy.messages)} messages in ${n(y.busy.conversations)} conversations. The small database is the demo with ${n(FULL_FIRST_PAGES.busy.requests)} requests, ${n(FULL_FIRST_PAGES.busy.loans)} loans, ${n(FULL_FIRST_PAGES.busy.documents)} documents and ${n(FULL_FIRST_PAGES.busy.conversations)} conversations added to hers, so each first page holds ten rows at both sizes and the ratio weighs the bigger table, not a fuller page. Each list's first page as the SPA asks it, as the busy borrower, ${report.connections} connections for ${report.seconds} s after a 2 s warm-up. Bound: grown p99 ≤ ${GROWTH_TARGET} × small p99.`,
    '',
    '| engine | list | call | rows (of) small | req/s small | p99 ms small | rows (of) grown | req/s grown | p99 ms grown | errors/timeouts grown | p99 grown ÷ small | result |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of report.rows) {
    const { small, grown } = row;
    lines.push(
      `| ${ENGINE_NAMES[row.engine]} | ${row.list} | \`GET ${row.path}\` | ${small.rows} (${n(small.total)}) | ${small.requestsPerSecond} | ${small.p99Ms} | ${grown.rows} (${n(grown.total)}) | ${grown.requestsPerSecond} | ${grown.p99Ms} | ${grown.errors} | ${row.ratio} × | ${row.context ? (row.ok ? 'context' : 'FAILED') : row.ok ? 'met' : 'MISSED'} |`,
    );
  }
  lines.push('');
  for (const seed of report.seeds) {
    lines.push(`Seeding the year on ${ENGINE_NAMES[seed.engine]} took ${seed.seconds} s (bulk SQL in one transaction: ${seed.steps.map((s) => `${s.label} ${s.seconds.toFixed(1)} s`).join('; ')}).`, '');
  }
  for (const skipped of report.skipped) lines.push(`${ENGINE_NAMES[skipped.engine]} was not measured: ${skipped.reason}`, '');
  return lines.join('\n');
}

/** The growth table's targets for the report: each list's grown p99 within GROWTH_TARGET × its small p99, per engine. */
export function growthChecks(report: GrowthReport): Check[] {
  const measured = report.rows.filter((row) => !row.context).map((row) => ({
    name: `${row.list} list p99, a lender's year ÷ the demo (${ENGINE_NAMES[row.engine]})`,
    value: row.ratio,
    target: GROWTH_TARGET,
    unit: '×',
    ok: row.ok,
  }));
  const skipped = report.skipped.map(({ engine }) => ({ name: `lists as work grows (${ENGINE_NAMES[engine]})`, value: 0, target: GROWTH_TARGET, unit: '×', ok: false, notMeasured: true }));
  return [...measured, ...skipped];
}
