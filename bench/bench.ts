/**
 * The product's speed and size, measured on this machine: bundle sizes, page load in Chromium,
 * API throughput and the realtime path (publish → browser latency, server memory per socket). Targets named in issues are checked here, never in timed unit tests.
 */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startBuiltServer, type BuiltServer } from '../tests/support/built-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from '../tests/support/chromium';
// @ts-expect-error: a plain ES module shared with the build tooling
import { measureBundles } from './bundle-size.mjs';
import { measureRealtime, type RealtimeReport } from './realtime';

interface Check {
  name: string;
  value: number;
  target: number;
  unit: string;
  ok: boolean;
}

interface PageLoad {
  path: string;
  runs: number;
  ttfbMs: number;
  firstContentfulPaintMs: number;
  domContentLoadedMs: number;
  loadMs: number;
  transferredKb: number;
}

interface Throughput {
  route: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measurePageLoads(server: BuiltServer, paths: string[], runs = 7): Promise<PageLoad[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const results: PageLoad[] = [];
  try {
    for (const path of paths) {
      const samples: Omit<PageLoad, 'path' | 'runs'>[] = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } }); // cold cache every run
        const page = await context.newPage();
        await page.goto(server.url + path, { waitUntil: 'load' });
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 });
        samples.push(
          await page.evaluate(() => {
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const transferred = nav.transferSize + resources.reduce((sum, r) => sum + r.transferSize, 0);
            return {
              ttfbMs: nav.responseStart,
              firstContentfulPaintMs: performance.getEntriesByName('first-contentful-paint')[0].startTime,
              domContentLoadedMs: nav.domContentLoadedEventEnd,
              loadMs: nav.loadEventEnd,
              transferredKb: transferred / 1024,
            };
          }),
        );
        await context.close();
      }
      const pick = (key: keyof (typeof samples)[number]) => Math.round(median(samples.map((s) => s[key])) * 10) / 10;
      results.push({
        path,
        runs,
        ttfbMs: pick('ttfbMs'),
        firstContentfulPaintMs: pick('firstContentfulPaintMs'),
        domContentLoadedMs: pick('domContentLoadedMs'),
        loadMs: pick('loadMs'),
        transferredKb: pick('transferredKb'),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Opens an account over HTTP, as the SPA does, and returns its bearer token. */
async function registerBenchUser(server: BuiltServer): Promise<string> {
  const csrf = await fetch(`${server.url}/sanctum/csrf-cookie`);
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const response = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie, 'x-xsrf-token': xsrf },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Mark',
      email: `bench-${Date.now()}@kestrel.test`,
      phone: '+447700900999',
      password: 'bench-password-2026',
      password_confirmation: 'bench-password-2026',
      terms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function measureThroughput(url: string, route: string, headers: Record<string, string>): Promise<Throughput> {
  const connections = 50;
  const seconds = 5;
  const result = await autocannon({ url: url + route, connections, duration: seconds, headers });
  return {
    route,
    connections,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export async function runBench(): Promise<boolean> {
  const started = new Date();
  console.log('Measuring bundle sizes…');
  const bundles = await measureBundles();

  const server = await startBuiltServer();
  let pageLoads: PageLoad[] = [];
  let throughput: Throughput[] = [];
  try {
    if (hasChromium) {
      console.log('Measuring page loads in Chromium…');
      pageLoads = await measurePageLoads(server, ['/', '/auth/sign-in']);
    } else {
      console.log(`No Chromium at ${CHROMIUM_PATH}: page loads not measured (apt-get install -y chromium).`);
    }
    console.log('Measuring API throughput…');
    const token = await registerBenchUser(server);
    throughput = [
      await measureThroughput(server.url, '/api/v1/users/me', { authorization: `Bearer ${token}`, accept: 'application/json' }),
      await measureThroughput(server.url, '/sanctum/csrf-cookie', {}),
    ];
  } finally {
    await server.stop();
  }
  const realtime = await measureRealtime();

  const checks: Check[] = [...bundles.checks, ...realtime.checks];
  const report = { measuredAt: started.toISOString(), node: process.version, bundles, pageLoads, throughput, realtime, checks };
  mkdirSync('bench/reports', { recursive: true });
  writeFileSync('bench/reports/latest.json', JSON.stringify(report, null, 2));
  writeFileSync('bench/reports/latest.md', toMarkdown(report));
  console.log(toMarkdown(report));
  console.log('Report written to bench/reports/latest.md and latest.json');
  return checks.every((check) => check.ok);
}

function toMarkdown(report: {
  measuredAt: string;
  node: string;
  bundles: { markdown: string };
  pageLoads: PageLoad[];
  throughput: Throughput[];
  realtime: RealtimeReport;
  checks: Check[];
}): string {
  const lines = [`# Benchmark report`, '', `Measured ${report.measuredAt} on Node ${report.node}.`, ''];
  lines.push('## Targets', '', '| check | value | target | result |', '|---|---|---|---|');
  for (const c of report.checks) lines.push(`| ${c.name} | ${c.value} ${c.unit} | ≤ ${c.target} ${c.unit} | ${c.ok ? 'met' : 'MISSED'} |`);
  lines.push('', report.bundles.markdown, '');
  if (report.pageLoads.length) {
    lines.push('## Page load in Chromium (cold cache, loopback, median)', '');
    lines.push('| page | runs | TTFB ms | FCP ms | DOMContentLoaded ms | load ms | transferred KB |', '|---|---|---|---|---|---|---|');
    for (const p of report.pageLoads) {
      lines.push(`| ${p.path} | ${p.runs} | ${p.ttfbMs} | ${p.firstContentfulPaintMs} | ${p.domContentLoadedMs} | ${p.loadMs} | ${p.transferredKb.toFixed(1)} |`);
    }
    lines.push('');
  }
  lines.push('## API throughput (autocannon, loopback, SQLite)', '');
  lines.push('| route | connections | s | req/s | p50 ms | p99 ms | errors | non-2xx |', '|---|---|---|---|---|---|---|---|');
  for (const t of report.throughput) {
    lines.push(`| ${t.route} | ${t.connections} | ${t.seconds} | ${t.requestsPerSecond} | ${t.p50Ms} | ${t.p99Ms} | ${t.errors} | ${t.non2xx} |`);
  }
  lines.push('', report.realtime.markdown);
  return lines.join('\n');
}
