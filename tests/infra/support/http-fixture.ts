import nock from 'nock';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { User } from '../../../src-domain/auth/user.entity';
import type { UserResource } from '../../../src-infra/api/auth/user.resource';
import { FetchTransport } from '../../../src-infra/http/fetch.transport';
import { GotTransport } from '../../../src-infra/http/got.transport';
import { HttpClient, type HttpClientOptions } from '../../../src-infra/http/http-client';
import type { HttpTransport } from '../../../src-infra/http/http-transport';
import { CookieSessionStore } from '../../../src-infra/session/cookie-session.store';
import { MemoryCookies } from '../../../src-infra/session/memory-cookies';

export const BASE_URL = 'http://api.lender.test';

/** Both transports, for `describe.each`: the policy must behave the same over either. */
export const TRANSPORTS: ReadonlyArray<{ name: string; create: () => HttpTransport }> = [
  { name: 'got', create: () => new GotTransport() },
  { name: 'fetch', create: () => new FetchTransport() },
];

export const ADA: User = {
  id: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+447700900123',
  role: 'borrower',
  emailVerifiedAt: null,
  phoneVerifiedAt: '2026-11-22T10:05:00.000Z',
  twoFactorEnabled: false,
  staffRole: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

/** {@link ADA} as the wire carries her. */
export const ADA_RESOURCE: UserResource = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '+447700900123',
  role: 'borrower',
  email_verified_at: null,
  phone_verified_at: '2026-11-22T10:05:00.000Z',
  two_factor_enabled: false,
  staff_role: null,
  created_at: '2026-11-22T10:00:00.000Z',
};

/** An HttpClient on memory cookies, with the delay and the 401 hook recorded instead of acted on. */
export function createClient(transport: HttpTransport, overrides: Partial<HttpClientOptions> = {}) {
  const cookies = new MemoryCookies();
  const sessions = new CookieSessionStore(cookies);
  const onUnauthenticated = vi.fn<() => void>();
  const retryDelay = vi.fn<(attempt: number, retryAfterSeconds: number | null) => number>(() => 0);
  const http = new HttpClient({
    baseUrl: BASE_URL,
    transport,
    cookies,
    sessions,
    onUnauthenticated,
    retryDelay,
    ...overrides,
  });
  return { http, cookies, sessions, onUnauthenticated, retryDelay };
}

/** No real network in infra tests; every interceptor is dropped between tests. */
export function useNock(): void {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());
}

/** Resolves with what the promise rejected with; fails the test if it resolved. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}
