#!/usr/bin/env node
/**
 * `npm run bench`: compiles the TypeScript benchmark (it shares helpers with the tests) and runs it.
 * Run after `npm run build`; writes bench/reports/latest.{json,md}.
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['bench/bench.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: '.tmp/bench.mjs',
  logLevel: 'warning',
});
const { runBench } = await import(new URL('../.tmp/bench.mjs', import.meta.url).href);
const ok = await runBench();
process.exit(ok ? 0 : 1);
