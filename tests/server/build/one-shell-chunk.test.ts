import * as esbuild from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The build script is plain JavaScript (no types): what this test uses of it. */
interface BuildScript {
  oneShellChunkPlugin: (entry: string) => esbuild.Plugin;
  staticClosure: (metafile: esbuild.Metafile, output: string) => string[];
}
const BUILD_SCRIPT: string = '../../../esbuild.config.mjs';
const { oneShellChunkPlugin, staticClosure } = (await import(BUILD_SCRIPT)) as BuildScript;

/**
 * An entry that uses `a`, `b` and `c`, and two lazy modules that each share some of them: esbuild
 * alone gives each of a, b, c its own chunk (each is reached by a different set of entry points).
 */
function writeApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-shell-'));
  const files: Record<string, string> = {
    'a.js': `export const a = 'a';`,
    'b.js': `export const b = 'b';`,
    'c.js': `export const c = 'c';`,
    'main.js': `import { a } from './a.js';\nimport { b } from './b.js';\nimport { c } from './c.js';\nexport const eager = a + b + c;\nexport const lazy = Promise.all([import('./one.js'), import('./two.js'), import('./three.js')]).then(([one, two, three]) => [one.one, two.two, three.default]);`,
    'one.js': `import { a } from './a.js';\nimport { c } from './c.js';\nexport const one = a + c;`,
    'two.js': `import { b } from './b.js';\nimport { c } from './c.js';\nexport const two = b + c;`,
    'three.js': `export default 3;`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

async function build(dir: string, plugins: esbuild.Plugin[]) {
  const outdir = join(dir, `out-${plugins.length}`);
  const result = await esbuild.build({ entryPoints: [join(dir, 'main.js')], outdir, bundle: true, splitting: true, format: 'esm', metafile: true, logLevel: 'silent', plugins });
  const main = Object.keys(result.metafile.outputs).find((file) => result.metafile.outputs[file].entryPoint?.endsWith('main.js'));
  if (!main) throw new Error('no output for main.js');
  return { metafile: result.metafile, main: join(process.cwd(), main), closure: staticClosure(result.metafile, main) };
}

describe('the build’s one shell chunk', () => {
  it('puts everything the entry shares with lazy chunks in one chunk, where esbuild alone makes one per sharing pattern', async () => {
    const dir = writeApp();
    const plain = await build(dir, []);
    const shelled = await build(dir, [oneShellChunkPlugin(join(dir, 'main.js'))]);
    expect(plain.closure.length).toBe(4); // the entry and a, b, c apart
    expect(shelled.closure.length).toBe(2); // the entry and one shell chunk
  });

  it('keeps what each lazy module exports, its default export included', async () => {
    const dir = writeApp();
    const { main } = await build(dir, [oneShellChunkPlugin(join(dir, 'main.js'))]);
    const app = (await import(pathToFileURL(main).href)) as { eager: string; lazy: Promise<unknown[]> };
    expect(app.eager).toBe('abc');
    expect(await app.lazy).toEqual(['ac', 'bc', 3]);
  });
});
