import type { User } from '../user.entity';

/** What switching 2FA on starts with: the shared secret, three ways (app link, QR image, text). */
export interface TwoFactorEnrolment {
  /** Base32 secret, for typing into an authenticator app by hand. */
  secret: string;
  /** `otpauth://totp/…` URI (RFC 6238 key URI format). */
  otpauthUri: string;
  /** The URI as a QR code: a `data:image/png;base64,…` URL, usable directly as an `<img src>`. */
  qrCodeDataUrl: string;
}

/** What confirming 2FA answers: the recovery codes, shown this once, and the updated user. */
export interface TwoFactorConfirmation {
  recoveryCodes: string[];
  user: User;
}
