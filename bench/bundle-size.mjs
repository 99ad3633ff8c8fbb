#!/usr/bin/env node
// Bundle size of the SPA (issue 2): gzip size of the initial JS of `/` (entry + its static
// imports + the `/` page chunk and its static imports), the initial CSS and each route chunk,
// against a bare React 19 hello-world built with the same esbuild settings in the same run.
// `measureBundles()` is used by `npm run bench`; `node bench/bundle-size.mjs` runs it alone.
import * as esbuild from 'esbuild';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ROOT, WEB_ENTRY, WEB_OUT, buildWeb, lazyOutputOf, outputOf, staticClosure, webOptions } from '../esbuild.config.mjs';

/** Targets of issue 2. */
export const TARGETS = { initialJsRatio: 2.0, cssGzipKb: 35 };
/** The page module of `/`. */
export const HOME_PAGE_MODULE = 'src-ui/home/home.page.tsx';
/** Packages that must load lazily (the container and validation), never with `/`. */
export const LAZY_ONLY = ['inversify', 'class-validator', 'class-transformer', 'reflect-metadata', 'react-toastify'];

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function sizeOf(files, read) {
  return files.reduce((sum, file) => sum + gz(read(file)), 0);
}

/** Builds a bare React 19 hello-world with the SPA's esbuild settings; gzip bytes of its initial JS. */
async function bareReactGzip() {
  const dir = path.join(ROOT, '.tmp', 'bare-react');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'hello.jsx');
  writeFileSync(
    entry,
    "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(<h1>Hello, world</h1>);\n",
  );
  const result = await esbuild.build({ ...webOptions({ entryPoints: [entry], outdir: path.join(dir, 'out') }), write: false, sourcemap: false, legalComments: 'none' });
  const byPath = new Map(result.outputFiles.map((file) => [path.relative(ROOT, file.path).split(path.sep).join('/'), file.contents]));
  const main = Object.keys(result.metafile.outputs).find((file) => result.metafile.outputs[file].entryPoint && file.endsWith('.js'));
  return sizeOf(staticClosure(result.metafile, main), (file) => byPath.get(file));
}

/** Package (or source folder) an input of the metafile belongs to. */
function ownerOf(input) {
  const match = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  if (input.startsWith('blueprint-icons-stub:')) return '@blueprintjs/icons (stub)';
  return input.split('/').slice(0, 2).join('/');
}

/**
 * Measures the built SPA (dist/web/meta.json; built first when missing or when `build` is true).
 * Returns the numbers, the target checks in `npm run bench`'s shape and a Markdown section.
 */
export async function measureBundles({ build = false } = {}) {
  const metaPath = path.join(ROOT, WEB_OUT, 'meta.json');
  if (build || !existsSync(metaPath)) await buildWeb();
  const meta = JSON.parse(readFileSync(metaPath, 'utf8'));
  const js = meta.js;
  const read = (file) => readFileSync(path.join(ROOT, file));

  const entry = outputOf(js, WEB_ENTRY);
  if (!entry) throw new Error('dist/web/meta.json has no entry; rebuild with `npm run build`.');
  // The landing page comes with the entry (ADR 0022); a build that splits it off still counts it.
  const home = lazyOutputOf(js, HOME_PAGE_MODULE);
  const initialFiles = [...new Set([...staticClosure(js, entry), ...(home ? staticClosure(js, home) : [])])];
  const initialJs = sizeOf(initialFiles, read);
  const cssFiles = meta.css;
  const css = sizeOf(cssFiles, read);
  const bare = await bareReactGzip();
  const ratio = Math.round((initialJs / bare) * 100) / 100;

  // What the initial JS is made of, by package, and whether a lazy-only package slipped in.
  const byOwner = {};
  for (const file of initialFiles) {
    for (const [input, info] of Object.entries(js.outputs[file].inputs)) {
      const owner = ownerOf(input);
      byOwner[owner] = (byOwner[owner] ?? 0) + info.bytesInOutput;
    }
  }
  const composition = Object.entries(byOwner)
    .sort((a, b) => b[1] - a[1])
    .map(([owner, bytes]) => ({ owner, minifiedKb: kb(bytes) }));
  const leaked = LAZY_ONLY.filter((name) => byOwner[name] !== undefined);

  const initialSet = new Set(initialFiles);
  const routes = Object.keys(js.outputs)
    .filter((file) => file.endsWith('.js') && /\.(page|layout)\.tsx$/.test(js.outputs[file].entryPoint ?? ''))
    .map((file) => {
      const extra = staticClosure(js, file).filter((chunk) => !initialSet.has(chunk));
      return {
        module: path.relative(ROOT, js.outputs[file].entryPoint.replace(/^[a-z-]+:/, '')),
        chunk: path.basename(file),
        ownGzipKb: kb(gz(read(file))),
        withStaticImportsBeyondInitialGzipKb: kb(sizeOf(extra, read)),
      };
    })
    .sort((a, b) => a.module.localeCompare(b.module));

  const result = {
    initialJsGzipKb: kb(initialJs),
    initialJsFiles: initialFiles.map((file) => path.basename(file)),
    bareReactGzipKb: kb(bare),
    ratio,
    cssGzipKb: kb(css),
    cssFiles: cssFiles.map((file) => path.basename(file)),
    routes,
    composition,
    lazyOnlyInInitial: leaked,
  };
  const checks = [
    { name: 'Initial JS of / ÷ bare React 19', value: ratio, target: TARGETS.initialJsRatio, unit: '×', ok: ratio <= TARGETS.initialJsRatio },
    { name: 'Initial CSS (gzip)', value: result.cssGzipKb, target: TARGETS.cssGzipKb, unit: 'KB', ok: result.cssGzipKb <= TARGETS.cssGzipKb },
    { name: 'Lazy-only packages in the initial JS of /', value: leaked.length, target: 0, unit: '', ok: leaked.length === 0 },
  ];
  return { ...result, checks, markdown: toMarkdown(result) };
}

function toMarkdown(r) {
  const lines = [
    '## Bundle size (gzip -9)',
    '',
    `Initial JS of \`/\`: **${r.initialJsGzipKb} KB** (${r.initialJsFiles.length} files) — bare React 19 hello-world with the same esbuild settings: ${r.bareReactGzipKb} KB — ratio **${r.ratio} ×** (target ≤ ${TARGETS.initialJsRatio} ×).`,
    '',
    `Initial CSS: **${r.cssGzipKb} KB** (target ≤ ${TARGETS.cssGzipKb} KB).`,
    '',
    `Lazy-only packages (${LAZY_ONLY.join(', ')}) in the initial JS: ${r.lazyOnlyInInitial.length ? r.lazyOnlyInInitial.join(', ') : 'none'}.`,
    '',
    '| route chunk | module | own gzip KB | + static imports beyond initial, gzip KB |',
    '|---|---|---|---|',
    ...r.routes.map((route) => `| ${route.chunk} | ${route.module} | ${route.ownGzipKb} | ${route.withStaticImportsBeyondInitialGzipKb} |`),
    '',
    'Initial JS by package (minified, before gzip):',
    '',
    '| package | KB |',
    '|---|---|',
    ...r.composition.slice(0, 15).map((row) => `| ${row.owner} | ${row.minifiedKb} |`),
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await measureBundles({ build: process.argv.includes('--build') });
  mkdirSync(path.join(ROOT, 'bench', 'reports'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'reports', 'bundle-size.json'), JSON.stringify(result, null, 2));
  writeFileSync(path.join(ROOT, 'bench', 'reports', 'bundle-size.md'), result.markdown + '\n');
  console.log(result.markdown);
  process.exitCode = result.checks.every((check) => check.ok) ? 0 : 1;
}
