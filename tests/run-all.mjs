#!/usr/bin/env node
/**
 * Runs every check of the project in order and ends with one line `N passed, N failed, N skipped`.
 * Gates (type check, layer rules, build) count as one test each; the Vitest projects count per test.
 * Used by `npm test` (and so by `npm cit` and .ci/run).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const gates = [
  ['type check (app)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['type check (domain: no DOM, no Node)', 'npx', ['tsc', '-p', 'src-domain/tsconfig.json', '--noEmit']],
  ['layer rules (dependency-cruiser)', 'npx', ['depcruise', '--config', '.dependency-cruiser.cjs', 'src', 'src-domain', 'src-infra', 'src-ui', 'src-server']],
  ['build (SPA and server)', 'node', ['esbuild.config.mjs']],
];

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

for (const [name, command, args] of gates) {
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status === 0) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
}

mkdirSync('.tmp', { recursive: true });
let vitestFailed = false;

/** Runs Vitest with a JSON report and adds its counts to the totals. */
function runVitest(label, args, env = {}) {
  const report = `.tmp/vitest-report-${label.replace(/\W+/g, '-')}.json`;
  rmSync(report, { force: true });
  process.stdout.write(`\n▶ vitest: ${label}\n`);
  const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) vitestFailed = true;
  if (!existsSync(report)) {
    failed += 1;
    failures.push(`vitest (${label}) exited with ${run.status} and wrote no report`);
    return;
  }
  const results = JSON.parse(readFileSync(report, 'utf8'));
  const failedBefore = failed;
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  skipped += results.numPendingTests + results.numTodoTests;
  for (const file of results.testResults) {
    for (const test of file.assertionResults) {
      // CI keeps only the end of the log, so each failure says why in its first line too.
      if (test.status === 'failed') failures.push(`${label}: ${test.fullName}\n      ${why(test)}`);
    }
    // A file that failed outside its tests (a hook, a load error) has no failed test to count: count the file.
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
      failed += 1;
      failures.push(`${label}: ${file.name}: ${(file.message ?? 'failed outside its tests').split('\n')[0]}`);
    }
  }
  if (run.status !== 0 && failed === failedBefore) {
    // Vitest failed the run for something outside any test or file (an unhandled error): count it.
    failed += 1;
    failures.push(`${label}: errors outside the tests (unhandled rejections or exceptions; see the log above)`);
  }
}

/** Why a test failed, in one line: its time and the first line of its message, without colour codes. */
function why(test) {
  const message = (test.failureMessages?.[0] ?? 'no message').replace(/\u001b\[[0-9;]*m/g, '');
  const line = message.split('\n').find((l) => l.trim() !== '')?.trim() ?? 'no message';
  // Vitest's JSON report gives a timeout only the placeholder error it made for the stack.
  const said = line === 'Error: STACK_TRACE_ERROR' ? 'timed out' : line.slice(0, 300);
  return `after ${Math.round(test.duration ?? 0)} ms: ${said}`;
}

const extraArgs = process.argv.slice(2);
// `npm test -- some.test.ts` names files of one pass; the other passes then find none, which is no failure.
if (extraArgs.length > 0) extraArgs.push('--passWithNoTests');
// Two workers on the two cores for everything but the browser suites; Chromium and its server run alone after them,
// so a page's timing never competes with another file's work.
const SUITES_BESIDE_EACH_OTHER = ['--maxWorkers=2'];
const SERVER_AND_CONTRACT = ['--project', 'server', '--project', 'contract', ...SUITES_BESIDE_EACH_OTHER];
runVitest(
  'domain, infra, ui, server and contract on SQLite',
  ['--project', 'domain', '--project', 'infra', '--project', 'ui', '--project', 'ui-mocked', ...SERVER_AND_CONTRACT, ...extraArgs],
);
runVitest('e2e in Chromium on SQLite', ['--project', 'e2e', ...extraArgs]);
if (process.env.TEST_POSTGRES_ADMIN_URL) {
  // Issue 6: no feature may be SQLite-only, so the server and contract suites run again on PostgreSQL.
  runVitest('server and contract on PostgreSQL', [...SERVER_AND_CONTRACT, ...extraArgs], { KESTREL_TEST_DB: 'postgres' });
} else if (process.env.CI) {
  failed += 1;
  failures.push('the PostgreSQL pass did not run: .ci/run could not start a cluster');
} else {
  process.stdout.write('\n(TEST_POSTGRES_ADMIN_URL is not set: the PostgreSQL pass is skipped here; .ci/run sets it.)\n');
}

// Issue 13: the server and contract suites again on other Node lines (.ci/run fetches 22, 24 and 26 and lists them
// as `v24.21.0=/path/to/bin …`). There the SQLite driver is node:sqlite; on Node 20, its backport @photostructure/sqlite.
for (const entry of (process.env.KESTREL_EXTRA_NODES ?? '').split(/\s+/).filter(Boolean)) {
  const [version, bin] = entry.split('=');
  runVitest(`server and contract on Node ${version}`, [...SERVER_AND_CONTRACT, ...extraArgs], {
    PATH: `${bin}:${process.env.PATH}`,
  });
}

if (failures.length > 0) {
  process.stdout.write(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
}
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 || vitestFailed ? 1 : 0);
