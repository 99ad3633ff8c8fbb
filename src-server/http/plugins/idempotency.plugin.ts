import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import type { IdempotencyClaim, IdempotencyKeysRepository, StoredResponse } from '../../db/idempotency-keys.repository';
import type { SecretBox } from '../../services/account-security/secret-box.service';
import type { Clock } from '../../services/clock.port';
import { XSRF_COOKIE } from './xsrf.plugin';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** An unfinished claim older than this is taken to be from a crashed instance, and this very request may claim it again. */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** 1–255 visible ASCII characters (no spaces, no controls). */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
/** The headers worth replaying; the rest (cookies, security headers) belong to each answer. */
const REPLAYED_HEADERS = ['content-type', 'location', 'retry-after'] as const;

export const MESSAGES = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  mismatch: 'This Idempotency-Key was used for a different request.',
  inProgress: 'A request with this Idempotency-Key is still being processed.',
} as const;

export interface IdempotencyOptions {
  repository: IdempotencyKeysRepository;
  clock: Clock;
  /** Seals stored bodies: a replayed sign-up answer holds a bearer token, which must not lie in the database in clear. */
  box: SecretBox;
  ttlMs?: number;
  leaseMs?: number;
}

/**
 * `Idempotency-Key` on POST/PUT/PATCH/DELETE: the first request claims the key and its final answer
 * is kept for 24 h; a repeat gets that answer again (`Idempotent-Replayed: true`), a repeat while the
 * first still runs gets 409 with Retry-After: 1, and the key on another request gets 422. A 5xx, 409
 * or 429 gives the key back so the client may retry. The check runs as the last preHandler of every
 * write route, after XSRF (onRequest) and the route's own auth and limits, so a refused request claims
 * nothing; a request without the header costs nothing more.
 */
export function installIdempotency(app: FastifyInstance, options: IdempotencyOptions): void {
  const times = { ttlMs: options.ttlMs ?? IDEMPOTENCY_TTL_MS, leaseMs: options.leaseMs ?? IDEMPOTENCY_LEASE_MS };
  const claims = new WeakMap<FastifyRequest, IdempotencyClaim>();

  const guard = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const key = request.headers['idempotency-key'];
    if (key === undefined) return undefined;
    if (typeof key !== 'string' || !VALID_KEY.test(key)) throw new ValidationFailed({ [IDEMPOTENCY_HEADER]: [MESSAGES.invalid] });

    const result = await options.repository.claim(
      { scope: scopeOf(request), key, method: request.method, path: request.url, requestHash: bodyHash(request.body) },
      options.clock.now(),
      times,
    );
    switch (result.outcome) {
      case 'claimed':
        claims.set(request, result.claim);
        return undefined;
      case 'mismatch':
        throw new ValidationFailed({ [IDEMPOTENCY_HEADER]: [MESSAGES.mismatch] }, MESSAGES.mismatch);
      case 'in-progress':
        return reply.code(409).header('Retry-After', '1').send({ message: MESSAGES.inProgress });
      case 'completed':
        return replay(request, reply, result.response, options.box);
    }
  };

  // Kept before the answer leaves, so a client that lost it and retries at once finds it stored.
  const store: onSendHookHandler = async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    try {
      const status = reply.statusCode;
      const body = payload === undefined || payload === null ? '' : typeof payload === 'string' ? payload : null;
      if (status >= 500 || status === 409 || status === 429 || status < 200 || body === null) {
        await options.repository.release(claim);
      } else {
        await options.repository.complete(claim, { status, headers: replayableHeaders(reply), body: options.box.seal(body) });
      }
    } catch (error) {
      request.log.error({ err: error }, 'could not store the idempotent answer');
      await options.repository.release(claim).catch(() => undefined);
    }
    return payload;
  };

  // An answer that never went through onSend (a hijacked or broken reply) gives its key back.
  const releaseUnsent: onResponseHookHandler = async (request) => {
    const claim = claims.get(request);
    if (!claim) return;
    claims.delete(request);
    await options.repository.release(claim).catch((error: unknown) => request.log.warn({ err: error }, 'could not release an idempotency key'));
  };

  // Only write routes can hold a claim, so only they carry the hooks: a read pays for none of them.
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => WRITES.has(method))) return;
    route.preHandler = [...hooksOf(route.preHandler), guard as preHandlerHookHandler];
    route.onSend = [...hooksOf(route.onSend), store];
    route.onResponse = [...hooksOf(route.onResponse), releaseUnsent];
  });
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/** Whose keys these are: the signed-in user's, or else this browser's (its XSRF cookie), so strangers never share keys. */
function scopeOf(request: FastifyRequest): string {
  if (request.user) return `user:${request.user.id}`;
  const cookie = request.cookies[XSRF_COOKIE];
  return `anon:${createHash('sha256').update(cookie ? `xsrf:${cookie}` : `ip:${request.ip}`).digest('base64url')}`;
}

/** The body as parsed: the same bytes always give the same hash; only JSON whitespace would not matter. */
function bodyHash(body: unknown): string {
  return createHash('sha256').update(body === undefined ? '' : JSON.stringify(body)).digest('hex');
}

function replayableHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

function replay(request: FastifyRequest, reply: FastifyReply, stored: StoredResponse, box: SecretBox): FastifyReply {
  const body = box.open(stored.body);
  reply.code(stored.status).header(REPLAYED_HEADER, 'true');
  if (body === null) {
    // Sealed under another APP_KEY: the write happened, but its answer cannot be shown again.
    request.log.warn('an idempotent answer could not be unsealed (APP_KEY changed?)');
    return reply.type('application/json; charset=utf-8').send({ message: 'This request was already processed.' });
  }
  for (const [name, value] of Object.entries(stored.headers)) reply.header(name, value);
  return reply.send(body === '' ? undefined : body);
}
