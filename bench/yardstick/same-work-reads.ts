/**
 * Issue 28: the portal's four authenticated reads beside the same-work yardstick (yardstick.mjs), a
 * minimal Fastify 5 server doing the same work on the same database. Both are first checked to send
 * byte-identical bodies; then each read is measured on both, alternating which goes first, over
 * several rounds, and the ratio's median and spread are reported. Bare Fastify's hello is measured
 * once as context, no longer as a target.
 */
import type { BuiltServer } from '../../tests/support/built-server';
import { combineSlices, measureSlice, measureThroughput, warmUp, type Slice, type Throughput } from './autocannon-load';
import type { Check } from './check';
import { demoBorrowerToken } from './demo-token';
import { startBareFastify, startYardstick, type SideServer } from './processes';

/** Issue 28's targets: req/s at least 0.85 × the yardstick's (median of the rounds), p99 at most 1.5 × its p99. */
export const SAME_WORK_TARGETS = { ratio: 0.85, p99Factor: 1.5 };
/** Issue 13's ceiling for a read's p99 at 50 connections (SQLite), still checked. */
const P99_CEILING_MS = 25;
/**
 * Seconds of load per measurement: 4 reads × 2 servers × 3 rounds is 96 s on each engine, so both
 * engines and the LTS line's round take about five minutes with their seeds. Rounds, not longer
 * measurements, are what show how much the machine's other work moved a figure.
 */
const SECONDS_PER_MEASUREMENT = 4;
/**
 * A round's measurement of a read is taken in one-second slices, the two servers interleaved ABBA
 * ABBA. On this shared VM the same server's CPU per answer moved by half within seconds (the host's
 * other tenants); two 4 s halves back to back put such a move on one server only, and a round's ratio
 * ran from 0.38 to 1.08 × for one build. Interleaved, a move falls on both servers alike.
 */
const SLICE_SECONDS = 1;
const SLICES_PER_SERVER = SECONDS_PER_MEASUREMENT / SLICE_SECONDS;
/** Seconds of unmeasured load per read and server first (JIT, caches): a cold server measured half its speed. */
const WARM_UP_SECONDS = 1;
/** The schedule the bench reads: a 36-month loan's. */
const SCHEDULE_ROWS = 36;

export type Engine = 'sqlite' | 'postgres';

export interface SameWorkRead {
  route: string;
  rounds: { portal: Throughput; yardstick: Throughput; ratio: number }[];
  portalRps: number;
  portalP99Ms: number;
  yardstickRps: number;
  yardstickP99Ms: number;
  ratioMedian: number;
  ratioMin: number;
  ratioMax: number;
  /** Any error or non-2xx answer in any round, on either server. */
  failures: number;
}

export interface SameWorkSection {
  engine: Engine;
  /** The Node both servers ran on, e.g. v20.20.2. */
  node: string;
  /** Why nothing was measured (e.g. PostgreSQL could not be started); null when measured. */
  notMeasured: string | null;
  hello: Throughput | null;
  reads: SameWorkRead[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const twoPlaces = (value: number) => Math.round(value * 100) / 100;

type Server = 'portal' | 'yardstick';

/** One round's slices in order: ABBA, repeated, so a steady drift within the round weighs on both servers alike. */
function sliceOrder(portalFirst: boolean): Server[] {
  const [a, b]: Server[] = portalFirst ? ['portal', 'yardstick'] : ['yardstick', 'portal'];
  const order: Server[] = [];
  for (let slice = 0; slice < SLICES_PER_SERVER; slice += 2) order.push(a, b, b, a);
  return order;
}

/** The four reads: users/me, addresses, the first page of loan requests and the demo borrower's 36-row schedule. */
async function readRoutes(server: BuiltServer, auth: Record<string, string>): Promise<string[]> {
  const loans = (await (await fetch(`${server.url}/api/loan/user_loans`, { headers: auth })).json()) as { data: { id: number }[] };
  for (const loan of loans.data) {
    const route = `/api/v1/loan/amortizations/${loan.id}`;
    const schedule = (await (await fetch(server.url + route, { headers: auth })).json()) as { data: unknown[] };
    if (schedule.data.length === SCHEDULE_ROWS) return ['/api/v1/users/me', '/api/addresses', '/api/loan_requests', route];
  }
  throw new Error(`The demo borrower has no loan with a ${SCHEDULE_ROWS}-row schedule (demo-loans.seed.ts): the schedule read cannot be measured.`);
}

/** Fails loudly, with where they part, unless both servers answer `route` with 200 and the same bytes. */
async function assertSameBodies(portalUrl: string, yardstickUrl: string, route: string, auth: Record<string, string>): Promise<void> {
  const [portal, yardstick] = await Promise.all([fetch(portalUrl + route, { headers: auth }), fetch(yardstickUrl + route, { headers: auth })]);
  const [ours, theirs] = await Promise.all([portal.text(), yardstick.text()]);
  if (portal.status === 200 && yardstick.status === 200 && ours === theirs) return;
  let at = 0;
  while (at < ours.length && ours[at] === theirs[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 120), at + 120));
  throw new Error(
    `The yardstick does not send the portal's bytes for ${route}: the bench would compare different work.\n` +
      `  portal ${portal.status}, ${ours.length} bytes; yardstick ${yardstick.status}, ${theirs.length} bytes; first difference at byte ${at}\n` +
      `  portal:    …${around(ours)}…\n  yardstick: …${around(theirs)}…\n` +
      'Make bench/yardstick/ do what the portal now does (or the portal answer as it should), then run the bench again.',
  );
}

/** Measures the four reads of `server` (already seeded, on `engine`) beside the yardstick, both on `node`. */
export async function measureSameWorkReads(server: BuiltServer, options: { engine: Engine; node: string; nodeVersion: string; rounds: number }): Promise<SameWorkSection> {
  const { token } = await demoBorrowerToken(server);
  const auth = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const routes = await readRoutes(server, auth);
  const yardstick = await startYardstick(server.env.DATABASE_URL, options.node);
  let bare: SideServer | null = null;
  try {
    bare = await startBareFastify(options.node);
    for (const route of routes) await assertSameBodies(server.url, yardstick.url, route, auth);
    await warmUp(bare.url, '/hello', {}, WARM_UP_SECONDS);
    for (const route of routes) {
      await warmUp(server.url, route, auth, WARM_UP_SECONDS);
      await warmUp(yardstick.url, route, auth, WARM_UP_SECONDS);
    }
    const hello = await measureThroughput(bare.url, '/hello', { headers: {} }, 'bare Fastify 5 GET /hello (context)', SECONDS_PER_MEASUREMENT);
    const samples = new Map<string, SameWorkRead['rounds']>(routes.map((route) => [route, []]));
    // Round by round, read by read, the two servers' slices interleaved, the first server alternating:
    // the machine's other work drifts over a run, and neither server may always have the quieter turn.
    const urls: Record<Server, string> = { portal: server.url, yardstick: yardstick.url };
    for (let round = 0; round < options.rounds; round += 1) {
      for (const [index, route] of routes.entries()) {
        const slices: Record<Server, Slice[]> = { portal: [], yardstick: [] };
        for (const who of sliceOrder((round + index) % 2 === 0)) slices[who].push(await measureSlice(urls[who], route, { headers: auth }, SLICE_SECONDS));
        const portal = combineSlices(urls.portal, slices.portal, `portal ${route}`);
        const same = combineSlices(urls.yardstick, slices.yardstick, `yardstick ${route}`);
        samples.get(route)!.push({ portal, yardstick: same, ratio: twoPlaces(portal.requestsPerSecond / same.requestsPerSecond) });
      }
    }
    const reads = routes.map((route): SameWorkRead => {
      const rounds = samples.get(route)!;
      const ratios = rounds.map((r) => r.ratio);
      return {
        route,
        rounds,
        portalRps: median(rounds.map((r) => r.portal.requestsPerSecond)),
        portalP99Ms: median(rounds.map((r) => r.portal.p99Ms)),
        yardstickRps: median(rounds.map((r) => r.yardstick.requestsPerSecond)),
        yardstickP99Ms: median(rounds.map((r) => r.yardstick.p99Ms)),
        ratioMedian: median(ratios),
        ratioMin: Math.min(...ratios),
        ratioMax: Math.max(...ratios),
        failures: rounds.reduce((sum, r) => sum + r.portal.errors + r.portal.non2xx + r.yardstick.errors + r.yardstick.non2xx, 0),
      };
    });
    return { engine: options.engine, node: options.nodeVersion, notMeasured: null, hello, reads };
  } finally {
    yardstick.stop();
    bare?.stop();
  }
}

/** The four reads' names, for a section that could not be measured. */
export const READ_NAMES = ['/api/v1/users/me', '/api/addresses', '/api/loan_requests', `/api/v1/loan/amortizations/{id} (${SCHEDULE_ROWS} rows)`];

const ENGINE_NAMES: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** A section that could not be measured, and why. */
export function notMeasuredSection(engine: Engine, nodeVersion: string, reason: string): SameWorkSection {
  return { engine, node: nodeVersion, notMeasured: reason, hello: null, reads: [] };
}

/** The section's checks: the ratio's median, the p99 beside the yardstick's and (SQLite) issue 13's p99 ceiling. */
export function sameWorkChecks(section: SameWorkSection, suffix = ''): Check[] {
  const engine = `${ENGINE_NAMES[section.engine]}${suffix}`;
  if (section.notMeasured !== null) {
    return READ_NAMES.flatMap((route) => [
      { name: `${route} req/s ÷ same-work yardstick, median (${engine})`, value: Number.NaN, target: SAME_WORK_TARGETS.ratio, unit: '×', ok: false, atLeast: true, notMeasured: true },
      { name: `${route} p99 ÷ yardstick's p99 (${engine})`, value: Number.NaN, target: SAME_WORK_TARGETS.p99Factor, unit: '×', ok: false, notMeasured: true },
    ]);
  }
  return section.reads.flatMap((read) => {
    const p99Factor = twoPlaces(read.portalP99Ms / Math.max(read.yardstickP99Ms, 1));
    const clean = read.failures === 0;
    const checks: Check[] = [
      { name: `${read.route} req/s ÷ same-work yardstick, median of ${read.rounds.length} (${engine})`, value: read.ratioMedian, target: SAME_WORK_TARGETS.ratio, unit: '×', ok: clean && read.ratioMedian >= SAME_WORK_TARGETS.ratio, atLeast: true },
      { name: `${read.route} p99 ÷ yardstick's p99, ${read.portalP99Ms} vs ${read.yardstickP99Ms} ms (${engine})`, value: p99Factor, target: SAME_WORK_TARGETS.p99Factor, unit: '×', ok: clean && p99Factor <= SAME_WORK_TARGETS.p99Factor },
    ];
    if (section.engine === 'sqlite') checks.push({ name: `${read.route} p99 at 50 connections (${engine})`, value: read.portalP99Ms, target: P99_CEILING_MS, unit: 'ms', ok: read.portalP99Ms <= P99_CEILING_MS });
    return checks;
  });
}

/** The section as Markdown: the medians and spread, then every measurement. */
export function sameWorkMarkdown(section: SameWorkSection, suffix = ''): string[] {
  const title = `### ${ENGINE_NAMES[section.engine]} on Node ${section.node}${suffix}`;
  if (section.notMeasured !== null) return [title, '', `Not measured: ${section.notMeasured}`, ''];
  const lines = [title, ''];
  lines.push('| read | portal req/s | portal p99 ms | yardstick req/s | yardstick p99 ms | ratio (median) | ratio spread | rounds |', '|---|---|---|---|---|---|---|---|');
  for (const r of section.reads) {
    lines.push(`| ${r.route} | ${r.portalRps} | ${r.portalP99Ms} | ${r.yardstickRps} | ${r.yardstickP99Ms} | ${r.ratioMedian} × | ${r.ratioMin}–${r.ratioMax} × | ${r.rounds.length} |`);
  }
  if (section.hello) lines.push('', `Context: bare Fastify 5 \`GET /hello\` in the same run, ${section.hello.requestsPerSecond} req/s, p99 ${section.hello.p99Ms} ms (no longer a target).`);
  lines.push('', '<details><summary>Every measurement</summary>', '', '| round | server | read | req/s | p50 ms | p99 ms | errors | non-2xx |', '|---|---|---|---|---|---|---|---|');
  for (const r of section.reads) {
    for (const [index, round] of r.rounds.entries()) {
      for (const [who, t] of [['portal', round.portal], ['yardstick', round.yardstick]] as const) {
        lines.push(`| ${index + 1} | ${who} | ${r.route} | ${t.requestsPerSecond} | ${t.p50Ms} | ${t.p99Ms} | ${t.errors} | ${t.non2xx} |`);
      }
    }
  }
  lines.push('', '</details>', '');
  return lines;
}

/** What the comparison is, once above the sections. */
export const SAME_WORK_PREAMBLE = [
  '## Authenticated reads beside the same-work yardstick (issue 28)',
  '',
  'The yardstick (`bench/yardstick/`) is a minimal Fastify 5 server, in its own process, doing exactly the portal\'s work for each read on the portal\'s own database: the bearer token and its owner in one join, SHA-256 and a timing-safe compare, the expiry, `last_used_at` touched at most once a minute, the same rows with the same SQL (statements prepared once), byte-identical JSON (checked before anything is timed) and a few prebuilt headers. ' +
    `In each round each read is measured for ${SECONDS_PER_MEASUREMENT} s on each server at 50 connections (autocannon in the bench's process, loopback), in ${SLICE_SECONDS} s slices with the two servers interleaved ABBA ABBA (the first server alternating from read to read and round to round), so the machine's other work falls on both alike. A server's round is all its answers over all its seconds, its p50 and p99 over all those answers together (autocannon's merged histogram). The ratio is the portal's req/s over the yardstick's, its median and spread over the rounds.`,
  '',
];
