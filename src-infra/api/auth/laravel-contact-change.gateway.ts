import type { ConfirmEmailChangeDto, ConfirmPhoneChangeDto, RequestEmailChangeDto, RequestPhoneChangeDto } from '../../../src-domain/auth/contact-change/contact-change.dtos';
import type { ContactChangeGateway } from '../../../src-domain/auth/contact-change/contact-change-gateway.port';
import type { CodeSent } from '../../../src-domain/auth/one-time-code';
import type { User } from '../../../src-domain/auth/user.entity';
import type { HttpClient } from '../../http/http-client';
import { unwrapData } from '../shared/wire-guards';
import { toCodeSent } from './security.mappers';
import { toUser } from './user.mapper';

/** ContactChangeGateway over the Laravel-style API (ADR 0033). Named fields only. */
export class LaravelContactChangeGateway implements ContactChangeGateway {
  constructor(private readonly http: HttpClient) {}

  async requestEmailChange(input: RequestEmailChangeDto): Promise<CodeSent> {
    return toCodeSent(await this.http.post<unknown>('/api/v1/account/email-change', { email: input.email, current_password: input.current_password }));
  }

  async confirmEmailChange(input: ConfirmEmailChangeDto): Promise<User> {
    return toUser(unwrapData(await this.http.post<unknown>('/api/v1/account/email-change/confirm', { token: input.token }), 'user'));
  }

  async requestPhoneChange(input: RequestPhoneChangeDto): Promise<CodeSent> {
    return toCodeSent(await this.http.post<unknown>('/api/v1/account/phone-change', { phone: input.phone, current_password: input.current_password }));
  }

  async confirmPhoneChange(input: ConfirmPhoneChangeDto): Promise<User> {
    return toUser(unwrapData(await this.http.post<unknown>('/api/v1/account/phone-change/confirm', { phone: input.phone, code: input.code }), 'user'));
  }
}
