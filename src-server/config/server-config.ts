import { DEV_APP_KEY, decodeAppKey } from '../services/app-key.service';
import type { ScryptParams } from '../services/password.service';
import { OWASP_SCRYPT } from '../services/password.service';

/** Everything the server needs to know about its deployment. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one (tests). */
  port: number;
  /** Interface to bind; 127.0.0.1 unless HOST says otherwise (containers set HOST=0.0.0.0). */
  host: string;
  databaseUrl: string;
  /** Public origin of the app, e.g. https://portal.example.com; decides Secure cookies and HSTS. */
  appUrl: string;
  appKey: string;
  /** Host browsers use for the realtime websocket; defaults to APP_URL's host name. */
  realtimeHost: string;
  realtimePort: number;
  /** Folder of the built SPA; the API runs without it. */
  webRoot: string;
  /** Fastify's trustProxy: false, true, a hop count or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** Token lifetimes: plain sign-in and "remember me". */
  tokenTtlMs: number;
  rememberTokenTtlMs: number;
  passwordHashing: ScryptParams;
  /** Sign-in attempts allowed per window, per IP + e-mail and per IP. */
  loginRateLimit: LoginRateLimit;
  /** Log level for Fastify's pino logger, or false for none. */
  logLevel: string | false;
  production: boolean;
}

export interface LoginRateLimit {
  perIpAndEmail: number;
  perIp: number;
  windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Completes a partial configuration with safe defaults and checks it. The development APP_KEY is
 * accepted with a warning, and refused when `production` is set.
 */
export function resolveConfig(partial: Partial<ServerConfig> = {}): ServerConfig {
  const port = partial.port ?? 8000;
  const appUrl = stripTrailingSlash(partial.appUrl ?? `http://localhost:${port}`);
  const config: ServerConfig = {
    port,
    host: partial.host ?? '127.0.0.1',
    databaseUrl: partial.databaseUrl ?? 'sqlite:var/lender.sqlite',
    appUrl,
    appKey: partial.appKey ?? DEV_APP_KEY,
    realtimeHost: partial.realtimeHost ?? new URL(appUrl).hostname,
    realtimePort: partial.realtimePort ?? 6001,
    webRoot: partial.webRoot ?? 'dist/web',
    trustProxy: partial.trustProxy ?? false,
    bodyLimit: partial.bodyLimit ?? 1024 * 1024,
    tokenTtlMs: partial.tokenTtlMs ?? 12 * HOUR_MS,
    rememberTokenTtlMs: partial.rememberTokenTtlMs ?? 30 * DAY_MS,
    passwordHashing: partial.passwordHashing ?? OWASP_SCRYPT,
    // Short windows: whoever trips a limit (attacker or the real user) is free again within a minute.
    loginRateLimit: partial.loginRateLimit ?? { perIpAndEmail: 5, perIp: 30, windowMs: 60_000 },
    logLevel: partial.logLevel ?? false,
    production: partial.production ?? false,
  };
  validate(config);
  return config;
}

/**
 * Reads the configuration from environment variables: PORT, HOST, DATABASE_URL, APP_URL, APP_KEY,
 * REALTIME_HOST, REALTIME_PORT, WEB_ROOT, TRUST_PROXY, LOG_LEVEL, NODE_ENV. Throws on invalid values.
 */
export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return resolveConfig({
    port: env.PORT !== undefined ? parsePort(env.PORT, 'PORT') : undefined,
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    appUrl: env.APP_URL || undefined,
    appKey: env.APP_KEY || undefined,
    realtimeHost: env.REALTIME_HOST || undefined,
    realtimePort: env.REALTIME_PORT !== undefined ? parsePort(env.REALTIME_PORT, 'REALTIME_PORT') : undefined,
    webRoot: env.WEB_ROOT || undefined,
    trustProxy: env.TRUST_PROXY ? parseTrustProxy(env.TRUST_PROXY) : undefined,
    logLevel: env.LOG_LEVEL === 'silent' ? false : (env.LOG_LEVEL ?? 'info'),
    production,
  });
}

/** True when the configuration still carries the development APP_KEY. */
export function usesDevAppKey(config: ServerConfig): boolean {
  return config.appKey === DEV_APP_KEY;
}

function validate(config: ServerConfig): void {
  let url: URL;
  try {
    url = new URL(config.appUrl);
  } catch {
    throw new Error(`APP_URL "${config.appUrl}" is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('APP_URL must be http:// or https://.');
  decodeAppKey(config.appKey);
  if (config.production && usesDevAppKey(config)) {
    throw new Error('Refusing to start in production with the development APP_KEY. Set APP_KEY=base64:$(openssl rand -base64 32).');
  }
}

function parsePort(value: string, name: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`${name} must be a port number, got "${value}".`);
  return port;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
