import type { FastifyInstance } from 'fastify';
import { guardBodyShape } from '../hardening/body-guard';

/**
 * Replaces Fastify's JSON parser with one that treats an empty body as no body, because clients
 * send `Content-Type: application/json` on body-less calls such as POST /api/logout. Prototype
 * poisoning stays refused as in Fastify's own parser; the body's shape is then guarded (depth, key
 * count, NUL and lone surrogates) before any validation.
 */
export function installJsonBodyParser(app: FastifyInstance, bodyLimit: number): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      // Before any DTO: class-transformer overflows the stack on deep bodies and class-validator's
      // cost grows faster than the key count (issue 12).
      try {
        guardBodyShape(parsed);
      } catch (refusal) {
        return done(refusal as Error, undefined);
      }
      done(null, parsed);
    });
  });
}
