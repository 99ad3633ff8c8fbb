import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The built SPA's esbuild metafile (dist/web/meta.json), as the build writes it. */
interface WebMeta {
  js: { outputs: Record<string, { inputs: Record<string, unknown> }> };
}

/**
 * The npm packages whose code is inside the given fetched assets (URL pathnames like
 * `/assets/web-services-X.js`), read from the build's metafile: lets a test or the bench say
 * "this visit downloaded pusher-js" from what Chromium actually requested.
 */
export function packagesInAssets(assetPaths: string[], webRoot = 'dist/web'): Set<string> {
  const meta = JSON.parse(readFileSync(join(webRoot, 'meta.json'), 'utf8')) as WebMeta;
  const packages = new Set<string>();
  for (const asset of assetPaths) {
    const output = meta.js.outputs[join(webRoot, asset).split('\\').join('/')];
    for (const input of Object.keys(output?.inputs ?? {})) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      if (match) packages.add(match[1]);
    }
  }
  return packages;
}
