import type { FastifyInstance } from 'fastify';
import { issueXsrfCookie, type XsrfOptions } from '../plugins/xsrf.plugin';

/** GET /sanctum/csrf-cookie: 204 with a fresh XSRF-TOKEN cookie, as Sanctum answers. */
export function registerCsrfCookieRoutes(app: FastifyInstance, xsrf: XsrfOptions): void {
  app.get('/sanctum/csrf-cookie', async (_request, reply) => {
    issueXsrfCookie(reply, xsrf);
    return reply.code(204).send();
  });
}
