import { createHmac } from 'node:crypto';

/** The development key, refused when NODE_ENV=production. */
export const DEV_APP_KEY = 'base64:ZGV2LW9ubHkta2V5LWtlc3RyZWwtY3JlZGl0LWNoYW5nZS1tZQ==';

/**
 * Decodes APP_KEY: `base64:<≥32 bytes>` (Laravel's format) or a raw string of ≥32 characters.
 * Throws when the key is too short to sign anything.
 */
export function decodeAppKey(appKey: string): Buffer {
  const bytes = appKey.startsWith('base64:') ? Buffer.from(appKey.slice(7), 'base64') : Buffer.from(appKey, 'utf8');
  if (bytes.length < 32) throw new Error('APP_KEY must be at least 32 bytes (e.g. base64:$(openssl rand -base64 32)).');
  return bytes;
}

/** A key for one purpose only, so a signature made for one use is never valid for another. */
export function deriveKey(appKey: Buffer, purpose: string): Buffer {
  return createHmac('sha256', appKey).update(`kestrel:${purpose}`).digest();
}
