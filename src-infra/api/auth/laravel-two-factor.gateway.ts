import type { IssuedToken } from '../../../src-domain/auth/session';
import type { ConfirmTwoFactorDto } from '../../../src-domain/auth/two-factor/confirm-two-factor.dto';
import type { DisableTwoFactorDto } from '../../../src-domain/auth/two-factor/disable-two-factor.dto';
import type { TwoFactorConfirmation, TwoFactorEnrolment } from '../../../src-domain/auth/two-factor/two-factor-enrolment';
import type { TwoFactorGateway } from '../../../src-domain/auth/two-factor/two-factor-gateway.port';
import type { ValidateTwoFactorDto } from '../../../src-domain/auth/two-factor/validate-two-factor.dto';
import type { User } from '../../../src-domain/auth/user.entity';
import type { HttpClient } from '../../http/http-client';
import { unwrapData } from '../shared/wire-guards';
import { toConfirmation, toEnrolment } from './security.mappers';
import { toIssuedToken, toUser } from './user.mapper';

/** TwoFactorGateway over the Laravel-style API (`/api/v1/2fa/*`). */
export class LaravelTwoFactorGateway implements TwoFactorGateway {
  constructor(private readonly http: HttpClient) {}

  async enable(): Promise<TwoFactorEnrolment> {
    return toEnrolment(await this.http.post<unknown>('/api/v1/2fa/enable', {}));
  }

  async confirm(input: ConfirmTwoFactorDto): Promise<TwoFactorConfirmation> {
    return toConfirmation(await this.http.post<unknown>('/api/v1/2fa/verify', { code: input.code }));
  }

  async disable(input: DisableTwoFactorDto): Promise<User> {
    return toUser(unwrapData(await this.http.post<unknown>('/api/v1/2fa/disable', { code: input.code }), 'user'));
  }

  async validate(input: ValidateTwoFactorDto): Promise<IssuedToken> {
    const body = await this.http.post<unknown>('/api/v1/2fa/validate', { challenge: input.challenge, code: input.code });
    return toIssuedToken(unwrapData(body, 'sign-in answer'));
  }
}
