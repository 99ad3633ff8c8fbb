#!/usr/bin/env node
/**
 * The growth table alone: `node bench/growth/run-growth.mjs [sqlite|postgres …]` (after `npm run build`).
 * Compiles bench/growth/growth.ts as bench/run.mjs compiles the bench, runs it, prints the table and
 * writes it to bench/reports/growth.md. GROWTH_SECONDS / GROWTH_CONNECTIONS change the load;
 * GROWTH_TRIAL=1 seeds a year a hundred times smaller (a quick check that the seed and the calls work).
 */
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { markdownRawPlugin } from '../../esbuild.config.mjs';

await build({
  entryPoints: ['bench/growth/growth.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: 'bench/growth/.compiled-growth.mjs',
  // The demo seed it reads the borrower's sign-in from reaches the lender's Markdown templates.
  plugins: [markdownRawPlugin],
  logLevel: 'warning',
});
const { measureGrowth, growthMarkdown } = await import(new URL('./.compiled-growth.mjs', import.meta.url).href);
const engines = process.argv.slice(2);
const trialYear = { borrowers: 1_000, loans: 1_500, busy: { requests: 300, loans: 50, documents: 200, conversations: 20, messages: 200 } };
const report = await measureGrowth({
  ...(process.env.GROWTH_TRIAL === '1' ? { year: trialYear } : {}),
  ...(engines.length > 0 ? { engines } : {}),
  ...(process.env.GROWTH_SECONDS ? { seconds: Number(process.env.GROWTH_SECONDS) } : {}),
  ...(process.env.GROWTH_CONNECTIONS ? { connections: Number(process.env.GROWTH_CONNECTIONS) } : {}),
});
const markdown = growthMarkdown(report);
console.log(markdown);
mkdirSync('bench/reports', { recursive: true });
writeFileSync('bench/reports/growth.md', markdown);
writeFileSync('bench/reports/growth.json', JSON.stringify(report, null, 2));
process.exit(report.rows.every((row) => row.ok) && report.skipped.length === 0 ? 0 : 1);
