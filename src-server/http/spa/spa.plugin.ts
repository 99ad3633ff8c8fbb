import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Paths that belong to the API side: they answer JSON 404s, never the SPA shell. */
const NON_SPA_PREFIXES = ['/api/', '/broadcasting/', '/sanctum/', '/assets/'];
const NON_SPA_EXACT = new Set(['/api', '/broadcasting', '/sanctum', '/assets']);

/** Serves the SPA's index.html for client-side routes (history fallback). */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

/**
 * Serves the built SPA from `webRoot`: hashed files under /assets/ cached for a year, everything
 * else (index.html included) revalidated on each load so a deploy takes effect at once.
 * Returns the history fallback, or null when there is no build (the API then runs alone).
 */
export async function installSpa(app: FastifyInstance, webRoot: string): Promise<SpaFallback | null> {
  const root = resolve(webRoot);
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ webRoot: root }, 'no SPA build found; serving the API only');
    return null;
  }
  const assetsDir = join(root, 'assets') + sep;
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
  app.get('/', (_request, reply) => reply.sendFile('index.html'));
  return (request, reply) => {
    if (!isSpaNavigation(request)) return null;
    return reply.sendFile('index.html');
  };
}

/** A browser navigation to a client-side route: GET/HEAD, wants HTML, outside the API prefixes. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (NON_SPA_EXACT.has(path) || NON_SPA_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
