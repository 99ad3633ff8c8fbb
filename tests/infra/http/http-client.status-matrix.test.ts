import nock from 'nock';
import { describe, expect, it } from 'vitest';
import {
  Conflict,
  type DomainError,
  Forbidden,
  NotFound,
  TooManyRequests,
  Unauthenticated,
  Unavailable,
  Unexpected,
  ValidationFailed,
} from '../../../src-domain/shared/errors';
import type { HttpMethod } from '../../../src-infra/http/http-transport';
import { ADA, BASE_URL, TRANSPORTS, createClient, rejectionOf, useNock } from '../support/http-fixture';

type ErrorClass = abstract new (...args: never[]) => DomainError;

const METHODS: readonly HttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SAFE: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);
const RETRYABLE: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const ERROR_FOR_STATUS: ReadonlyArray<[number, ErrorClass]> = [
  [400, Unexpected],
  [401, Unauthenticated],
  [403, Forbidden],
  [404, NotFound],
  [408, Unavailable],
  [409, Conflict],
  [419, Unexpected],
  [422, ValidationFailed],
  [425, Unavailable],
  [429, TooManyRequests],
  [500, Unavailable],
  [502, Unavailable],
  [503, Unavailable],
  [504, Unavailable],
];

/** What the server sees: one attempt, a second for retryable statuses on safe methods, and a
 *  second for a write refused with 419 (after fetching a fresh XSRF cookie). */
function expectedAttempts(status: number, method: HttpMethod): number {
  if (SAFE.has(method)) return RETRYABLE.has(status) ? 2 : 1;
  return status === 419 ? 2 : 1;
}

const CASES = ERROR_FOR_STATUS.flatMap(([status, errorClass]) =>
  METHODS.map((method) => ({ status, method, errorClass, attempts: expectedAttempts(status, method) })),
);

describe.each(TRANSPORTS)('HttpClient over $name: every status × every method', ({ create }) => {
  useNock();

  it.each(CASES)(
    '$method → $status: $attempts attempt(s), then $errorClass.name',
    async ({ status, method, errorClass, attempts }) => {
      const { http, cookies, sessions } = createClient(create());
      cookies.set('XSRF-TOKEN', 'xsrf');
      sessions.write({ token: '1|secret', user: ADA, role: 'borrower' });
      let seen = 0;
      nock(BASE_URL)
        .intercept('/api/things/7', method)
        .times(3)
        .reply(() => {
          seen += 1;
          return [status, { message: 'From the server.', errors: { amount: ['Too much.'] } }, { 'Retry-After': '1' }];
        });
      let xsrfRefreshes = 0;
      nock(BASE_URL)
        .get('/sanctum/csrf-cookie')
        .times(2)
        .reply(() => {
          xsrfRefreshes += 1;
          return [204];
        });

      const error = await rejectionOf(http.request(method, 'api/things/7'));

      expect(error).toBeInstanceOf(errorClass);
      expect((error as DomainError).status).toBe(status);
      expect(seen).toBe(attempts);
      expect(xsrfRefreshes).toBe(status === 419 && !SAFE.has(method) ? 1 : 0);
    },
  );
});
