import type { FastifyInstance } from 'fastify';

/** A request slower than this is worth an operator's attention even in production. */
const SLOW_REQUEST_MS = 1_000;

/**
 * One line per finished request instead of Fastify's two. Production logs only what operations
 * act on (server errors and slow requests, at warn): a line for every 2 ms read cost more than the read.
 */
export function installRequestLog(app: FastifyInstance, production: boolean): void {
  // The line is only built when it will be written (not at LOG_LEVEL=warn, nor in production).
  const infoLines = !production && ['trace', 'debug', 'info'].includes(app.log.level);
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const line = () => `${request.method} ${request.url.split('?')[0]} → ${status} in ${ms} ms`;
    if (status >= 500 || ms >= SLOW_REQUEST_MS) request.log.warn({ status, ms }, line());
    else if (infoLines) request.log.info(line());
    done();
  });
}
