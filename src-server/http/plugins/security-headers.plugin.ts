import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config/server-config';

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

/** Security headers on every response (API, SPA and errors alike); HSTS only behind https. */
export async function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const https = config.appUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
