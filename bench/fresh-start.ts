/**
 * Issue 13 goal 5, as a person meets it: `npm start` in a fresh clone of this repository (npm's
 * cache as this machine has it), timed until the portal serves its home page, and the first lines
 * it prints. The clone is made from the working tree's last commit and removed afterwards.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/support/built-server';

export const FRESH_START_TARGET_S = 90;

export interface FreshStart {
  seconds: number;
  served: boolean;
  /** The console's first lines after the server came up, with one request's line. */
  consoleSample: string[];
  /** Lines npm printed as warnings while installing: a person reads them as something wrong. */
  npmWarnings: number;
}

export async function measureFreshStart(timeoutMs = 300_000): Promise<FreshStart> {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-fresh-'));
  const clone = join(dir, 'portal');
  spawnSync('git', ['clone', '--quiet', process.cwd(), clone], { stdio: 'ignore' });
  const [port, realtimePort] = [await freePort(), await freePort()];
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: clone, detached: true, env: { ...process.env, PORT: String(port), REALTIME_PORT: String(realtimePort), HOST: '127.0.0.1', NODE_ENV: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let served = false;
  try {
    while (Date.now() - started < timeoutMs && child.exitCode === null) {
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } }).catch(() => null);
      if (response?.status === 200) {
        served = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    await new Promise((resolve) => setTimeout(resolve, 300)); // the request's log line
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    const from = Math.max(0, lines.findIndex((line) => /listening/i.test(line)) - 2);
    const npmWarnings = lines.filter((line) => /^npm warn/i.test(line)).length;
    return { seconds, served, consoleSample: lines.slice(from, from + 8), npmWarnings };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    rmSync(dir, { recursive: true, force: true });
  }
}
