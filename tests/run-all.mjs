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

const report = '.tmp/vitest-report.json';
mkdirSync('.tmp', { recursive: true });
rmSync(report, { force: true });
process.stdout.write('\n▶ vitest (domain, infra, ui, server, contract, e2e)\n');
const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  skipped += results.numPendingTests + results.numTodoTests;
  // A file that fails to load has no tests to count: count the file itself.
  for (const file of results.testResults) {
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failed += 1;
      failures.push(file.name);
    }
  }
  for (const file of results.testResults) {
    for (const test of file.assertionResults) if (test.status === 'failed') failures.push(`${test.fullName}`);
  }
} else {
  failed += 1;
  failures.push(`vitest exited with ${vitest.status} and wrote no report`);
}

if (failures.length > 0) {
  process.stdout.write(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
}
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 || vitest.status !== 0 ? 1 : 0);
