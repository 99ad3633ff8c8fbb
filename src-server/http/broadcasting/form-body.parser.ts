import type { FastifyInstance } from 'fastify';

/**
 * Parses `application/x-www-form-urlencoded` bodies into a plain object (last value wins), in the
 * scope it is installed in. pusher-js's default auth transport posts forms; the rest of the API stays JSON-only.
 */
export function installFormBodyParser(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}
