import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VISITOR, routeAccess } from '../../../src-domain/auth/route-access.policy';
import type { ServerConfig } from '../../config/server-config';
import { isApiPath } from '../api-paths';
import { readRoutePreloads, shellsByRoute } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Where the built files live: a missing one there is a JSON 404, never the SPA shell (a stale chunk fails loudly). */
const ASSETS = '/assets';

/** Where src/web/index.html wants the realtime settings; the build keeps the comment. */
export const REALTIME_MARKER = '<!-- server:realtime -->';
/** The `<meta name>` the browser entry reads the realtime settings from. */
export const REALTIME_META_NAME = 'kestrel-realtime';

/** What a browser needs to open the realtime socket: public values only, never the app secret. */
export interface PublicRealtimeSettings {
  /** PUSHER_APP_KEY. */
  key: string;
  /** REALTIME_HOST (APP_URL's host name by default). */
  wsHost: string;
  /** REALTIME_PORT, the real one when it was picked at start. */
  wsPort: number;
}

/** The public part of the realtime configuration. */
export function publicRealtimeSettings(config: ServerConfig): PublicRealtimeSettings {
  return { key: config.pusher.key, wsHost: config.realtimeHost, wsPort: config.realtimePort };
}

/** The `<meta name>` the browser entry reads the catalogue summary from. */
export const CATALOGUE_META_NAME = 'kestrel-catalogue';

/**
 * What the public pages say about each active product, priced by the loan math when the server
 * starts: the home page shows representative APRs without loading the API client (issue 13).
 */
export interface CatalogueSummaryResource {
  alias: string;
  name: string;
  representative_apr: string;
  representative_example: string;
}

/** The page shell with the realtime settings and the catalogue summary in `<meta>`s where the marker is (HTML-escaped JSON). */
export function renderShell(html: string, realtime: PublicRealtimeSettings | null, catalogue: CatalogueSummaryResource[] = []): string {
  if (!html.includes(REALTIME_MARKER)) return html;
  const metas = [
    realtime ? `<meta name="${REALTIME_META_NAME}" content="${escapeAttribute(JSON.stringify(realtime))}">` : '',
    catalogue.length > 0 ? `<meta name="${CATALOGUE_META_NAME}" content="${escapeAttribute(JSON.stringify(catalogue))}">` : '',
  ];
  return html.replace(REALTIME_MARKER, metas.join(''));
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Serves the SPA's index.html for client-side routes (history fallback), with 404 where the SPA has no page. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/**
 * Serves the built SPA from `webRoot`: hashed files under /assets/ cached for a year, everything
 * else (index.html included) revalidated on each load so a deploy takes effect at once. The shell
 * (index.html) carries the public realtime settings, put in at start-up where the marker is.
 * Returns the history fallback, or null when there is no build (the API then runs alone).
 */
export async function installSpa(
  app: FastifyInstance,
  webRoot: string,
  options: { realtime?: PublicRealtimeSettings | null; catalogue?: CatalogueSummaryResource[] } = {},
): Promise<SpaFallback | null> {
  const root = resolve(webRoot);
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ webRoot: root }, 'no SPA build found; serving the API only');
    return null;
  }
  const assetsDir = join(root, 'assets') + sep;
  // Rendered once per route: the settings and the build are fixed for the life of the process.
  const shell = renderShell(readFileSync(join(root, 'index.html'), 'utf8'), options.realtime ?? null, options.catalogue ?? []);
  const shellFor = shellsByRoute(shell, readRoutePreloads(root));
  const sendShell = (reply: FastifyReply, path = '/') =>
    reply
      .code(isSpaRoute(path) ? 200 : 404)
      .header('Cache-Control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(shellFor(path));
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    dotfiles: 'ignore',
    // The build writes .br and .gz beside each asset; the best one the browser accepts is sent.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  // With `index: false` the static handler refuses directories (403); the root is the shell.
  app.get('/', (_request, reply) => sendShell(reply));
  app.get('/index.html', (_request, reply) => sendShell(reply));
  return (request, reply) => {
    if (!isSpaNavigation(request)) return null;
    return sendShell(reply, request.url.split('?')[0]);
  };
}

/**
 * True when the SPA has a page at `path`. The SPA's route table and its route guard read the same
 * route policy of src-domain, so the server answers 404 exactly where the app shows "Page not found"
 * (an unmatched path, or a malformed record id as in `/dashboard/user-loans/abc`).
 */
export function isSpaRoute(path: string): boolean {
  const access = routeAccess(path, VISITOR);
  return access.kind !== 'not-found' && access.kind !== 'invalid-param';
}

/** A browser navigation to a client-side route: GET/HEAD, wants HTML, outside the API and the assets. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (isApiPath(path) || path === ASSETS || path.startsWith(`${ASSETS}/`)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
