import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { XsrfTokenService } from '../../services/xsrf-token.service';
import { csrfMismatch } from '../http-error';

export const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Laravel's default session lifetime; the client re-fetches /sanctum/csrf-cookie on a 419. */
const XSRF_MAX_AGE_SECONDS = 2 * 60 * 60;

export interface XsrfOptions {
  tokens: XsrfTokenService;
  secureCookies: boolean;
}

/**
 * XSRF as Laravel Sanctum speaks it: an `XSRF-TOKEN` cookie readable by the page, echoed in
 * `X-XSRF-TOKEN` on state-changing calls. The cookie is (re)issued on a response to a browser's
 * request without an authentic one, and with every 419; a mismatch is 419. Checked in onRequest,
 * before any body is read.
 */
export function installXsrf(app: FastifyInstance, options: XsrfOptions): void {
  // A callback hook: it runs on every request and never waits for anything.
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[XSRF_COOKIE];
    const authentic = options.tokens.isAuthentic(cookie);
    if (!authentic && isBrowserLike(request)) issueXsrfCookie(reply, options);
    // An unknown route is a 404 whatever the token, as in Laravel where routing comes first.
    if (!STATE_CHANGING.has(request.method) || request.is404) return done();
    const header = request.headers[XSRF_HEADER];
    if (typeof header === 'string' && authentic && options.tokens.verify(cookie, header)) return done();
    if (!authentic && !isBrowserLike(request)) issueXsrfCookie(reply, options);
    done(csrfMismatch());
  });
}

/**
 * A request that carries cookies, or no bearer token, may come from a browser that needs the
 * cookie. A bearer-only request without cookies is an API client (as Sanctum's token guard sees
 * it): minting it a cookie on every read was ~9 % of the API's CPU, so it gets one from
 * /sanctum/csrf-cookie or with a 419, when it actually has to write.
 */
function isBrowserLike(request: FastifyRequest): boolean {
  return request.headers.cookie !== undefined || request.headers.authorization === undefined;
}

/** Sets a fresh XSRF-TOKEN cookie on `reply`. */
export function issueXsrfCookie(reply: FastifyReply, options: XsrfOptions): void {
  reply.setCookie(XSRF_COOKIE, options.tokens.issue(), {
    path: '/',
    sameSite: 'lax',
    secure: options.secureCookies,
    httpOnly: false,
    maxAge: XSRF_MAX_AGE_SECONDS,
  });
}
