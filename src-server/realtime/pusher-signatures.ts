import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The identity of a Pusher app: what the SDK, the clients and the server share. */
export interface PusherCredentials {
  appId: string;
  key: string;
  secret: string;
}

/** Lowercase hex HMAC-SHA256 of `text` keyed with `secret`. */
export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/** Lowercase hex MD5 of `body`, as `body_md5` carries it. */
export function md5Hex(body: Buffer | string): string {
  return createHash('md5').update(body).digest('hex');
}

/** Compares two hex signatures in constant time (for equal lengths). */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The string a private or presence channel authorisation signs (§2). */
export function channelAuthString(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

/** `key:signature` for a channel subscription, as an auth endpoint answers it. */
export function signChannel(app: PusherCredentials, socketId: string, channel: string, channelData?: string): string {
  return `${app.key}:${hmacHex(app.secret, channelAuthString(socketId, channel, channelData))}`;
}

/** `key:signature` for a user sign-in (§1.7). */
export function signUser(app: PusherCredentials, socketId: string, userData: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}::user::${userData}`)}`;
}

/** Checks an `auth` value (`key:hexsig`) against what `signed` should be signed as. */
export function verifyAuth(app: PusherCredentials, auth: unknown, signed: string): boolean {
  if (typeof auth !== 'string') return false;
  const colon = auth.indexOf(':');
  if (colon < 0 || auth.slice(0, colon) !== app.key) return false;
  return signaturesMatch(hmacHex(app.secret, signed), auth.slice(colon + 1));
}

/**
 * The HTTP API's string to sign: method, path and every query parameter but `auth_signature`,
 * keys lowercased and sorted, joined `k=v&…` without escaping (§3).
 */
export function apiStringToSign(method: string, path: string, params: Iterable<[string, string]>): string {
  const pairs = [...params]
    .map(([k, v]) => [k.toLowerCase(), v] as const)
    .filter(([k]) => k !== 'auth_signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${method.toUpperCase()}\n${path}\n${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

/** Why a signed HTTP API request was refused, or null when it is authentic. */
export function apiRequestProblem(
  app: PusherCredentials,
  request: { method: string; path: string; query: URLSearchParams; body: Buffer },
  nowSeconds: number,
  maxSkewSeconds = 600,
): string | null {
  const { query } = request;
  if (query.get('auth_key') !== app.key) return 'Unknown auth_key.';
  const timestamp = Number(query.get('auth_timestamp'));
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > maxSkewSeconds) return 'Timestamp expired.';
  // Recomputed from the bytes received: the md5 the client sent is only trusted once it matches.
  if (request.body.length > 0 && query.get('body_md5') !== md5Hex(request.body)) return 'Body md5 does not match.';
  const signature = query.get('auth_signature') ?? '';
  const expected = hmacHex(app.secret, apiStringToSign(request.method, request.path, query.entries()));
  return signaturesMatch(expected, signature) ? null : 'Invalid signature.';
}
