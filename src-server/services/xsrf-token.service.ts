import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const NONCE_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;

/**
 * Signed double-submit XSRF tokens: `<nonce>.<HMAC(key, nonce)>`, base64url. A cookie that an
 * attacker planted (e.g. from a sibling subdomain) fails the signature, so it cannot be paired
 * with a header of the attacker's choosing.
 */
export class XsrfTokenService {
  constructor(private readonly key: Buffer) {}

  /** A fresh token for the XSRF-TOKEN cookie. */
  issue(): string {
    const nonce = randomBytes(NONCE_BYTES).toString('base64url');
    return `${nonce}.${this.sign(nonce)}`;
  }

  /** True when `token` carries a valid signature of this server. */
  isAuthentic(token: string | undefined): boolean {
    if (!token || !TOKEN_PATTERN.test(token)) return false;
    const [nonce, signature] = token.split('.');
    return safeEqual(signature, this.sign(nonce));
  }

  /** True when the header echoes the cookie and the cookie is authentic. */
  verify(cookie: string | undefined, header: string | undefined): boolean {
    if (!cookie || !header) return false;
    return safeEqual(cookie, header) && this.isAuthentic(cookie);
  }

  private sign(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url');
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
