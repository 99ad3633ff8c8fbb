import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters, encoded into every hash so they can be raised later. */
export interface ScryptParams {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB, ~0.2-0.5 s per hash). */
export const OWASP_SCRYPT: ScryptParams = { ln: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PHC_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Hashes and verifies passwords with scrypt, storing PHC strings: `$scrypt$ln=17,r=8,p=1$<salt>$<key>`. */
export class PasswordService {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly params: ScryptParams = OWASP_SCRYPT) {}

  /** A PHC string for `password` with a fresh random salt. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.params, KEY_BYTES);
    return `$scrypt$ln=${this.params.ln},r=${this.params.r},p=${this.params.p}$${b64(salt)}$${b64(key)}`;
  }

  /** True when `password` matches `phc`; false for a wrong password or a malformed hash. */
  async verify(password: string, phc: string): Promise<boolean> {
    const parsed = parsePhc(phc);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
    return timingSafeEqual(key, parsed.key);
  }

  /** True when `phc` was made with weaker parameters than the current ones. */
  needsRehash(phc: string): boolean {
    const parsed = parsePhc(phc);
    if (!parsed) return true;
    const { ln, r, p } = parsed.params;
    return ln < this.params.ln || r < this.params.r || p < this.params.p || parsed.key.length < KEY_BYTES;
  }

  /**
   * Spends the same time as a real verification and returns false: called when the e-mail is
   * unknown, so response time does not reveal which addresses have accounts.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    await this.verify(password, await this.warmUp());
    return false;
  }

  /** Prepares the dummy hash ahead of the first unknown e-mail, so that one is not slower either. */
  warmUp(): Promise<string> {
    this.dummyHash ??= this.hash('dummy password for timing equalisation');
    return this.dummyHash;
  }
}

function parsePhc(phc: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = PHC_PATTERN.exec(phc);
  if (!match) return null;
  const params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // Refuse parameters outside a sane band rather than let a corrupted row exhaust memory.
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  const key = Buffer.from(match[5], 'base64');
  if (key.length < 16) return null;
  return { params, salt: Buffer.from(match[4], 'base64'), key };
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const N = 2 ** params.ln;
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * params.p + 32 * 1024 * 1024 };
  return new Promise((resolvePromise, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolvePromise(key)));
  });
}

/** PHC uses standard base64 without padding. */
function b64(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}
