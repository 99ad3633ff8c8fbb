import { AFFORDABLE_SHARE, type AffordabilityPolicy } from '../../src-domain/loans/eligibility';
import { OPTIONAL_QUESTIONS, type OptionalQuestion } from '../../src-domain/profile/profile-policy';
import { DEFAULT_PRICING_POLICY, UK_HCSTC_CAP, type PricingPolicy } from '../../src-domain/loans/price-cap';
import type { PusherTarget } from '../realtime/pusher.broadcaster';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS } from '../realtime/realtime-options';
import type { OutboxSettings } from '../services/outbox/outbox-from-config';
import { COLLECTION_METHODS, type CollectionMethod } from '../../src-domain/collections/collection-provider.port';
import { DEFAULT_ADVANCE_NOTICE_WORKING_DAYS } from '../../src-domain/collections/advance-notice';
import { KESTREL_CREDIT_COLLECTION } from '../brand/kestrel-credit/collection';
import { DEFAULT_ACCOUNT_SECURITY, type AccountSecuritySettings } from './account-security.config';
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
  /** The lender's minimum borrower age (MIN_BORROWER_AGE, default and floor 18). */
  minimumBorrowerAge: number;
  /** Optional profile questions this lender requires (PROFILE_REQUIRES, e.g. `gender,education`; default none). */
  profileRequires: OptionalQuestion[];
  /** Whose bank holidays delay lateness (BANK_HOLIDAYS, default GB-ENG: England and Wales). */
  bankHolidays: string;
  /** PostgreSQL connections this instance may hold (DATABASE_POOL_MAX, default 10); unused by SQLite. */
  databasePoolMax: number;
  /**
   * PostgreSQL: statements run as named prepared statements, parsed once per connection
   * (DATABASE_PREPARED_STATEMENTS, default true). False only behind a pooler that cannot keep them
   * (PgBouncer before 1.21 in transaction mode). Unused by SQLite.
   */
  databasePreparedStatements: boolean;
  /**
   * SQLite's `synchronous` (SQLITE_SYNCHRONOUS, default full): full puts every commit on the disk before
   * it is acknowledged; normal may lose the last commits in a power cut and is only for storage that
   * survives one by itself (ADR 0026). Unused by PostgreSQL.
   */
  sqliteSynchronous: 'full' | 'normal';
  /** Public origin of the app, e.g. https://portal.example.com; decides Secure cookies and HSTS. */
  appUrl: string;
  appKey: string;
  /** Host browsers use for the realtime websocket; defaults to APP_URL's host name. */
  realtimeHost: string;
  /** Port of the embedded realtime server; 0 picks a free one (the default when `port` is 0). */
  realtimePort: number;
  /** The embedded realtime server; off when an external Pusher-compatible server is used. */
  realtime: RealtimeSettings;
  /** Where the API publishes through the `pusher` SDK and what it signs channel auth with. */
  pusher: PusherTarget;
  /** Folder of the built SPA; the API runs without it. */
  webRoot: string;
  /** Fastify's trustProxy: false, true, a hop count or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** Run the hourly loan servicing (reminders, missed payments) in this instance (LOAN_SERVICING); one instance is enough. */
  loanServicing: boolean;
  /** auto: loan requests decided at once by the rules; manual: the operator decides (UNDERWRITING_MODE). */
  underwriting: 'auto' | 'manual';
  /** Days an offer may be signed in before it lapses (OFFER_VALID_DAYS, a whole number from 1 to 90, default 14). */
  offerValidDays: number;
  /** The least number of days from pay-out to a pay-day loan's first due date (MIN_FIRST_PAYMENT_DAYS, a whole number from 1 to 31, default 14; ADR 0045). */
  minFirstPaymentDays: number;
  /** Months between two moves of a loan's payment date (PAYMENT_DATE_MOVE_MONTHS, a whole number from 1 to 60, default 12; ADR 0044). */
  paymentDateMoveMonths: number;
  /** The back office's rules (issue 25). */
  backOffice: BackOfficeSettings;
  /** How repayments are collected and where the Bacs bureau's files go (issue 26, ADR 0046). */
  collections: CollectionSettings;
  /** The price cap on short-term credit and the APR shown (PRICE_CAP, APR_REGIME). */
  pricing: PricingPolicy;
  /**
   * The lender's affordability rule: the share of take-home pay less declared outgoings a new
   * repayment may take, less what the borrower already repays (AFFORDABILITY_MONTHLY_SHARE,
   * AFFORDABILITY_SINGLE_SHARE; decimal strings strictly between 0 and 1, default 0.4 and 0.5).
   */
  affordability: AffordabilityPolicy;
  /** Multiplies every rate limit's allowance; for load tests only (refused in production). */
  rateLimitFactor: number;
  /** Token lifetimes: plain sign-in and "remember me". */
  tokenTtlMs: number;
  rememberTokenTtlMs: number;
  passwordHashing: ScryptParams;
  /** Sign-in attempts allowed per window, per IP + e-mail and per IP. */
  loginRateLimit: LoginRateLimit;
  /** Lifetimes and limits of verification, recovery, 2FA and the v2 registration. */
  accountSecurity: AccountSecuritySettings;
  /** Where mail and SMS go: the development outbox folder, or SMTP (MAIL_URL). */
  outbox: OutboxSettings;
  /** Where uploaded documents are stored (UPLOAD_DIR): outside every served folder. */
  uploadDir: string;
  /** Log level for Fastify's pino logger, or false for none. */
  logLevel: string | false;
  production: boolean;
}

export interface RealtimeSettings {
  /** Run the realtime server inside this process (REALTIME_EMBEDDED, default true). */
  embedded: boolean;
  /** Browser origins allowed besides APP_URL's (REALTIME_ALLOWED_ORIGINS, comma-separated). */
  extraOrigins: string[];
  /** Accept `client-*` events (REALTIME_CLIENT_EVENTS, default false). */
  clientEvents: boolean;
  /** Open sockets per client address; the next gets 4100 (REALTIME_MAX_CONNECTIONS_PER_ADDRESS, default 100). */
  maxConnectionsPerAddress: number;
}

/** Overrides for `resolveConfig`: any field, and any part of the nested settings. */
/** How staff decide (ADR 0042). */
export interface BackOfficeSettings {
  /** A request for more than this (minor units) needs two approvals from two staff (FOUR_EYES_ABOVE_POUNDS, default £5,000). */
  fourEyesAboveMinor: number;
}

/** Direct Debit (ADR 0046). */
export interface CollectionSettings {
  /** direct_debit or transfer (COLLECTION_METHOD; the brand's when unset). */
  method: CollectionMethod;
  /** Working days' notice before each collection, as the mandate agrees (ADVANCE_NOTICE_WORKING_DAYS, default 3). */
  advanceNoticeWorkingDays: number;
  /** The folder the lender's Bacs bureau collects files from (COLLECTIONS_OUTBOX, default var/collections/outbox). */
  outboxDir: string;
  /** The folder the bureau drops unpaid reports into (COLLECTIONS_INBOX, default var/collections/inbox). */
  inboxDir: string;
}

/** Requests above £5,000 are approved by two people when FOUR_EYES_ABOVE_POUNDS is not set. */
export const DEFAULT_FOUR_EYES_ABOVE_MINOR = 500_000;

export type ServerConfigOverrides = Partial<Omit<ServerConfig, 'realtime' | 'pusher' | 'outbox' | 'affordability' | 'collections'>> & {
  collections?: Partial<CollectionSettings>;
  outbox?: Partial<OutboxSettings>;
  affordability?: Partial<AffordabilityPolicy>;
  realtime?: Partial<RealtimeSettings>;
  pusher?: Partial<PusherTarget>;
};

/** soketi's default app, used in development; refused in production. */
export const DEV_PUSHER_APP = { appId: 'app-id', key: 'app-key', secret: 'app-secret' } as const;

export interface LoginRateLimit {
  perIpAndEmail: number;
  perIp: number;
  windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** How long an offer may be signed in when OFFER_VALID_DAYS is not set. */
export const DEFAULT_OFFER_VALID_DAYS = 14;

/** Months between two moves of the payment date when PAYMENT_DATE_MOVE_MONTHS is not set. */
export const DEFAULT_PAYMENT_DATE_MOVE_MONTHS = 12;

/** Days from pay-out to the first pay-day due date at the least, when MIN_FIRST_PAYMENT_DAYS is not set. */
export const DEFAULT_MIN_FIRST_PAYMENT_DAYS = 14;
const DAY_MS = 24 * HOUR_MS;

/**
 * Completes a partial configuration with safe defaults and checks it. The development APP_KEY is
 * accepted with a warning, and refused when `production` is set.
 */
export function resolveConfig(partial: ServerConfigOverrides = {}): ServerConfig {
  const port = partial.port ?? 8000;
  const appUrl = stripTrailingSlash(partial.appUrl ?? `http://localhost:${port}`);
  // An ephemeral API port (tests, tools) makes the realtime port ephemeral too, so parallel servers never collide.
  const realtimePort = partial.realtimePort ?? (port === 0 ? 0 : 6001);
  const config: ServerConfig = {
    port,
    host: partial.host ?? '127.0.0.1',
    databaseUrl: partial.databaseUrl ?? 'sqlite:var/lender.sqlite',
    databasePoolMax: partial.databasePoolMax ?? 10,
    databasePreparedStatements: partial.databasePreparedStatements ?? true,
    sqliteSynchronous: partial.sqliteSynchronous ?? 'full',
    minimumBorrowerAge: partial.minimumBorrowerAge ?? 18,
    profileRequires: partial.profileRequires ?? [],
    bankHolidays: partial.bankHolidays ?? 'GB-ENG',
    appUrl,
    appKey: partial.appKey ?? DEV_APP_KEY,
    realtimeHost: partial.realtimeHost ?? new URL(appUrl).hostname,
    realtimePort,
    realtime: { embedded: true, extraOrigins: [], clientEvents: false, maxConnectionsPerAddress: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, ...definedOnly(partial.realtime) },
    pusher: {
      ...DEV_PUSHER_APP,
      host: '127.0.0.1',
      port: realtimePort,
      scheme: 'http',
      cluster: 'mt1',
      timeoutMs: 5_000,
      ...definedOnly(partial.pusher),
    },
    webRoot: partial.webRoot ?? 'dist/web',
    trustProxy: partial.trustProxy ?? false,
    bodyLimit: partial.bodyLimit ?? 1024 * 1024,
    rateLimitFactor: partial.rateLimitFactor ?? 1,
    pricing: partial.pricing ?? DEFAULT_PRICING_POLICY,
    underwriting: partial.underwriting ?? 'auto',
    offerValidDays: partial.offerValidDays ?? DEFAULT_OFFER_VALID_DAYS,
    minFirstPaymentDays: partial.minFirstPaymentDays ?? DEFAULT_MIN_FIRST_PAYMENT_DAYS,
    paymentDateMoveMonths: partial.paymentDateMoveMonths ?? DEFAULT_PAYMENT_DATE_MOVE_MONTHS,
    backOffice: { fourEyesAboveMinor: partial.backOffice?.fourEyesAboveMinor ?? DEFAULT_FOUR_EYES_ABOVE_MINOR },
    collections: {
      method: KESTREL_CREDIT_COLLECTION.collectionMethod,
      advanceNoticeWorkingDays: DEFAULT_ADVANCE_NOTICE_WORKING_DAYS,
      outboxDir: 'var/collections/outbox',
      inboxDir: 'var/collections/inbox',
      ...definedOnly(partial.collections),
    },
    affordability: { ...AFFORDABLE_SHARE, ...definedOnly(partial.affordability) },
    loanServicing: partial.loanServicing ?? true,
    tokenTtlMs: partial.tokenTtlMs ?? 12 * HOUR_MS,
    rememberTokenTtlMs: partial.rememberTokenTtlMs ?? 30 * DAY_MS,
    passwordHashing: partial.passwordHashing ?? OWASP_SCRYPT,
    // Short windows: whoever trips a limit (attacker or the real user) is free again within a minute.
    loginRateLimit: partial.loginRateLimit ?? { perIpAndEmail: 5, perIp: 30, windowMs: 60_000 },
    accountSecurity: partial.accountSecurity ?? DEFAULT_ACCOUNT_SECURITY,
    outbox: { dir: 'var/outbox', mailUrl: null, mailFrom: 'Kestrel Credit <no-reply@kestrel.test>', ...definedOnly(partial.outbox) },
    uploadDir: partial.uploadDir ?? 'var/uploads',
    logLevel: partial.logLevel ?? false,
    production: partial.production ?? false,
  };
  validate(config);
  return config;
}

/**
 * Reads the configuration from environment variables: PORT, HOST, DATABASE_URL, APP_URL, APP_KEY,
 * REALTIME_HOST, REALTIME_PORT, REALTIME_EMBEDDED, REALTIME_ALLOWED_ORIGINS, REALTIME_CLIENT_EVENTS, REALTIME_MAX_CONNECTIONS_PER_ADDRESS,
 * PROFILE_REQUIRES, SQLITE_SYNCHRONOUS, DATABASE_PREPARED_STATEMENTS, PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET, PUSHER_HOST, PUSHER_PORT, PUSHER_SCHEME,
 * PUSHER_APP_CLUSTER, WEB_ROOT, OUTBOX_DIR, UPLOAD_DIR, MAIL_URL, MAIL_FROM, TRUST_PROXY, RATE_LIMIT_FACTOR, PRICE_CAP, APR_REGIME, UNDERWRITING_MODE, OFFER_VALID_DAYS, MIN_FIRST_PAYMENT_DAYS, PAYMENT_DATE_MOVE_MONTHS,
 * FOUR_EYES_ABOVE_POUNDS, COLLECTION_METHOD, ADVANCE_NOTICE_WORKING_DAYS, COLLECTIONS_OUTBOX, COLLECTIONS_INBOX, AFFORDABILITY_MONTHLY_SHARE, AFFORDABILITY_SINGLE_SHARE, LOAN_SERVICING, LOG_LEVEL, NODE_ENV. Throws on invalid values.
 */
export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const production = env.NODE_ENV === 'production';
  return resolveConfig({
    port: env.PORT !== undefined ? parsePort(env.PORT, 'PORT') : undefined,
    host: env.HOST || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: env.DATABASE_POOL_MAX ? parsePoolMax(env.DATABASE_POOL_MAX) : undefined,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS !== undefined ? parseBoolean(env.DATABASE_PREPARED_STATEMENTS, 'DATABASE_PREPARED_STATEMENTS') : undefined,
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS ? parseSynchronous(env.SQLITE_SYNCHRONOUS) : undefined,
    minimumBorrowerAge: env.MIN_BORROWER_AGE ? parseMinimumAge(env.MIN_BORROWER_AGE) : undefined,
    profileRequires: env.PROFILE_REQUIRES ? parseProfileRequires(env.PROFILE_REQUIRES) : undefined,
    bankHolidays: env.BANK_HOLIDAYS || undefined,
    appUrl: env.APP_URL || undefined,
    appKey: env.APP_KEY || undefined,
    realtimeHost: env.REALTIME_HOST || undefined,
    realtimePort: env.REALTIME_PORT !== undefined ? parsePort(env.REALTIME_PORT, 'REALTIME_PORT') : undefined,
    realtime: {
      embedded: env.REALTIME_EMBEDDED !== undefined ? parseBoolean(env.REALTIME_EMBEDDED, 'REALTIME_EMBEDDED') : undefined,
      extraOrigins: env.REALTIME_ALLOWED_ORIGINS ? parseList(env.REALTIME_ALLOWED_ORIGINS) : undefined,
      clientEvents: env.REALTIME_CLIENT_EVENTS !== undefined ? parseBoolean(env.REALTIME_CLIENT_EVENTS, 'REALTIME_CLIENT_EVENTS') : undefined,
      maxConnectionsPerAddress: env.REALTIME_MAX_CONNECTIONS_PER_ADDRESS ? parseConnectionCap(env.REALTIME_MAX_CONNECTIONS_PER_ADDRESS) : undefined,
    },
    pusher: {
      appId: env.PUSHER_APP_ID || undefined,
      key: env.PUSHER_APP_KEY || undefined,
      secret: env.PUSHER_APP_SECRET || undefined,
      // PUSHER_HOST set but empty means Pusher Channels, reached through PUSHER_APP_CLUSTER.
      host: env.PUSHER_HOST,
      port: env.PUSHER_PORT ? parsePort(env.PUSHER_PORT, 'PUSHER_PORT') : undefined,
      scheme: env.PUSHER_SCHEME ? parseScheme(env.PUSHER_SCHEME) : undefined,
      cluster: env.PUSHER_APP_CLUSTER || undefined,
    },
    webRoot: env.WEB_ROOT || undefined,
    uploadDir: env.UPLOAD_DIR || undefined,
    outbox: { dir: env.OUTBOX_DIR || undefined, mailUrl: env.MAIL_URL || undefined, mailFrom: env.MAIL_FROM || undefined },
    trustProxy: env.TRUST_PROXY ? parseTrustProxy(env.TRUST_PROXY) : undefined,
    rateLimitFactor: env.RATE_LIMIT_FACTOR ? parseRateLimitFactor(env.RATE_LIMIT_FACTOR) : undefined,
    pricing: env.PRICE_CAP || env.APR_REGIME ? parsePricing(env.PRICE_CAP, env.APR_REGIME) : undefined,
    underwriting: env.UNDERWRITING_MODE ? parseUnderwriting(env.UNDERWRITING_MODE) : undefined,
    offerValidDays: env.OFFER_VALID_DAYS ? parseOfferValidDays(env.OFFER_VALID_DAYS) : undefined,
    minFirstPaymentDays: env.MIN_FIRST_PAYMENT_DAYS ? parseMinFirstPaymentDays(env.MIN_FIRST_PAYMENT_DAYS) : undefined,
    paymentDateMoveMonths: env.PAYMENT_DATE_MOVE_MONTHS ? parsePaymentDateMoveMonths(env.PAYMENT_DATE_MOVE_MONTHS) : undefined,
    backOffice: env.FOUR_EYES_ABOVE_POUNDS ? { fourEyesAboveMinor: parseFourEyesAbove(env.FOUR_EYES_ABOVE_POUNDS) } : undefined,
    collections: {
      method: env.COLLECTION_METHOD ? parseCollectionMethod(env.COLLECTION_METHOD) : undefined,
      advanceNoticeWorkingDays: env.ADVANCE_NOTICE_WORKING_DAYS ? parseAdvanceNoticeDays(env.ADVANCE_NOTICE_WORKING_DAYS) : undefined,
      outboxDir: env.COLLECTIONS_OUTBOX || undefined,
      inboxDir: env.COLLECTIONS_INBOX || undefined,
    },
    affordability: {
      monthlyShare: env.AFFORDABILITY_MONTHLY_SHARE ? parseShare(env.AFFORDABILITY_MONTHLY_SHARE, 'AFFORDABILITY_MONTHLY_SHARE') : undefined,
      singleShare: env.AFFORDABILITY_SINGLE_SHARE ? parseShare(env.AFFORDABILITY_SINGLE_SHARE, 'AFFORDABILITY_SINGLE_SHARE') : undefined,
    },
    loanServicing: env.LOAN_SERVICING !== undefined ? parseBoolean(env.LOAN_SERVICING, 'LOAN_SERVICING') : undefined,
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
  parseOfferValidDays(String(config.offerValidDays));
  parseMinFirstPaymentDays(String(config.minFirstPaymentDays));
  parsePaymentDateMoveMonths(String(config.paymentDateMoveMonths));
  parseShare(config.affordability.monthlyShare, 'AFFORDABILITY_MONTHLY_SHARE');
  parseShare(config.affordability.singleShare, 'AFFORDABILITY_SINGLE_SHARE');
  if (config.production && config.rateLimitFactor !== 1) {
    throw new Error('RATE_LIMIT_FACTOR is for load tests; production runs with the limits as built (leave it unset).');
  }
  if (config.production && usesDevAppKey(config)) {
    throw new Error('Refusing to start in production with the development APP_KEY. Set APP_KEY=base64:$(openssl rand -base64 32).');
  }
  validatePusher(config);
}

function validatePusher(config: ServerConfig): void {
  const { pusher } = config;
  if (!pusher.appId || !pusher.key || !pusher.secret) throw new Error('PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET must not be empty.');
  if (!pusher.host && !pusher.cluster) throw new Error('Set PUSHER_HOST (a Pusher-compatible server) or PUSHER_APP_CLUSTER (Pusher Channels).');
  for (const origin of config.realtime.extraOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`REALTIME_ALLOWED_ORIGINS entry "${origin}" is not an origin like https://app.example.com.`);
  }
  const defaults = pusher.appId === DEV_PUSHER_APP.appId || pusher.key === DEV_PUSHER_APP.key || pusher.secret === DEV_PUSHER_APP.secret;
  if (config.production && defaults) {
    throw new Error('Refusing to start in production with the development Pusher app (app-id/app-key/app-secret). Set PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET=$(openssl rand -hex 32).');
  }
}

/** True when the configuration still carries the development Pusher credentials. */
export function usesDevPusherApp(config: ServerConfig): boolean {
  return config.pusher.secret === DEV_PUSHER_APP.secret;
}

/** Origins whose pages may open a realtime socket: APP_URL's plus REALTIME_ALLOWED_ORIGINS. */
export function realtimeOrigins(config: ServerConfig): string[] {
  return [new URL(config.appUrl).origin, ...config.realtime.extraOrigins];
}

/** `value` without its undefined fields, so they do not override defaults when spread. */
function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function parseCollectionMethod(value: string): CollectionMethod {
  if (!(COLLECTION_METHODS as readonly string[]).includes(value)) throw new Error(`COLLECTION_METHOD "${value}" must be direct_debit or transfer.`);
  return value as CollectionMethod;
}

/** The mandate's notice: Bacs' usual is 10 working days, a shorter one only as agreed in the mandate. */
function parseAdvanceNoticeDays(value: string): number {
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > 20) throw new Error(`ADVANCE_NOTICE_WORKING_DAYS must be a whole number of working days from 1 to 20, not "${value}".`);
  return days;
}

function parseUnderwriting(value: string): 'auto' | 'manual' {
  if (value !== 'auto' && value !== 'manual') throw new Error(`UNDERWRITING_MODE "${value}" must be auto or manual.`);
  return value;
}

/** Days an offer stays open: long enough to read and ask, short enough that its figures still hold. */
function parseOfferValidDays(value: string): number {
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > 90) throw new Error(`OFFER_VALID_DAYS must be a whole number of days from 1 to 90, not "${value}".`);
  return days;
}

function parsePaymentDateMoveMonths(value: string): number {
  const months = Number(value);
  if (!/^\d+$/.test(value) || months < 1 || months > 60) throw new Error(`PAYMENT_DATE_MOVE_MONTHS must be a whole number of months from 1 to 60, not "${value}".`);
  return months;
}

function parseMinFirstPaymentDays(value: string): number {
  const days = Number(value);
  if (!/^\d+$/.test(value) || days < 1 || days > 31) throw new Error(`MIN_FIRST_PAYMENT_DAYS must be a whole number of days from 1 to 31, not "${value}".`);
  return days;
}

/** Whole pounds, in minor units: 0 puts every approval to two people. */
function parseFourEyesAbove(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new Error(`FOUR_EYES_ABOVE_POUNDS must be a whole number of pounds (e.g. 5000), not "${value}".`);
  return Number(value) * 100;
}

function parsePricing(cap: string | undefined, regime: string | undefined): PricingPolicy {
  if (cap !== undefined && cap !== '' && cap !== 'uk_hcstc' && cap !== 'off') throw new Error(`PRICE_CAP "${cap}" must be uk_hcstc (the UK high-cost short-term credit cap) or off.`);
  if (regime !== undefined && regime !== '' && regime !== 'uk_eu' && regime !== 'us_reg_z') throw new Error(`APR_REGIME "${regime}" must be uk_eu or us_reg_z.`);
  return { cap: cap === 'off' ? null : UK_HCSTC_CAP, aprRegime: regime === 'us_reg_z' ? 'us_reg_z' : 'uk_eu' };
}

/** A share of pay as a decimal string strictly between 0 and 1 ("0.4"), as the exact loan math takes it. */
function parseShare(value: string, name: string): string {
  const share = value.trim();
  if (!/^0?\.\d{1,6}$/.test(share) || /^0?\.0+$/.test(share)) {
    throw new Error(`${name} "${value}" must be a decimal strictly between 0 and 1, e.g. 0.4 for 40 % of take-home pay less outgoings.`);
  }
  return share.startsWith('.') ? `0${share}` : share;
}

function parseRateLimitFactor(value: string): number {
  const factor = Number(value);
  if (!Number.isInteger(factor) || factor < 1 || factor > 1_000_000) throw new Error(`RATE_LIMIT_FACTOR "${value}" must be a whole number from 1 to 1000000.`);
  return factor;
}

function parseBoolean(value: string, name: string): boolean {
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  if (/^(false|0|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, got "${value}".`);
}

function parseList(value: string): string[] {
  return value
    .split(',')
    .map((item) => stripTrailingSlash(item.trim()))
    .filter(Boolean);
}

function parseScheme(value: string): 'http' | 'https' {
  if (value === 'http' || value === 'https') return value;
  throw new Error(`PUSHER_SCHEME must be http or https, got "${value}".`);
}

function parsePort(value: string, name: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`${name} must be a port number, got "${value}".`);
  return port;
}

function parseConnectionCap(value: string): number {
  const cap = Number(value);
  if (!/^\d+$/.test(value) || cap < 1 || cap > 1_000_000) throw new Error(`REALTIME_MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 1 to 1000000, not "${value}".`);
  return cap;
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

function parseSynchronous(value: string): 'full' | 'normal' {
  const mode = value.toLowerCase();
  if (mode !== 'full' && mode !== 'normal') throw new Error(`SQLITE_SYNCHRONOUS must be full or normal, not "${value}".`);
  return mode;
}

function parsePoolMax(value: string): number {
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1 || max > 1000) throw new Error(`DATABASE_POOL_MAX must be a whole number from 1 to 1000, not "${value}".`);
  return max;
}

function parseProfileRequires(value: string): OptionalQuestion[] {
  const questions = parseList(value);
  const unknown = questions.filter((q) => !(OPTIONAL_QUESTIONS as readonly string[]).includes(q));
  if (unknown.length > 0) throw new Error(`PROFILE_REQUIRES takes ${OPTIONAL_QUESTIONS.join(', ')}; got ${unknown.join(', ')}.`);
  return questions as OptionalQuestion[];
}

function parseMinimumAge(value: string): number {
  const age = Number(value);
  if (!Number.isInteger(age) || age < 18 || age > 100) throw new Error(`MIN_BORROWER_AGE must be a whole number from 18 to 100, not "${value}".`);
  return age;
}
