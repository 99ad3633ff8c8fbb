/**
 * The bearer-token check the portal makes on every read (ADR 0021: no cache, so a revoked token
 * fails at once): `Authorization: Bearer id|secret`, the token and its owner in one join, the
 * SHA-256 of the secret compared in constant time, a disabled owner and an expired token refused,
 * and `last_used_at` written at most once a minute.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isoOrNull } from './wire.mjs';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;
const TOKEN_ID = /^[1-9][0-9]{0,14}$/;
const TOKEN_SECRET = /^[A-Za-z0-9]{40,128}$/;
const TOUCH_INTERVAL_MS = 60_000;

/** The owner's row (`{ row, at }`, the join's user columns) behind `authorization`, or null. */
export async function ownerOfBearer(store, authorization) {
  const match = BEARER.exec(authorization ?? '');
  if (!match) return null;
  const bar = match[1].indexOf('|');
  if (bar < 0) return null;
  const id = match[1].slice(0, bar);
  const secret = match[1].slice(bar + 1);
  if (!TOKEN_ID.test(id) || !TOKEN_SECRET.test(secret)) return null;

  const { rows, at } = await store.tokenWithOwner(Number(id));
  const row = rows[0];
  if (!row || !secretMatches(secret, row[at.token_token_hash].trim())) return null;
  if (row[at.disabled_at] !== null) return null;
  const now = Date.now();
  const expiresAt = isoOrNull(row[at.token_expires_at]);
  if (expiresAt !== null && Date.parse(expiresAt) <= now) return null;
  const lastUsedAt = isoOrNull(row[at.token_last_used_at]);
  if (lastUsedAt === null || now - Date.parse(lastUsedAt) >= TOUCH_INTERVAL_MS) await store.touchToken(row[at.token_id], new Date(now).toISOString());
  return { row, at };
}

function secretMatches(secret, storedHash) {
  const actual = createHash('sha256').update(secret, 'utf8').digest();
  const expected = Buffer.from(storedHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
