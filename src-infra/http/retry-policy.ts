import type { HttpMethod } from './http-transport';

/** Statuses worth one more attempt (spec §7). */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every request gets at most this many attempts for transient failures (spec §7: "once"). */
export const MAX_ATTEMPTS = 2;

/**
 * A Retry-After longer than this is not waited for: the caller gets TooManyRequests/Unavailable at
 * once, so a person is told to come back instead of watching a spinner.
 */
export const MAX_RETRY_AFTER_SECONDS = 10;

export const DEFAULT_RETRY_BASE_MS = 300;

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

export function isSafeMethod(method: HttpMethod): boolean {
  return SAFE_METHODS.has(method);
}

/** Writes are repeated only when the server can recognise the repeat by its idempotency key. */
export function mayRetry(method: HttpMethod, idempotencyKey: string | undefined): boolean {
  return isSafeMethod(method) || idempotencyKey !== undefined;
}

/** Seconds from a Retry-After header (delta-seconds or HTTP-date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Date.parse takes nearly anything ("-3" is a year); an HTTP date always names its day and month.
  if (!/[a-z]/i.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Milliseconds to wait before `attempt + 1`: the server's Retry-After when given, else a short linear backoff. */
export function defaultRetryDelay(attempt: number, retryAfterSeconds: number | null): number {
  if (retryAfterSeconds !== null) return Math.min(retryAfterSeconds, MAX_RETRY_AFTER_SECONDS) * 1000;
  return DEFAULT_RETRY_BASE_MS * attempt;
}
