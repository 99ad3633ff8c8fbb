/**
 * A fresh key for one logical write, sent as `Idempotency-Key` so the policy may retry it and the
 * server applies it once (docs/decisions/0009). 128 random bits from `getRandomValues`, which, unlike
 * `randomUUID`, browsers offer on plain-http origins too.
 */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
