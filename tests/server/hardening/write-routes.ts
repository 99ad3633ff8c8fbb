import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app';

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
}

/** Every API write the app registered (but logout), `:id`-style parameters filled with 1. */
export function writeRoutesOf(t: TestApp): WriteRoute[] {
  return t.routes
    .flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, url: route.url })))
    .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.url.startsWith('/api/') && route.url !== '/api/logout')
    .map((route) => ({ method: route.method as WriteRoute['method'], url: route.url.replace(/:[a-z_]+/g, '1') }));
}

/** Sends `payload` as a signed-in SPA would (XSRF pair, bearer), with whatever Content-Type it is given. */
export function sendRaw(app: FastifyInstance, route: WriteRoute, auth: { token: string; xsrf: string }, payload: string | Buffer, contentType?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${auth.token}`, cookie: `XSRF-TOKEN=${encodeURIComponent(auth.xsrf)}`, 'x-xsrf-token': auth.xsrf };
  if (contentType !== undefined) headers['content-type'] = contentType;
  return app.inject({ method: route.method, url: route.url, headers, payload });
}

/** What every refusal looks like to a caller: a 4xx (never 5xx) with Laravel's `message`. */
export function expectHonestAnswer(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode >= 400) expect(typeof response.json().message, what).toBe('string');
}
