import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** The build script is plain JavaScript (no types): what this test uses of it. */
interface BuildScript {
  lazyPackageNamespacePlugin: () => esbuild.Plugin;
  webOptions: (options: { entryPoints: string[]; outdir: string }) => esbuild.BuildOptions;
  staticClosure: (metafile: esbuild.Metafile, output: string) => string[];
}
const BUILD_SCRIPT: string = '../../../esbuild.config.mjs';
const { lazyPackageNamespacePlugin, webOptions, staticClosure } = (await import(BUILD_SCRIPT)) as BuildScript;

/**
 * A fixture app whose entry lazily imports packages of every shape a browser app meets: CommonJS
 * (`exports.x =`), a UMD bundle (papaparse's shape), Babel output with `__esModule` (ics' shape),
 * an ES package, and an ES package that re-exports CommonJS. The entry is TypeScript and also names
 * the packages in type positions, which must stay types.
 */
function writeApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-lazy-cjs-'));
  const files: Record<string, string> = {
    'node_modules/plain-cjs/package.json': JSON.stringify({ name: 'plain-cjs', main: 'index.js' }),
    'node_modules/plain-cjs/index.js': `exports.unparse = (rows) => rows.map((r) => r.join(',')).join('\\n');\nexports.VERSION = '1.0';`,
    'node_modules/umd-lib/package.json': JSON.stringify({ name: 'umd-lib', main: 'umd.js' }),
    'node_modules/umd-lib/umd.js': `!function(e,t){"function"==typeof define&&define.amd?define([],t):"object"==typeof module&&"undefined"!=typeof exports?module.exports=t():e.Umd=t()}(this,function(){return {unparse:function(r){return r.length+' rows'},parse:function(t){return t.split(',')}}});`,
    'node_modules/babel-cjs/package.json': JSON.stringify({ name: 'babel-cjs', main: 'dist/index.js' }),
    'node_modules/babel-cjs/dist/index.js': `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.createEvents = createEvents;\nexports.default = "the default";\nfunction createEvents(list) { return { error: null, value: 'BEGIN:VCALENDAR ' + list.length }; }`,
    'node_modules/esm-lib/package.json': JSON.stringify({ name: 'esm-lib', type: 'module', main: 'index.js' }),
    'node_modules/esm-lib/index.js': `export const named = 'named';\nexport default 'esm default';`,
    'node_modules/esm-over-cjs/package.json': JSON.stringify({ name: 'esm-over-cjs', main: 'lib.cjs', module: 'index.mjs' }),
    'node_modules/esm-over-cjs/index.mjs': `export * from './lib.cjs';`,
    'node_modules/esm-over-cjs/lib.cjs': `exports.fromCjs = () => 'through ESM';`,
    'main.ts': [
      `type Plain = typeof import('plain-cjs'); // types: left alone`,
      `export type Named = import('esm-lib').Named;`,
      `export const loaded = () => ({ plain: import('plain-cjs'), umd: import('umd-lib') });`,
      `export async function run(): Promise<unknown> {`,
      `  const { unparse, VERSION } = (await import('plain-cjs')) as Plain;`,
      `  const umd = await import("umd-lib");`,
      `  const { createEvents, default: babelDefault } = await import('babel-cjs');`,
      `  const esm = await import('esm-lib');`,
      `  const fromCjs = await import('esm-over-cjs').then((m) => m.fromCjs);`,
      `  return { csv: unparse([['a', 1]]), VERSION, umd: [umd.unparse([1, 2]), umd.parse('x,y'), typeof umd.default], ics: createEvents([{}]).value, babelDefault, esm: [esm.named, esm.default], fromCjs: fromCjs() };`,
      `}`,
    ].join('\n'),
    'types.d.ts': ['plain-cjs', 'umd-lib', 'babel-cjs', 'esm-lib', 'esm-over-cjs'].map((name) => `declare module '${name}';`).join('\n'),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function build(options: esbuild.BuildOptions) {
  const result = await esbuild.build({ ...options, metafile: true, logLevel: 'silent' });
  const main = Object.keys(result.metafile.outputs).find((file) => result.metafile.outputs[file].entryPoint?.endsWith('main.ts') && file.endsWith('.js'));
  if (!main) throw new Error('no output for main.ts');
  const app = (await import(pathToFileURL(join(String(options.absWorkingDir ?? process.cwd()), main)).href)) as { run: () => Promise<unknown> };
  return { app, metafile: result.metafile, main };
}

const EXPECTED = {
  csv: 'a,1',
  VERSION: '1.0',
  umd: ['2 rows', ['x', 'y'], 'object'],
  ics: 'BEGIN:VCALENDAR 1',
  babelDefault: 'the default',
  esm: ['named', 'esm default'],
  fromCjs: 'through ESM',
};

describe('lazily imported packages in the code-split build', () => {
  it('esbuild alone: a lazily imported CommonJS package exposes only `default` (evanw/esbuild#3245), so its named exports are undefined', async () => {
    const dir = writeApp();
    dirs.push(dir);
    const { app } = await build({ absWorkingDir: dir, entryPoints: ['main.ts'], outdir: 'plain', bundle: true, splitting: true, format: 'esm' });
    await expect(app.run()).rejects.toThrow(/unparse is not a function/);
  });

  it('with the plugin, every shape of package gives its named exports (and its default) to `await import()`', async () => {
    const dir = writeApp();
    dirs.push(dir);
    const { app } = await build({ absWorkingDir: dir, entryPoints: ['main.ts'], outdir: 'fixed', bundle: true, splitting: true, format: 'esm', plugins: [lazyPackageNamespacePlugin()] });
    expect(await app.run()).toEqual(EXPECTED);
  });

  it('with the SPA’s own settings (minified, split, every plugin), the packages still load only when imported', async () => {
    const dir = writeApp();
    dirs.push(dir);
    const options = webOptions({ entryPoints: [join(dir, 'main.ts')], outdir: join(dir, 'web') });
    expect(options.plugins?.map((plugin) => plugin.name)).toContain('lazy-package-namespace');
    // Served from `/` in the app; relative here, so Node can import the chunks from disk.
    const { app, metafile, main } = await build({ ...options, publicPath: '', sourcemap: false, legalComments: 'none' });
    expect(await app.run()).toEqual(EXPECTED);

    const eagerInputs = staticClosure(metafile, main).flatMap((file) => Object.keys(metafile.outputs[file].inputs));
    expect(eagerInputs.filter((input) => input.includes('node_modules'))).toEqual([]);
    const lazyChunks = Object.values(metafile.outputs).filter((output) => output.entryPoint?.startsWith('lazy-package:'));
    expect(lazyChunks.map((output) => output.exports)).toEqual(Array(5).fill(['namespace']));
  });
});
