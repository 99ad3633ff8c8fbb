import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
 * `X-XSRF-TOKEN` on state-changing calls. The cookie is (re)issued on any response to a request
 * without an authentic one; a mismatch is 419. Checked in onRequest, before any body is read.
 */
export function installXsrf(app: FastifyInstance, options: XsrfOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!options.tokens.isAuthentic(cookie)) issueXsrfCookie(reply, options);
    // An unknown route is a 404 whatever the token, as in Laravel where routing comes first.
    if (!STATE_CHANGING.has(request.method) || request.is404) return;
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || !options.tokens.verify(cookie, header)) throw csrfMismatch();
  });
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
