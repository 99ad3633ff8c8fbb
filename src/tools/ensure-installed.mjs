#!/usr/bin/env node
/**
 * `npm start` on a fresh machine: installs the locked dependencies when node_modules is missing
 * or older than package-lock.json, and does nothing otherwise (so a re-run starts in seconds).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const installed = 'node_modules/.package-lock.json';
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('Installing dependencies (the first time only; nothing is compiled)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
