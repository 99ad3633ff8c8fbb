import type { FastifyInstance } from 'fastify';
import type { IdempotencyKeysRepository } from '../../db/idempotency-keys.repository';
import type { RateLimitsRepository } from '../../db/rate-limits.repository';
import type { TokensRepository } from '../../db/tokens.repository';
import type { Clock } from '../../services/clock.port';

const INTERVAL_MS = 10 * 60 * 1000;

/** Periodically deletes ended rate-limit windows, expired tokens and expired idempotency keys, so no table grows without bound. */
export function installHousekeeping(
  app: FastifyInstance,
  deps: { rateLimits: RateLimitsRepository; tokens: TokensRepository; idempotencyKeys?: IdempotencyKeysRepository; clock: Clock },
): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      const now = deps.clock.now();
      Promise.all([deps.rateLimits.purgeExpired(now), deps.tokens.deleteExpired(now), deps.idempotencyKeys?.purgeExpired(now)]).catch((error: unknown) =>
        app.log.warn({ err: error }, 'housekeeping failed'),
      );
    }, INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
