import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequests } from '../../../src-domain/shared/errors';
import type { RateLimitsRepository } from '../../db/rate-limits.repository';
import type { Clock } from '../../services/clock.port';
import { databaseRateLimitStore } from './rate-limit.store';

export interface Limit {
  /** Names the counter; also the key prefix. */
  name: string;
  max: number;
  windowMs: number;
  /** What the counter is per (IP, IP + e-mail…); hashed before storage so no address is kept in clear. */
  subject: (request: FastifyRequest) => string;
}

/** A preHandler that counts one hit on each limit and answers 429 with Retry-After once any is exceeded. */
export type LimitGuard = ((request: FastifyRequest) => Promise<void>) & {
  /** The stored key of `limit` for `request`, e.g. to clear it after a success. */
  keyOf(limitName: string, request: FastifyRequest): string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Multiplies every limit's allowance (RATE_LIMIT_FACTOR, load tests only). */
    rateLimitFactor: number;
  }
}

/** Registers @fastify/rate-limit with the database store; nothing is limited until a route asks. */
export async function installRateLimits(app: FastifyInstance, repository: RateLimitsRepository, clock: Clock, factor = 1): Promise<void> {
  app.decorate('rateLimitFactor', factor);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(repository, clock) });
}

/**
 * Combines several limits into one guard. Each limit is checked in order; the first exceeded one
 * stops the request, so a flood from one IP does not also consume the per-account counters.
 */
export function limitGuard(app: FastifyInstance, limits: Limit[]): LimitGuard {
  const keyOf = (name: string, request: FastifyRequest): string => {
    const limit = limits.find((l) => l.name === name);
    if (!limit) throw new Error(`Unknown limit ${name}`);
    return `${limit.name}:${digest(limit.subject(request))}`;
  };
  const checks = limits.map((limit) =>
    app.createRateLimit({ max: limit.max * (app.rateLimitFactor ?? 1), timeWindow: limit.windowMs, keyGenerator: (request) => keyOf(limit.name, request) }),
  );
  const guard = async (request: FastifyRequest): Promise<void> => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw new TooManyRequests(Math.max(1, result.ttlInSeconds), 'Too Many Attempts.');
    }
  };
  return Object.assign(guard, { keyOf });
}

function digest(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url');
}
