import type { CodeSent } from '../one-time-code';
import type { ChangePasswordDto } from './change-password.dto';
import type { ForgotPasswordDto } from './forgot-password.dto';
import type { PasswordResetGrant } from './password-reset-grant';
import type { ResetPasswordDto } from './reset-password.dto';
import type { VerifyForgotOtpDto } from './verify-forgot-otp.dto';

/** Recovering a forgotten password by a one-time code, and changing a known one. */
export interface PasswordGateway {
  /** POST /api/forgot-password — the same answer whether or not the account exists. */
  forgotPassword(input: ForgotPasswordDto): Promise<CodeSent>;
  /** POST /api/resend-forgot-otp — a new code (60 s cooldown: TooManyRequests). */
  resendForgotCode(input: ForgotPasswordDto): Promise<CodeSent>;
  /** POST /api/forgot-verify-otp — exchanges the code for a reset token. */
  verifyForgotCode(input: VerifyForgotOtpDto): Promise<PasswordResetGrant>;
  /** POST /api/reset-password — sets the new password and signs out every session of the account. */
  resetPassword(input: ResetPasswordDto): Promise<void>;
  /** POST api/change-password — signs out every other session of the account. */
  changePassword(input: ChangePasswordDto): Promise<void>;
}

export const PasswordGateway = Symbol.for('PasswordGateway');
