import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import type { Clock } from '../clock.port';

/** TOTP parameters every authenticator app understands: SHA-1, 6 digits, 30-second steps (RFC 6238). */
const PERIOD_SECONDS = 30;
/** One step back tolerates a code typed as it rolled over; none forward (RFC 6238 §5.2). */
const TOLERANCE_SECONDS: [number, number] = [PERIOD_SECONDS, 0];

/**
 * Time-based one-time passwords with otplib 13 (its `verifySync` answers an object: `.valid`,
 * `.timeStep`), QR codes with `qrcode`. The time comes from the server's clock, so tests move it.
 */
export class TotpService {
  constructor(
    private readonly clock: Clock,
    private readonly issuer: string,
  ) {}

  /** A new base32 secret of 160 bits (RFC 4226's recommended length). */
  newSecret(): string {
    return generateSecret({ length: 20 });
  }

  /** The `otpauth://totp/…` URI for `label` (the account's e-mail). */
  uri(secret: string, label: string): string {
    return generateURI({ issuer: this.issuer, label, secret, period: PERIOD_SECONDS, digits: 6 });
  }

  /** The URI as a PNG data URL for an `<img>`. */
  qrCode(uri: string): Promise<string> {
    return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  }

  /**
   * The time step of `code` when it is valid now and later than `afterStep` (the last step used),
   * else null. The caller records the step so the same code is refused the second time.
   */
  verify(secret: string, code: string, afterStep: number | null): number | null {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(this.clock.now().getTime() / 1000),
      period: PERIOD_SECONDS,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }
}
