import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, matchRoute, type RouteRule } from '../../../src-domain/auth/route-access.policy';

/** Written by the build beside index.html (esbuild.config.mjs `routePreloads`). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The chunks each lazy page needs beyond the entry, and those of the dashboard shell and the use-cases. */
export interface RoutePreloads {
  pages: Record<string, string[]>;
  authLayout: string[];
  services: string[];
}

const NONE: RoutePreloads = { pages: {}, authLayout: [], services: [] };

/** The build's list, or nothing to preload when the build wrote none (an older build, a test root). */
export function readRoutePreloads(webRoot: string): RoutePreloads {
  const file = join(webRoot, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return NONE;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RoutePreloads>;
  return { pages: parsed.pages ?? {}, authLayout: parsed.authLayout ?? [], services: parsed.services ?? [] };
}

/**
 * What a first visit to a route downloads at once rather than one step after another: its page's
 * chunks and, on a dashboard page, the shell and the use-cases that fetch its data. Only asset
 * paths the build produced are ever named.
 */
export function preloadsOf(route: RouteRule, manifest: RoutePreloads): string[] {
  const files = [...(manifest.pages[route.pattern] ?? [])];
  if (route.layout === 'auth') files.push(...manifest.authLayout, ...manifest.services);
  return [...new Set(files)].filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file));
}

/** `<link rel="modulepreload">` for each file, for the end of the page's `<head>`. */
export function preloadLinks(files: string[]): string {
  return files.map((file) => `<link rel="preload" as="script" crossorigin href="${file}">`).join('');
}

/**
 * One page shell per route of the SPA, each with its own preloads, rendered once from `shell`;
 * `shellFor(path)` picks the one for a request path (the plain shell for unknown paths).
 */
export function shellsByRoute(shell: string, manifest: RoutePreloads): (path: string) => string {
  const shells = new Map<string, string>();
  for (const route of ROUTES) {
    const links = preloadLinks(preloadsOf(route, manifest));
    shells.set(route.pattern, links && shell.includes('</head>') ? shell.replace('</head>', `${links}</head>`) : shell);
  }
  return (path) => shells.get(matchRoute(path)?.pattern ?? '') ?? shell;
}
