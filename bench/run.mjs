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
  // Beside the sources, so the build tooling it shares (bundle-size.mjs) resolves its own paths.
  outfile: 'bench/.compiled-bench.mjs',
  external: ['./bundle-size.mjs'],
  logLevel: 'warning',
});
const { runBench } = await import(new URL('./.compiled-bench.mjs', import.meta.url).href);
const ok = await runBench();
process.exit(ok ? 0 : 1);
