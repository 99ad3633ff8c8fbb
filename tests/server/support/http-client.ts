import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { latestLink, outboxDirOf } from './outbox';

/** What a browser would hold: the XSRF-TOKEN cookie value, decoded. */
export async function fetchXsrfToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
  return xsrfCookieOf(response) ?? '';
}

/** The XSRF-TOKEN value a response sets, decoded, or undefined. */
export function xsrfCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

export interface CallOptions {
  token?: string;
  xsrf?: string | null;
  headers?: Record<string, string>;
}

/** A state-changing JSON call as the SPA sends it: XSRF cookie + header, optional bearer. */
export async function send(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const xsrf = options.xsrf === undefined ? await fetchXsrfToken(app) : options.xsrf;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (xsrf !== null) {
    headers.cookie = `XSRF-TOKEN=${encodeURIComponent(xsrf)}`;
    headers['x-xsrf-token'] = xsrf;
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  return app.inject({ method, url, headers, payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
}

/** GET with the usual API headers. */
export function get(app: FastifyInstance, url: string, token?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return app.inject({ method: 'GET', url, headers });
}

let counter = 0;

/** A valid registration body with a unique e-mail. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada.${process.pid}.${counter}@example.com`,
    phone: '+447700900123',
    password: 'Analytical-Engine-1843',
    password_confirmation: 'Analytical-Engine-1843',
    terms: true,
    ...overrides,
  };
}

/**
 * Registers a borrower the way a person does — the form, then the link in the e-mail with the
 * password chosen — and returns the bearer token and the e-mail used.
 */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<{ token: string; email: string; password: string }> {
  const body = registration(overrides);
  const confirmed = await signUp(app, body);
  if (confirmed.statusCode !== 201) throw new Error(`sign-up confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { token: confirmed.json().data.token, email: body.email as string, password: body.password as string };
}

/**
 * POST /api/register with `body`, then the e-mailed link with its password, both with `options`
 * (a browser's headers); answers the confirmation's response (201 with the token when all went well).
 */
export async function signUp(app: FastifyInstance, body: Record<string, unknown>, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const requested = await send(app, 'POST', '/api/register', body, options);
  if (requested.statusCode !== 202) throw new Error(`register failed: ${requested.statusCode} ${requested.body}`);
  const link = await latestLink(outboxDirOf(app), String(body.email).toLowerCase(), 0, 'sign-up-confirmation');
  return send(app, 'POST', '/api/register/confirm', { token: signUpTokenOf(link), password: body.password }, options);
}

/** The token of a sign-up link (`…/auth/sign-up#confirm=…` or `…/auth/sign-up1#confirm=…`). */
export function signUpTokenOf(link: string): string {
  const token = new URLSearchParams(new URL(link).hash.slice(1)).values().next().value;
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
