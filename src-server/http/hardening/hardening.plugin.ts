import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Body limits by route: a sign-in needs a few KB, not the global limit. */
export interface RouteBodyLimits {
  /** For every API write that sets no `bodyLimit` of its own. */
  apiDefault: number;
  /** For the sign-in, sign-up and recovery calls: an e-mail, a password, a code. */
  credentials: number;
}

export const DEFAULT_ROUTE_BODY_LIMITS: RouteBodyLimits = { apiDefault: 32 * 1024, credentials: 4 * 1024 };

/** Calls that carry only credentials or codes, and are open to anyone. */
const CREDENTIAL_ROUTES = [
  /^\/api\/(login|register|logout|change-password|forgot-password|reset-password|send-verify-email)$/,
  /^\/api\/(forgot-verify-otp|resend-forgot-otp|resend-verify-otp|verify-phone-otp)$/,
  /^\/api\/v2\/register(\/|$)/,
  /^\/api\/v1\/2fa\//,
];

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The cheap refusals of issue 12, for every route including those registered later:
 * - each API write gets a body limit that fits it unless it declares its own (`bodyLimit` route option),
 * - every API answer carries `Cache-Control: no-store` (and `Pragma: no-cache`), so no token or
 *   personal datum is kept by a browser or a proxy: set with the security headers, in one prebuilt
 *   set per request (`installSecurityHeaders`, ADR 0049),
 * - an answer given before the body was read (419, 415, 413, 401 on a write…) closes the connection, so
 *   Node does not go on reading and discarding a body nobody will use.
 * Install before any route.
 */
export function installHardening(app: FastifyInstance, limits: RouteBodyLimits = DEFAULT_ROUTE_BODY_LIMITS): void {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined || !route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITES.has(method))) return;
    route.bodyLimit = CREDENTIAL_ROUTES.some((pattern) => pattern.test(route.url)) ? limits.credentials : limits.apiDefault;
  });

  // A callback hook, not an async one: it runs on every answer and never waits for anything.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (hasUnreadBody(request, reply)) reply.header('Connection', 'close');
    done(null, payload);
  });
}

/** What every API answer carries so that no token or personal datum is kept by a browser or a proxy. */
export const NO_STORE_HEADERS: Readonly<Record<string, string>> = { 'cache-control': 'no-store, private', pragma: 'no-cache' };

/** True for the API side of the origin (`url` as requested, query included). */
export function isApiRequest(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/broadcasting/') || url.startsWith('/sanctum/');
}

/**
 * True when the request announced a body that has not been read to its end. With `Connection: close`
 * Node ends the socket after the answer instead of draining the rest of the body to reuse it.
 */
function hasUnreadBody(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.statusCode < 400) return false;
  const headers = request.headers;
  const declared = headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
  return declared && !request.raw.complete;
}
