#!/usr/bin/env node
/**
 * `npm run bench`: compiles the TypeScript benchmark (it shares helpers with the tests) and runs it.
 * Run after `npm run build`; writes bench/reports/latest.{json,md}. `BENCH_ONLY=reads` runs only the
 * reads beside the same-work yardstick (SQLite, PostgreSQL, the Node LTS line) into bench/reports/reads.{json,md};
 * `BENCH_ONLY=growth` only the lists as work grows (a lender's year) into bench/reports/growth.{json,md}.
 */
import { build } from 'esbuild';
import { markdownRawPlugin } from '../esbuild.config.mjs';

await build({
  entryPoints: ['bench/bench.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Beside the sources, so the build tooling it shares (bundle-size.mjs) resolves its own paths.
  outfile: 'bench/.compiled-bench.mjs',
  external: ['./bundle-size.mjs'],
  // The demo seed it signs in with reaches the lender's Markdown templates (`import … from './x.md?raw'`).
  plugins: [markdownRawPlugin],
  logLevel: 'warning',
});
const { runBench } = await import(new URL('./.compiled-bench.mjs', import.meta.url).href);
const ok = await runBench();
process.exit(ok ? 0 : 1);
