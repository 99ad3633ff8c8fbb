import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitsRepository } from '../../db/rate-limits.repository';
import type { Clock } from '../../services/clock.port';

/**
 * A @fastify/rate-limit store on the rate_limits table, so the counters are shared by every
 * API instance. Fixed windows, no "continue exceeding": a blocked key is free again when its
 * window ends, which keeps the lock-out an attacker can cause short.
 */
export function databaseRateLimitStore(repository: RateLimitsRepository, clock: Clock): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = clock.now();
      repository.hit(key, timeWindow, now).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, Date.parse(resetAt) - now.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}
