import type { CodeSent } from '../one-time-code';
import type { User } from '../user.entity';
import type { VerifyPhoneDto } from './verify-phone.dto';

/** Confirming the signed-in borrower's phone number and e-mail address. */
export interface VerificationGateway {
  /** POST /api/resend-verify-otp — a new 6-digit code by SMS (60 s cooldown: TooManyRequests). */
  resendPhoneCode(): Promise<CodeSent>;
  /** POST /api/verify-phone-otp — confirms the phone; answers with the updated user. */
  verifyPhone(input: VerifyPhoneDto): Promise<User>;
  /** POST /api/send-verify-email — e-mails a signed, expiring confirmation link (60 s cooldown). */
  sendVerificationEmail(): Promise<CodeSent>;
}

export const VerificationGateway = Symbol.for('VerificationGateway');
