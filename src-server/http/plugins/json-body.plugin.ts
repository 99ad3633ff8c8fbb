import type { FastifyInstance } from 'fastify';

/**
 * Replaces Fastify's JSON parser with one that treats an empty body as no body, because clients
 * send `Content-Type: application/json` on body-less calls such as POST /api/logout. Prototype
 * poisoning stays refused as in Fastify's own parser.
 */
export function installJsonBodyParser(app: FastifyInstance, bodyLimit: number): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
