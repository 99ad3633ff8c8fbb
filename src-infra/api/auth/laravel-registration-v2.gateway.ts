import type { CodeSent } from '../../../src-domain/auth/one-time-code';
import type { RegistrationV2Gateway } from '../../../src-domain/auth/registration/registration-gateway.port';
import type { RegistrationProgress } from '../../../src-domain/auth/registration/registration-progress';
import type { LinkSent } from '../../../src-domain/auth/sign-up/link-sent';
import type {
  ConfirmRegistrationEmailDto,
  RegistrationBasicsDto,
  RegistrationTokenDto,
  SetRegistrationPasswordDto,
  StartRegistrationDto,
  VerifyRegistrationPhoneDto,
} from '../../../src-domain/auth/registration/registration.dtos';
import type { IssuedToken } from '../../../src-domain/auth/session';
import type { HttpClient } from '../../http/http-client';
import { unwrapData } from '../shared/wire-guards';
import { toCodeSent, toLinkSent, toRegistrationProgress } from './security.mappers';
import { toIssuedToken } from './user.mapper';

/** RegistrationV2Gateway over the Laravel-style API (`/api/v2/register*` and the phone calls with a registration token). */
export class LaravelRegistrationV2Gateway implements RegistrationV2Gateway {
  constructor(private readonly http: HttpClient) {}

  async start(input: StartRegistrationDto): Promise<LinkSent> {
    return toLinkSent(await this.http.post<unknown>('/api/v2/register', { email: input.email, phone: input.phone, terms: input.terms }));
  }

  async confirmEmail(input: ConfirmRegistrationEmailDto): Promise<RegistrationProgress> {
    return toRegistrationProgress(await this.http.post<unknown>('/api/v2/register/confirm-email', { token: input.token }));
  }

  async resendCode(input: RegistrationTokenDto): Promise<CodeSent> {
    return toCodeSent(await this.http.post<unknown>('/api/resend-verify-otp', { registration_token: input.registration_token }));
  }

  async verifyPhone(input: VerifyRegistrationPhoneDto): Promise<RegistrationProgress> {
    const body = await this.http.post<unknown>('/api/verify-phone-otp', { registration_token: input.registration_token, otp: input.otp });
    return toRegistrationProgress(body);
  }

  async setPassword(input: SetRegistrationPasswordDto): Promise<RegistrationProgress> {
    const body = await this.http.post<unknown>('/api/v2/register/set-password', {
      registration_token: input.registration_token,
      password: input.password,
      password_confirmation: input.password_confirmation,
    });
    return toRegistrationProgress(body);
  }

  async completeBasics(input: RegistrationBasicsDto): Promise<IssuedToken> {
    const body = await this.http.post<unknown>('/api/v2/register/basics', {
      registration_token: input.registration_token,
      first_name: input.first_name,
      last_name: input.last_name,
      date_of_birth: input.date_of_birth,
    });
    return toIssuedToken(unwrapData(body, 'registration answer'));
  }
}
