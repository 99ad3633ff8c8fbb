import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

const SECRET_LENGTH = 40;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_PATTERN = /^[A-Za-z0-9]{40,128}$/;
const ID_PATTERN = /^[1-9][0-9]{0,14}$/;

/** A bearer token split into the row id and the secret the client holds. */
export interface ParsedToken {
  id: number;
  secret: string;
}

/**
 * 40 characters of [A-Za-z0-9] from the CSPRNG: log2(62^40) ≈ 238 bits, well past 128.
 * Same shape as Sanctum's `Str::random(40)`.
 */
export function generateTokenSecret(): string {
  let secret = '';
  for (let i = 0; i < SECRET_LENGTH; i++) secret += ALPHABET[randomInt(ALPHABET.length)];
  return secret;
}

/** sha256 hex of the secret: the only form stored. */
export function hashTokenSecret(secret: string): string {
  return sha256Of(secret).toString('hex');
}

function sha256Of(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** The wire form `id|secret`. */
export function formatToken(id: number, secret: string): string {
  return `${id}|${secret}`;
}

/** Splits `id|secret`, or null when the value cannot be a token this server issued. */
export function parseToken(value: string): ParsedToken | null {
  const bar = value.indexOf('|');
  if (bar < 0) return null;
  const id = value.slice(0, bar);
  const secret = value.slice(bar + 1);
  if (!ID_PATTERN.test(id) || !SECRET_PATTERN.test(secret)) return null;
  return { id: Number(id), secret };
}

/** Compares the hash of `secret` with a stored hash in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  // The digest's bytes as they are: writing them out in hex only to read them back was work on every call.
  const actual = sha256Of(secret);
  const expected = Buffer.from(storedHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
