import type { CodeSent } from '../../../src-domain/auth/one-time-code';
import type { ChangePasswordDto } from '../../../src-domain/auth/password/change-password.dto';
import type { ForgotPasswordDto } from '../../../src-domain/auth/password/forgot-password.dto';
import type { PasswordGateway } from '../../../src-domain/auth/password/password-gateway.port';
import type { PasswordResetGrant } from '../../../src-domain/auth/password/password-reset-grant';
import type { ResetPasswordDto } from '../../../src-domain/auth/password/reset-password.dto';
import type { VerifyForgotOtpDto } from '../../../src-domain/auth/password/verify-forgot-otp.dto';
import type { HttpClient } from '../../http/http-client';
import { toCodeSent, toResetGrant } from './security.mappers';

/** PasswordGateway over the Laravel-style API. Named fields only: nothing else the caller holds is sent. */
export class LaravelPasswordGateway implements PasswordGateway {
  constructor(private readonly http: HttpClient) {}

  async forgotPassword(input: ForgotPasswordDto): Promise<CodeSent> {
    return toCodeSent(await this.http.post<unknown>('/api/forgot-password', { email: input.email }));
  }

  async resendForgotCode(input: ForgotPasswordDto): Promise<CodeSent> {
    return toCodeSent(await this.http.post<unknown>('/api/resend-forgot-otp', { email: input.email }));
  }

  async verifyForgotCode(input: VerifyForgotOtpDto): Promise<PasswordResetGrant> {
    return toResetGrant(await this.http.post<unknown>('/api/forgot-verify-otp', { email: input.email, otp: input.otp }));
  }

  async resetPassword(input: ResetPasswordDto): Promise<void> {
    await this.http.post<unknown>('/api/reset-password', {
      email: input.email,
      reset_token: input.reset_token,
      password: input.password,
      password_confirmation: input.password_confirmation,
    });
  }

  async changePassword(input: ChangePasswordDto): Promise<void> {
    await this.http.post<unknown>('api/change-password', {
      current_password: input.current_password,
      password: input.password,
      password_confirmation: input.password_confirmation,
    });
  }
}
