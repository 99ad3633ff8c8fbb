import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 under an APP_KEY-derived key, hex: how codes, challenges and recovery codes are
 * stored. A six-digit code's sha256 is trivially reversed by trying all million; its HMAC is not
 * without the key.
 */
export class SecretHasher {
  constructor(private readonly key: Buffer) {}

  hash(secret: string): string {
    return createHmac('sha256', this.key).update(secret, 'utf8').digest('hex');
  }

  /** Compares in constant time. */
  matches(secret: string, storedHash: string): boolean {
    const actual = Buffer.from(this.hash(secret), 'hex');
    const expected = Buffer.from(storedHash, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
