import type { CodeSent } from '../../../src-domain/auth/one-time-code';
import type { User } from '../../../src-domain/auth/user.entity';
import type { VerificationGateway } from '../../../src-domain/auth/verification/verification-gateway.port';
import type { VerifyPhoneDto } from '../../../src-domain/auth/verification/verify-phone.dto';
import type { HttpClient } from '../../http/http-client';
import { unwrapData } from '../shared/wire-guards';
import { toCodeSent } from './security.mappers';
import { toUser } from './user.mapper';

/** VerificationGateway over the Laravel-style API; the bearer token says whose phone and e-mail. */
export class LaravelVerificationGateway implements VerificationGateway {
  constructor(private readonly http: HttpClient) {}

  async resendPhoneCode(): Promise<CodeSent> {
    return toCodeSent(await this.http.post<unknown>('/api/resend-verify-otp', {}));
  }

  async verifyPhone(input: VerifyPhoneDto): Promise<User> {
    const body = await this.http.post<unknown>('/api/verify-phone-otp', { otp: input.otp });
    return toUser(unwrapData(body, 'user'));
  }

  async sendVerificationEmail(): Promise<CodeSent> {
    return toCodeSent(await this.http.post<unknown>('/api/send-verify-email', {}));
  }
}
