import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../api-paths';

/** A request slower than this is worth an operator's attention even in production. */
const SLOW_REQUEST_MS = 1_000;

/**
 * One line per finished request instead of Fastify's two. Production logs only what operations
 * act on (server errors and slow requests, at warn): a line for every 2 ms read cost more than the read.
 * Development logs API calls at info; the SPA's files and page shell only at debug, since one page
 * load fetches dozens of them and they drowned the API calls (issue 27).
 */
export function installRequestLog(app: FastifyInstance, production: boolean): void {
  // The line is only built when it will be written (not at LOG_LEVEL=warn, nor in production).
  const apiLines = !production && ['trace', 'debug', 'info'].includes(app.log.level);
  const staticLines = !production && ['trace', 'debug'].includes(app.log.level);
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    // The path is only cut from the URL when a line may be written: in production a read writes none.
    if (status >= 500 || ms >= SLOW_REQUEST_MS) request.log.warn({ status, ms }, lineOf(request.method, pathOf(request.url), status, ms));
    else if (apiLines || staticLines) {
      const path = pathOf(request.url);
      if (isApiPath(path)) {
        if (apiLines) request.log.info(lineOf(request.method, path, status, ms));
      } else if (staticLines) request.log.debug(lineOf(request.method, path, status, ms));
    }
    done();
  });
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function lineOf(method: string, path: string, status: number, ms: number): string {
  return `${method} ${path} → ${status} in ${ms} ms`;
}
