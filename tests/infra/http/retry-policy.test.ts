import { describe, expect, it } from 'vitest';
import {
  MAX_RETRY_AFTER_SECONDS,
  defaultRetryDelay,
  isRetryableStatus,
  mayRetry,
  parseRetryAfter,
} from '../../../src-infra/http/retry-policy';

describe('retry policy', () => {
  it('retries exactly the statuses of spec §7', () => {
    const retryable = Array.from({ length: 200 }, (_, i) => 400 + i).filter(isRetryableStatus);
    expect(retryable).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it('retries reads, and writes only with an idempotency key', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].every((method) => mayRetry(method as 'GET', undefined))).toBe(true);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].some((method) => mayRetry(method as 'POST', undefined))).toBe(false);
    expect(mayRetry('POST', 'key-1')).toBe(true);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-3', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });

  it('waits a short, growing delay by default and the server\'s Retry-After when given, capped', () => {
    expect(defaultRetryDelay(1, null)).toBe(300);
    expect(defaultRetryDelay(2, null)).toBe(600);
    expect(defaultRetryDelay(1, 2)).toBe(2_000);
    expect(defaultRetryDelay(1, 3_600)).toBe(MAX_RETRY_AFTER_SECONDS * 1000);
  });
});
