import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Laravel-style signed URLs: `?expires=<unix seconds>&signature=<HMAC of the path and expiry>`.
 * Anyone can read the link; nobody can change its path or stretch its life without the key.
 */
export class SignedUrlService {
  constructor(private readonly key: Buffer) {}

  /** `path` (starting with `/`) with `expires` and `signature` appended. */
  sign(path: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `${path}?expires=${expires}&signature=${this.signatureOf(path, expires)}`;
  }

  /** Checks a signed `path` + its query values at `now`: 'valid', 'expired' or 'invalid'. */
  verify(path: string, expires: unknown, signature: unknown, now: Date): 'valid' | 'expired' | 'invalid' {
    if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) {
      return 'invalid';
    }
    const expected = Buffer.from(this.signatureOf(path, Number(expires)), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
    return Number(expires) * 1000 <= now.getTime() ? 'expired' : 'valid';
  }

  private signatureOf(path: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${path}?expires=${expires}`).digest('hex');
  }
}
