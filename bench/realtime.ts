/**
 * The realtime path, measured on loopback against the built standalone realtime server
 * (`node dist/server/main.js --realtime-only`, the process operators run):
 *  - latency: an event published through the official `pusher` SDK until a Chromium page subscribed
 *    with pusher-js (configured as spec §9, on a properly signed private channel) has it in hand;
 *  - memory: the server's resident set (VmRSS) while it holds 5,000 sockets from Node's `ws`, each
 *    subscribed to its own signed private channel.
 * Bounded in count and time; every process, socket and browser it opens is closed at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import PusherServer from 'pusher';
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { signChannel, type PusherCredentials } from '../src-server/realtime/pusher-signatures';
import { freePort } from '../tests/support/built-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from '../tests/support/chromium';

/** Targets of the live-notifications issue. */
export const REALTIME_TARGETS = { latencyP95Ms: 20, rssMb: 250 };

const APP: PusherCredentials = { appId: 'bench-app', key: 'bench-key', secret: 'bench-secret-not-for-production' };
const WARM_UP_EVENTS = 20;
const LATENCY_EVENTS = 250;
const CONNECTIONS = 5_000;
/** Sockets opened at once while filling up to CONNECTIONS. */
const OPEN_BATCH = 250;
const STEP_TIMEOUT_MS = 60_000;

export interface RealtimeLatency {
  events: number;
  received: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Half the round trip of the best clock comparison between Node and the page. */
  clockUncertaintyMs: number;
}

export interface RealtimeMemory {
  connections: number;
  subscribed: number;
  rssIdleMb: number;
  rssMb: number;
  peakRssMb: number;
  perConnectionKb: number;
  openSeconds: number;
}

export interface RealtimeCheck {
  name: string;
  value: number;
  target: number;
  unit: string;
  ok: boolean;
}

export interface RealtimeReport {
  latency: RealtimeLatency | null;
  memory: RealtimeMemory;
  checks: RealtimeCheck[];
  markdown: string;
}

/** Wall-clock time with sub-millisecond resolution; the page uses the same expression. */
const now = () => performance.timeOrigin + performance.now();
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A running `--realtime-only` process. */
interface RealtimeProcess {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

async function startRealtimeProcess(port: number, pageOrigin: string): Promise<RealtimeProcess> {
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js', '--realtime-only'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      REALTIME_PORT: String(port),
      APP_URL: pageOrigin,
      PUSHER_APP_ID: APP.appId,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the realtime server exited early (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/up`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the realtime server did not answer within 20 s:\n${log}`);
    }
    await sleep(100);
  }
  return { port, pid: child.pid!, stop };
}

/** Resident and peak resident memory of `pid`, in MB, from /proc. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: round(kb('VmRSS') / 1024, 1), peakMb: round(kb('VmHWM') / 1024, 1) };
}

/** The page the latency is measured in: pusher-js's browser build, configured as spec §9. */
function latencyPage(port: number): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>realtime bench</title>
<script src="/pusher.min.js"></script></head><body><script>
window.bench = { ready: false, received: [] };
const pusher = new Pusher(${JSON.stringify(APP.key)}, {
  cluster: 'mt1', wsHost: '127.0.0.1', wsPort: ${port}, wssPort: ${port}, forceTLS: false,
  enabledTransports: ['ws', 'wss'], activityTimeout: 120000, pongTimeout: 30000, unavailableTimeout: 10000,
  channelAuthorization: { endpoint: '/broadcasting/auth', transport: 'ajax' },
});
const channel = pusher.subscribe('private-App.Models.User.1');
channel.bind('pusher:subscription_succeeded', () => { window.bench.ready = true; });
channel.bind('bench', (data) => { window.bench.received.push([data.seq, performance.timeOrigin + performance.now()]); });
</script></body></html>`;
}

/** Serves the latency page, pusher-js and a channel auth endpoint that signs like the API does. */
async function startPageServer(realtimePort: number): Promise<{ server: Server; origin: string; port: number }> {
  const pusherJs = readFileSync('node_modules/pusher-js/dist/web/pusher.min.js');
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url === '/pusher.min.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(pusherJs);
    } else if (request.url === '/broadcasting/auth' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const auth = signChannel(APP, form.get('socket_id') ?? '', form.get('channel_name') ?? '');
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ auth }));
      });
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(latencyPage(realtimePort));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${port}`, port };
}

/** Publish → receipt in Chromium, one event at a time, with the page's clock mapped onto Node's. */
async function measureLatency(realtime: RealtimeProcess, pageUrl: string): Promise<RealtimeLatency> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(pageUrl);
    await page.waitForFunction(() => (window as unknown as { bench: { ready: boolean } }).bench.ready, null, { timeout: 10_000 });

    // The clocks of two processes: take the comparison with the shortest round trip.
    let offset = 0;
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 30; i += 1) {
      const before = now();
      // A string, not a closure: the bundler may rename identifiers inside closures it compiles.
      const pageNow = (await page.evaluate('performance.timeOrigin + performance.now()')) as number;
      const after = now();
      if (after - before < best) {
        best = after - before;
        offset = pageNow - (before + after) / 2;
      }
    }

    const sdk = new PusherServer({ ...APP, host: '127.0.0.1', port: String(realtime.port), useTLS: false, timeout: 5_000 });
    const sentAt = new Map<number, number>();
    const total = WARM_UP_EVENTS + LATENCY_EVENTS;
    for (let seq = 0; seq < total; seq += 1) {
      sentAt.set(seq, now());
      await sdk.trigger('private-App.Models.User.1', 'bench', { seq, note: 'Your password was changed.' });
      await sleep(4);
    }
    await page
      .waitForFunction((count) => (window as unknown as { bench: { received: unknown[] } }).bench.received.length >= count, total, { timeout: 5_000 })
      .catch(() => undefined);
    const received = await page.evaluate(() => (window as unknown as { bench: { received: Array<[number, number]> } }).bench.received);
    const latencies = received
      .filter(([seq]) => seq >= WARM_UP_EVENTS)
      .map(([seq, at]) => at - offset - (sentAt.get(seq) ?? Number.NaN))
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b);
    return {
      events: LATENCY_EVENTS,
      received: latencies.length,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      maxMs: round(latencies.at(-1) ?? Number.NaN),
      clockUncertaintyMs: round(best / 2, 3),
    };
  } finally {
    await browser.close();
  }
}

/** Opens one socket speaking Pusher protocol 7 and subscribes it to its own signed private channel. */
function openSubscribed(port: number, index: number, sockets: WebSocket[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7&client=js&version=8.6.0&flash=false`, { perMessageDeflate: false });
    sockets.push(socket);
    const channel = `private-App.Models.User.${index + 1}`;
    socket.on('message', (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data?: string };
      if (frame.event === 'pusher:connection_established') {
        const socketId = (JSON.parse(frame.data ?? '{}') as { socket_id: string }).socket_id;
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: signChannel(APP, socketId, channel) } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve();
      } else if (frame.event === 'pusher:error' || frame.event === 'pusher:subscription_error') {
        reject(new Error(`socket ${index}: ${raw.toString()}`));
      }
    });
    socket.on('error', reject);
    socket.on('close', (code) => reject(new Error(`socket ${index} closed with ${code}`)));
  });
}

/** The server's RSS idle, then holding CONNECTIONS subscribed sockets. */
async function measureMemory(realtime: RealtimeProcess): Promise<RealtimeMemory> {
  await sleep(500);
  const idle = memoryOf(realtime.pid);
  const sockets: WebSocket[] = [];
  let subscribed = 0;
  const started = Date.now();
  try {
    await withTimeout(
      (async () => {
        for (let from = 0; from < CONNECTIONS; from += OPEN_BATCH) {
          const batch = [];
          for (let i = from; i < Math.min(CONNECTIONS, from + OPEN_BATCH); i += 1) batch.push(openSubscribed(realtime.port, i, sockets).then(() => (subscribed += 1)));
          await Promise.all(batch);
        }
      })(),
      STEP_TIMEOUT_MS,
      `opening ${CONNECTIONS} subscribed sockets`,
    );
    const openSeconds = round((Date.now() - started) / 1000, 1);
    // Let the server settle (buffers of the burst released) before reading its resident set.
    await sleep(2_000);
    const held = memoryOf(realtime.pid);
    return {
      connections: CONNECTIONS,
      subscribed,
      rssIdleMb: idle.rssMb,
      rssMb: held.rssMb,
      peakRssMb: held.peakMb,
      perConnectionKb: round(((held.rssMb - idle.rssMb) * 1024) / CONNECTIONS, 1),
      openSeconds,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

/** Runs both measurements against a fresh standalone realtime server and cleans up after itself. */
export async function measureRealtime(): Promise<RealtimeReport> {
  const realtimePort = await freePort();
  const page = await startPageServer(realtimePort);
  let realtime: RealtimeProcess | null = null;
  try {
    realtime = await startRealtimeProcess(realtimePort, page.origin);
    let latency: RealtimeLatency | null = null;
    if (hasChromium) {
      console.log(`Measuring realtime latency (${LATENCY_EVENTS} events, SDK → Chromium)…`);
      latency = await withTimeout(measureLatency(realtime, page.origin + '/'), STEP_TIMEOUT_MS, 'the latency measurement');
    } else {
      console.log(`No Chromium at ${CHROMIUM_PATH}: realtime latency not measured.`);
    }
    console.log(`Measuring realtime server memory with ${CONNECTIONS} subscribed sockets…`);
    const memory = await measureMemory(realtime);
    const checks: RealtimeCheck[] = [];
    if (latency) {
      const ok = latency.received === latency.events && latency.p95Ms <= REALTIME_TARGETS.latencyP95Ms;
      checks.push({ name: 'Realtime publish → browser, p95', value: latency.p95Ms, target: REALTIME_TARGETS.latencyP95Ms, unit: 'ms', ok });
    }
    checks.push({
      name: `Realtime server RSS, ${CONNECTIONS.toLocaleString('en-GB')} subscribed sockets`,
      value: memory.rssMb,
      target: REALTIME_TARGETS.rssMb,
      unit: 'MB',
      ok: memory.subscribed === CONNECTIONS && memory.rssMb <= REALTIME_TARGETS.rssMb,
    });
    return { latency, memory, checks, markdown: toMarkdown(latency, memory) };
  } finally {
    await realtime?.stop();
    await new Promise((resolve) => page.server.close(resolve));
  }
}

function toMarkdown(latency: RealtimeLatency | null, memory: RealtimeMemory): string {
  const lines = ['## Realtime (standalone server, loopback)', ''];
  if (latency) {
    lines.push(
      `Publish → receipt: the \`pusher\` SDK publishes to the server's HTTP API; a Chromium page with pusher-js (spec §9 options, signed private channel) ` +
        `stamps each event on arrival. ${latency.received}/${latency.events} events after ${WARM_UP_EVENTS} warm-up, one at a time; ` +
        `clocks compared to ±${latency.clockUncertaintyMs} ms.`,
      '',
      '| p50 ms | p95 ms | max ms |',
      '|---|---|---|',
      `| ${latency.p50Ms} | ${latency.p95Ms} | ${latency.maxMs} |`,
      '',
    );
  } else {
    lines.push('Latency not measured: no Chromium.', '');
  }
  lines.push(
    `Memory: ${memory.subscribed}/${memory.connections} sockets from Node's \`ws\`, each subscribed to its own signed private channel, opened in ${memory.openSeconds} s.`,
    '',
    '| RSS idle MB | RSS holding them MB | peak RSS MB | per socket KB |',
    '|---|---|---|---|',
    `| ${memory.rssIdleMb} | ${memory.rssMb} | ${memory.peakRssMb} | ${memory.perConnectionKb} |`,
    '',
  );
  return lines.join('\n');
}
