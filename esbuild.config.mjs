// Builds the SPA (dist/web) and the server (dist/server). `node esbuild.config.mjs` builds once;
// `--watch` rebuilds on change (npm run dev). The helpers are exported for the bundle-size bench.
import * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
export const ROOT = path.dirname(fileURLToPath(import.meta.url));
export const WEB_ENTRY = 'src/web/main.tsx';
export const WEB_CSS_ENTRY = 'src-ui/styles/portal.css';
export const WEB_TEMPLATE = 'src/web/index.html';
export const WEB_OUT = 'dist/web';
export const SERVER_ENTRY = 'src/server/main.ts';
export const SERVER_OUT = 'dist/server/main.js';

/**
 * STACK trap 2: `@blueprintjs/icons`' index re-exports `allPaths`, which statically imports the
 * paths of every icon (~640 KB). We render icon components (`<TickIcon />`), so the table is
 * replaced by a stub; string icons still work through the lazy split-by-size loader.
 */
export const blueprintIconsPlugin = {
  name: 'blueprint-icons-stub',
  setup(build) {
    build.onResolve({ filter: /^\.\/allPaths(\.js)?$/ }, (args) =>
      /[\\/]@blueprintjs[\\/]icons[\\/]/.test(args.importer) ? { path: 'allPaths', namespace: 'blueprint-icons-stub' } : undefined,
    );
    build.onLoad({ filter: /^allPaths$/, namespace: 'blueprint-icons-stub' }, () => ({
      contents:
        'export const IconSvgPaths16 = {}; export const IconSvgPaths20 = {};' +
        'export function getIconPaths() { return undefined; }',
      loader: 'js',
    }));
    // The icon loader checks names against a 34 KB table of every icon name before loading one.
    // Any well-formed name is let through instead; the lazy path loader then finds (or not) its paths.
    build.onResolve({ filter: /^\.\/iconNames(\.js)?$/ }, (args) =>
      /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/.test(args.importer)
        ? { path: 'iconNames', namespace: 'blueprint-icons-stub' }
        : undefined,
    );
    build.onLoad({ filter: /^iconNames$/, namespace: 'blueprint-icons-stub' }, () => ({
      contents:
        'export const IconNames = {};' +
        'export const IconNamesSet = { has: (name) => typeof name === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) };',
      loader: 'js',
    }));
  },
};

/**
 * react-router 7 exposes only its development build through `exports`; the production build it
 * ships beside it has no dev warnings and is a third smaller. Both entry points must map together
 * so that one copy of the router's contexts exists.
 */
export const reactRouterProductionPlugin = {
  name: 'react-router-production',
  setup(build) {
    const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: path.join(dist, args.path === 'react-router' ? 'index.mjs' : 'dom-export.mjs'),
    }));
  },
};

/**
 * esbuild splits chunks by which entry points reach a *file*, not which exports they use, so a
 * barrel import (`import { Button } from '@blueprintjs/core'`) makes every component reachable
 * from the main entry and drags the dashboard's Drawer or the sign-up form's inputs into the
 * landing page's first load. This plugin rewrites each importer's barrel import into direct
 * imports of the modules that define the names it asks for (a per-importer virtual module).
 */
export function barrelPlugin(packages = ['@blueprintjs/core', '@blueprintjs/icons']) {
  const maps = new Map();
  const exportMapOf = (pkg) => {
    if (!maps.has(pkg)) {
      const pkgDir = path.dirname(require.resolve(`${pkg}/package.json`));
      const manifest = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
      maps.set(pkg, collectExports(path.join(pkgDir, manifest.module ?? manifest.main), new Set()));
    }
    return maps.get(pkg);
  };
  const filter = new RegExp(`^(${packages.map((p) => p.replace(/[/.]/g, '\\$&')).join('|')})$`);
  return {
    name: 'barrel-to-direct-imports',
    setup(build) {
      build.onResolve({ filter }, (args) => {
        if (!args.importer || args.namespace !== 'file') return undefined;
        const names = importedNames(readFileSync(args.importer, 'utf8'), args.path);
        if (names === null) return undefined; // namespace import or re-export: keep the barrel
        return { path: `${args.path}?from=${args.importer}`, namespace: 'barrel', pluginData: { pkg: args.path, names } };
      });
      build.onLoad({ filter: /.*/, namespace: 'barrel' }, (args) => {
        const { pkg, names } = args.pluginData;
        const map = exportMapOf(pkg);
        const byFile = new Map();
        for (const name of names) {
          const target = map.get(name);
          if (!target) continue; // a type-only name: nothing to import at run time
          if (!byFile.has(target.file)) byFile.set(target.file, []);
          byFile.get(target.file).push(target.name === name ? name : `${target.name} as ${name}`);
        }
        const contents = [...byFile].map(([file, list]) => `export { ${list.join(', ')} } from ${JSON.stringify(file)};`).join('\n');
        return { contents: contents || 'export {};', loader: 'js', resolveDir: ROOT };
      });
    },
  };
}

/** Names a module imports from `specifier`, or null when it needs the whole module. */
function importedNames(source, specifier) {
  const quoted = `["']${specifier.replace(/[/.]/g, '\\$&')}["']`;
  const names = new Set();
  if (new RegExp(`(import|export)\\s*\\*[^;]*?from\\s*${quoted}`).test(source)) return null;
  if (new RegExp(`import\\s+[A-Za-z_$][\\w$]*\\s*(,|from)[^;]*?${quoted}`).test(source)) return null; // default import
  for (const match of source.matchAll(new RegExp(`(import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'))) {
    if (match[2]) continue; // `import type { … }` is erased
    for (const part of match[3].split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.add(item.split(/\s+as\s+/)[0].trim());
    }
  }
  return [...names];
}

/** Name → defining module of an ES module, following `export … from` and `export *`. */
function collectExports(file, seen) {
  const map = new Map();
  if (seen.has(file)) return map;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const resolveFrom = (spec) => {
    if (!spec.startsWith('.')) return spec;
    const base = path.resolve(path.dirname(file), spec);
    for (const candidate of [base, `${base}.js`, path.join(base, 'index.js')]) if (existsSync(candidate) && !candidate.endsWith(path.sep) && /\.js$/.test(candidate)) return candidate;
    return base;
  };
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const target = resolveFrom(match[2]);
    for (const part of match[1].split(',')) {
      const item = part.trim();
      if (!item) continue;
      const [original, alias] = item.split(/\s+as\s+/).map((x) => x.trim());
      if (original === 'default') map.set(alias, { file: target, name: 'default' });
      else map.set(alias ?? original, { file: target, name: original });
    }
  }
  for (const match of source.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)) {
    const target = resolveFrom(match[1]);
    if (!target.startsWith('/')) continue;
    for (const [name, info] of collectExports(target, seen)) if (!map.has(name)) map.set(name, info);
  }
  for (const match of source.matchAll(/export\s+(?:const|let|var|function\*?|class|async\s+function)\s+([A-Za-z_$][\w$]*)/g)) map.set(match[1], { file, name: match[1] });
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const part of match[1].split(',')) {
      const item = part.trim();
      if (!item) continue;
      const [original, alias] = item.split(/\s+as\s+/).map((x) => x.trim());
      map.set(alias ?? original, { file, name: alias ?? original });
    }
  }
  return map;
}

/**
 * esbuild splits code by the set of entry points that reach a module, and a lazy `import()` is an
 * entry point of its own: it cannot tell that a lazy chunk only ever loads after the main entry.
 * So each module the main entry shares with some of the ~40 lazy chunks became its own small chunk
 * (33 files for a visit to `/`). Here every lazy chunk of our sources also imports what the main
 * entry imports (the entry's own module aside, as it mounts the app), so all those modules are
 * reached by the same set and land in one shared chunk. Nothing more is downloaded: a lazy chunk
 * loads after the entry, which already holds them.
 */
export function oneShellChunkPlugin(entry = WEB_ENTRY) {
  const entryFile = path.resolve(ROOT, entry);
  const shellImports = () =>
    [...readFileSync(entryFile, 'utf8').matchAll(/^import\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]).filter((spec) => spec.startsWith('.'));
  return {
    name: 'one-shell-chunk',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.shell) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { shell: true } });
        if (resolved.errors.length > 0 || resolved.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        return { path: resolved.path, namespace: 'lazy-with-shell' };
      });
      build.onLoad({ filter: /.*/, namespace: 'lazy-with-shell' }, (args) => {
        const shell = shellImports().map((spec) => `import ${JSON.stringify(path.resolve(path.dirname(entryFile), spec))};`);
        const reexport = `export * from ${JSON.stringify(args.path)};`;
        const withDefault = /\bexport\s+default\b/.test(readFileSync(args.path, 'utf8')) ? `\nexport { default } from ${JSON.stringify(args.path)};` : '';
        return { contents: `${shell.join('\n')}\n${reexport}${withDefault}`, loader: 'js', resolveDir: ROOT };
      });
    },
  };
}

/**
 * A package imported lazily (`await import('papaparse')`) becomes a chunk of its own, and an ES
 * module chunk can only export names known at build time: for a CommonJS package esbuild's chunk
 * exports `default` (its `module.exports`) and nothing else, so `const { unparse } = await
 * import('papaparse')` got `undefined` in the built app, while the same code works in an unsplit
 * build, in Vitest and in webpack (evanw/esbuild#3245, #4377: a limit of split ESM output).
 *
 * So every `import('<package>')` in our sources is rewritten to load a small virtual module,
 * `import * as namespace from '<package>'; export { namespace }`, and to hand back that namespace:
 * esbuild's own interop builds it (`__toESM(require_…())`, as an unsplit build does), so the named
 * exports of any CommonJS package — plain, UMD or transpiled with `__esModule` — are there at run
 * time. An ES package gets its own namespace the same way (and one that re-exports CommonJS works
 * too). Type positions (`typeof import('x')`, `import('x').Type`) and relative imports (the
 * one-shell plugin's) are left alone. The package still loads only when the import runs.
 */
export const LAZY_PACKAGE_NAMESPACE = 'lazy-package';
export function lazyPackageNamespacePlugin() {
  const prefix = `${LAZY_PACKAGE_NAMESPACE}:`;
  // `import('spec')`, with what comes before (a `typeof` makes it a type) and the member read after it.
  const dynamicImport = /(\btypeof\s+)?\bimport\(\s*(['"])([^'"\s]+)\2\s*\)(\s*\.\s*[A-Za-z_$][\w$]*)?/g;
  const isPackage = (spec) => !spec.startsWith('.') && !spec.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(spec);
  const loaders = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx', '.js': 'js', '.mjs': 'js', '.cjs': 'js' };
  return {
    name: 'lazy-package-namespace',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.namespace !== 'file' || /[\\/]node_modules[\\/]/.test(args.path) || args.path.endsWith('.d.ts')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import(')) return undefined;
        let rewritten = false;
        const contents = source.replace(dynamicImport, (whole, typeOf, _quote, spec, member) => {
          if (typeOf || !isPackage(spec)) return whole;
          if (member && !/^\s*\.\s*(then|catch|finally)$/.test(member)) return whole; // `import('x').Type`
          rewritten = true;
          return `(import(${JSON.stringify(prefix + spec)}).then((lazy) => lazy.namespace))${member ?? ''}`;
        });
        if (!rewritten) return undefined; // esbuild loads it as usual
        const extension = path.extname(args.path);
        return { contents, loader: build.initialOptions.loader?.[extension] ?? loaders[extension], watchFiles: [args.path] };
      });
      build.onResolve({ filter: new RegExp(`^${prefix}`) }, async (args) => {
        const spec = args.path.slice(prefix.length);
        const resolved = await build.resolve(spec, { kind: 'import-statement', importer: args.importer, resolveDir: args.resolveDir });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        // One module per resolved file (two copies of a package stay two); an external package keeps its name.
        return { path: resolved.external ? spec : resolved.path, namespace: LAZY_PACKAGE_NAMESPACE, pluginData: { spec, resolveDir: args.resolveDir } };
      });
      build.onLoad({ filter: /.*/, namespace: LAZY_PACKAGE_NAMESPACE }, (args) => ({
        contents: `import * as namespace from ${JSON.stringify(args.pluginData.spec)};\nexport { namespace };`,
        loader: 'js',
        resolveDir: args.pluginData.resolveDir,
      }));
    },
  };
}

/** The esbuild settings of the SPA; the bench builds a bare React app with exactly these. */
export function webOptions({ entryPoints, outdir, plugins = [] }) {
  return {
    absWorkingDir: ROOT,
    entryPoints,
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
    platform: 'browser',
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    publicPath: '/',
    jsx: 'automatic',
    legalComments: 'linked',
    sourcemap: 'linked',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.eot': 'file', '.svg': 'file', '.png': 'file' },
    logLevel: 'warning',
    plugins: [barrelPlugin(), blueprintIconsPlugin, reactRouterProductionPlugin, lazyPackageNamespacePlugin(), ...(entryPoints.includes(WEB_ENTRY) ? [oneShellChunkPlugin()] : []), ...plugins],
  };
}

// ---------------------------------------------------------------------------------------------
// CSS: Blueprint ships one 550 KB stylesheet (57 KB gzip). We keep only the rules whose Blueprint
// classes are used by the Blueprint modules and our sources that the JS build actually bundled.

let blueprintClasses = null;
function loadBlueprintClasses() {
  if (!blueprintClasses) blueprintClasses = require('@blueprintjs/core/lib/cjs/common/classes.js');
  return blueprintClasses;
}

/** Blueprint class names reachable from the inputs of a JS metafile. */
export function usedBlueprintClasses(metafile) {
  const Classes = loadBlueprintClasses();
  const ns = Classes.getClassNamespace();
  const constants = Object.entries(Classes).filter(([key, value]) => /^[A-Z0-9_]+$/.test(key) && typeof value === 'string');
  const used = new Set([Classes.DARK, Classes.FOCUS_DISABLED, `${ns}-heading`, `${ns}-text-muted`]);
  const families = new Set();
  // Blueprint custom properties named by scripts (ours set the brand's into the intent variables).
  const vars = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    if (!/(@blueprintjs[\\/]core|^src-ui[\\/]|^src[\\/]web[\\/])/.test(input) || !/\.[cm]?[jt]sx?$/.test(input)) continue;
    // The modules that *define* every class name (and the error texts naming them) use none.
    if (/[\\/]common[\\/](classes|errors)\.js$/.test(input)) continue;
    let source;
    try {
      source = readFileSync(path.join(ROOT, input), 'utf8');
    } catch {
      continue;
    }
    const identifiers = new Set(source.match(/\b[A-Z][A-Z0-9_]+\b/g) ?? []);
    for (const [key, value] of constants) if (identifiers.has(key)) used.add(value);
    for (const literal of source.match(new RegExp(`\\b${ns}-[a-z0-9-]+`, 'g')) ?? []) used.add(literal);
    for (const name of source.match(/--bp-[a-z0-9-]+/g) ?? []) vars.add(name);
    for (const family of ['intentClass', 'elevationClass', 'positionClass', 'alignmentClass']) {
      if (source.includes(family)) families.add(family.replace('Class', ''));
    }
  }
  return { ns, used, families, vars };
}

/** Every `--bp-…` custom property our stylesheets name (they are bundled after Blueprint's). */
function blueprintVarsInOurCss(dir = path.join(ROOT, 'src-ui')) {
  const names = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const name of blueprintVarsInOurCss(full)) names.add(name);
    else if (entry.name.endsWith('.css')) for (const name of readFileSync(full, 'utf8').match(/--bp-[a-z0-9-]+/g) ?? []) names.add(name);
  }
  return names;
}

/** Drops the rules of `css` whose selectors need a Blueprint class nobody uses, and the custom properties nothing reads. Needs postcss. */
export async function pruneBlueprintCss(css, { ns, used, families, vars }) {
  let postcss;
  try {
    postcss = (await import('postcss')).default;
  } catch {
    console.warn('[build] postcss is not installed: Blueprint CSS is bundled whole.');
    return css;
  }
  const classPattern = new RegExp(`\\.(${ns}-[A-Za-z0-9_-]+)`, 'g');
  const familyPattern = new RegExp(`^${ns}-(${[...families].join('|') || '(?!)'})-`);
  // react-transition-group derives `-enter`, `-exit-active`… from a used class (overlays, drawers).
  const transition = /-(enter|exit|appear)(-active|-done)?$/;
  const needed = (name) => used.has(name) || familyPattern.test(name) || (transition.test(name) && used.has(name.replace(transition, '')));
  const root = postcss.parse(css);
  // Blueprint writes each dark rule twice, for `.bp6-dark` and for `[data-bp-color-scheme=dark]`; the
  // portal switches themes by the class (mount-app.tsx), so the attribute's copies never match.
  const unusedScheme = /\[data-bp-color-scheme/;
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => !unusedScheme.test(selector) && [...selector.matchAll(classPattern)].every((m) => needed(m[1])));
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  // Custom properties nothing reads any more (Blueprint declares ~500: palettes, every intent and
  // surface): keep those a kept rule, one of our stylesheets or a script names, and what they name.
  const declared = [];
  const needs = new Set([...(vars ?? []), ...blueprintVarsInOurCss()]);
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) declared.push(decl);
    else for (const name of decl.value.match(/--[a-z0-9-]+/g) ?? []) needs.add(name);
  });
  for (let grew = true; grew; ) {
    grew = false;
    for (const decl of declared) {
      if (!needs.has(decl.prop)) continue;
      for (const name of decl.value.match(/--[a-z0-9-]+/g) ?? []) if (!needs.has(name)) (needs.add(name), (grew = true));
    }
  }
  for (const decl of declared) if (!needs.has(decl.prop)) decl.remove();
  root.walkRules((rule) => {
    if (rule.nodes && rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (/^(media|supports|container|layer)$/i.test(atRule.name) && atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

function blueprintCssPrunePlugin(getClasses) {
  return {
    name: 'blueprint-css-prune',
    setup(build) {
      build.onLoad({ filter: /[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]css[\\/]blueprint\.css$/ }, async (args) => {
        const css = readFileSync(args.path, 'utf8');
        const classes = getClasses();
        return { contents: classes ? await pruneBlueprintCss(css, classes) : css, loader: 'css' };
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// index.html

/** The output file of `entry` in a metafile, and every chunk it imports statically (transitively). */
export function staticClosure(metafile, outputPath) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !metafile.outputs[file]) return;
    seen.add(file);
    for (const imported of metafile.outputs[file].imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(outputPath);
  return [...seen];
}

/** The output of a given entry point. */
export function outputOf(metafile, entryPoint) {
  return Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint === entryPoint && file.endsWith('.js'));
}

function webUrl(outdir, file) {
  return '/' + path.relative(outdir, file).split(path.sep).join('/');
}

export const PAGES_SOURCE = 'src-ui/app/pages.ts';
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The lazy chunk built for `sourceFile` (a dynamic import), if any; ours carry the shell plugin's namespace. */
export function lazyOutputOf(metafile, sourceFile) {
  const absolute = path.join(ROOT, sourceFile);
  return Object.keys(metafile.outputs).find((file) => {
    const entryPoint = metafile.outputs[file].entryPoint;
    return file.endsWith('.js') && entryPoint !== undefined && path.resolve(ROOT, entryPoint.replace(/^[a-z-]+:/, '')) === absolute;
  });
}

/** `../loans/user-loans.page` imported from src-ui/app → the source file it names. */
function sourceOf(specifier, fromDir) {
  const base = path.join(fromDir, specifier);
  const found = ['.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(path.join(ROOT, file)));
  return found ?? base;
}

/**
 * What the server can tell a browser to fetch with the page shell, before the entry has run and
 * asked for it (issue 13: otherwise the dashboard waits for entry → page and shell → their shared
 * chunks → data, one after another). For each lazy page of pages.ts: its chunk and the chunks it
 * imports; then the dashboard shell's and the use-cases' the same way. The entry's own closure is
 * left out: index.html preloads it for every page.
 */
export function routePreloads(metafile, { outdir = WEB_OUT, pagesSource = PAGES_SOURCE } = {}) {
  const entryClosure = new Set(staticClosure(metafile, outputOf(metafile, WEB_ENTRY)));
  const urlsOf = (sourceFile) => {
    const output = lazyOutputOf(metafile, sourceFile);
    return output ? staticClosure(metafile, output).filter((file) => !entryClosure.has(file)).map((file) => webUrl(outdir, file)) : [];
  };
  const pages = {};
  const source = readFileSync(path.join(ROOT, pagesSource), 'utf8');
  for (const match of source.matchAll(/path:\s*'([^']+)'[^}]*?import\('([^']+)'\)/g)) {
    const urls = urlsOf(sourceOf(match[2], path.dirname(pagesSource)));
    if (urls.length > 0) pages[match[1]] = urls;
  }
  return { pages, authLayout: urlsOf('src-ui/layouts/auth.layout.tsx'), services: urlsOf('src/web/web-services.ts') };
}

/** Writes dist/web/index.html from the template with the hashed entry, its CSS and modulepreloads. */
export function writeIndexHtml({ jsMeta, cssFiles, outdir = WEB_OUT, template = WEB_TEMPLATE }) {
  const entry = outputOf(jsMeta, WEB_ENTRY);
  const preloads = staticClosure(jsMeta, entry).filter((file) => file !== entry);
  const head = [
    ...cssFiles.map((file) => `<link rel="stylesheet" href="${webUrl(outdir, file)}">`),
    ...preloads.map((file) => `<link rel="modulepreload" href="${webUrl(outdir, file)}">`),
    `<script type="module" src="${webUrl(outdir, entry)}"></script>`,
  ].join('\n    ');
  const html = readFileSync(path.join(ROOT, template), 'utf8');
  if (!html.includes('<!-- build:assets -->')) throw new Error(`${template} must contain <!-- build:assets -->`);
  writeFileSync(path.join(ROOT, outdir, 'index.html'), html.replace('<!-- build:assets -->', head));
}

// ---------------------------------------------------------------------------------------------

/** Builds the SPA: JS (split per route), then the pruned CSS, then index.html and meta.json. */
export async function buildWeb({ watch = false, outdir = WEB_OUT } = {}) {
  if (!existsSync(path.join(ROOT, WEB_ENTRY))) {
    console.warn(`[build] ${WEB_ENTRY} does not exist yet: SPA skipped.`);
    return null;
  }
  if (!watch) rmSync(path.join(ROOT, outdir), { recursive: true, force: true });
  mkdirSync(path.join(ROOT, outdir), { recursive: true });
  let jsMeta = null;
  let classes = null;
  let cssFiles = [];

  const finish = () => {
    if (!jsMeta || cssFiles.length === 0) return;
    const jsCss = Object.keys(jsMeta.outputs).filter((file) => file.endsWith('.css') && jsMeta.outputs[file].entryPoint === undefined && jsMeta.outputs[file].cssBundle === undefined);
    writeIndexHtml({ jsMeta, cssFiles: [...cssFiles, ...jsCss], outdir });
    writeFileSync(path.join(ROOT, outdir, 'meta.json'), JSON.stringify({ js: jsMeta, css: cssFiles, entry: WEB_ENTRY }, null, 1));
    writeFileSync(path.join(ROOT, outdir, ROUTE_PRELOADS_FILE), JSON.stringify(routePreloads(jsMeta, { outdir }), null, 1));
  };

  const cssOptions = {
    ...webOptions({ entryPoints: [WEB_CSS_ENTRY], outdir, plugins: [blueprintCssPrunePlugin(() => classes)] }),
    splitting: false,
    format: undefined,
    sourcemap: false,
    plugins: [blueprintCssPrunePlugin(() => classes)],
  };
  const onCssEnd = {
    name: 'css-done',
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length) return;
        cssFiles = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.css'));
        finish();
      });
    },
  };
  const cssContext = await esbuild.context({ ...cssOptions, plugins: [...cssOptions.plugins, onCssEnd] });

  const onJsEnd = {
    name: 'js-done',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length) return;
        jsMeta = result.metafile;
        classes = usedBlueprintClasses(jsMeta);
        await cssContext.rebuild();
      });
    },
  };
  const jsContext = await esbuild.context(webOptions({ entryPoints: [WEB_ENTRY], outdir, plugins: [onJsEnd] }));

  if (watch) {
    await jsContext.watch();
    await cssContext.watch();
    console.log(`[build] watching ${WEB_ENTRY} and ${WEB_CSS_ENTRY} → ${outdir}`);
    return { jsContext, cssContext };
  }
  try {
    await jsContext.rebuild();
  } finally {
    await jsContext.dispose();
    await cssContext.dispose();
  }
  precompress(path.join(ROOT, outdir));
  return { jsMeta, cssFiles };
}

/**
 * Writes a Brotli and a gzip copy beside every text asset, so the server sends compressed bytes
 * without compressing on each request (@fastify/static `preCompressed`).
 */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html|svg|txt|webmanifest)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
}

/** `import text from './x.md?raw'`: the lender's Markdown templates as text, as vitest (vite) reads them. */
export const markdownRawPlugin = {
  name: 'markdown-raw',
  setup(build) {
    build.onResolve({ filter: /\.md\?raw$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'markdown-raw',
    }));
    build.onLoad({ filter: /.*/, namespace: 'markdown-raw' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
      watchFiles: [args.path],
    }));
  },
};

/** Builds the server bundle; skipped until its entry exists. */
export async function buildServer({ watch = false } = {}) {
  if (!existsSync(path.join(ROOT, SERVER_ENTRY))) {
    console.warn(`[build] ${SERVER_ENTRY} does not exist yet: server skipped.`);
    return null;
  }
  const options = {
    absWorkingDir: ROOT,
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [markdownRawPlugin],
  };
  if (watch) {
    const context = await esbuild.context(options);
    await context.watch();
    console.log(`[build] watching ${SERVER_ENTRY} → ${SERVER_OUT}`);
    return context;
  }
  return esbuild.build(options);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const watch = process.argv.includes('--watch');
  const started = Date.now();
  try {
    await Promise.all([buildWeb({ watch }), buildServer({ watch })]);
    if (!watch) console.log(`[build] done in ${Date.now() - started} ms`);
  } catch (error) {
    if (!error?.errors) console.error(error);
    process.exitCode = 1;
  }
}
