import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerConfig } from '../../config/server-config';
import { isApiRequest, NO_STORE_HEADERS } from '../hardening/hardening.plugin';

/**
 * The Content-Security-Policy the built SPA runs under. Blueprint positions popovers with inline
 * styles, hence 'unsafe-inline' for styles only; scripts are same-origin files, never inline.
 */
export function contentSecurityPolicy(config: ServerConfig): Record<string, string[]> {
  const https = config.appUrl.startsWith('https:');
  const realtime = `${config.realtimeHost}:${config.realtimePort}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", `ws://${realtime}`, `wss://${realtime}`],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

function helmetOptions(config: ServerConfig): HelmetOptions {
  const https = config.appUrl.startsWith('https:');
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, computed once: no directive depends on the request (no nonces), so
 * building the policy for every response (~10 % of the API's CPU under load) bought nothing.
 */
export function securityHeaders(config: ServerConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * What an API answer keeps of the page's headers (ADR 0049). A JSON answer is never rendered as a
 * page, so the headers that only steer a document (COOP, Origin-Agent-Cluster, DNS prefetch, IE's
 * download and XSS switches, Flash's cross-domain policies) do nothing on it but cost node a
 * validation each. These stay: nosniff (a JSON body is never run as script or style), CORP (no other
 * site may load it in a no-cors request), HSTS (behind https), the CSP and X-Frame-Options (an answer
 * opened in a frame is refused), and the Referrer-Policy.
 */
const API_ANSWER_HEADERS = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
] as const;

/** The headers of an API answer: the security headers it needs, and never kept by a browser or proxy (issue 12). */
export function apiAnswerHeaders(config: ServerConfig): Record<string, string> {
  const page = securityHeaders(config);
  const headers: Record<string, string> = {};
  for (const name of API_ANSWER_HEADERS) if (page[name] !== undefined) headers[name] = page[name];
  return { ...headers, ...NO_STORE_HEADERS };
}

/**
 * Security headers on every response (API, SPA and errors alike); HSTS only behind https. Both sets
 * are built once and set by one hook, before any route runs, so a route may still add to them.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const page = securityHeaders(config);
  const api = apiAnswerHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiRequest(request.url) ? api : page);
    done();
  });
}
