import { newIdempotencyKey } from '../../http/idempotency-key';
import type { AuthGateway } from '../../../src-domain/auth/auth-gateway.port';
import type { RegisterDto } from '../../../src-domain/auth/register.dto';
import type { ConfirmSignUpDto } from '../../../src-domain/auth/sign-up/confirm-sign-up.dto';
import type { LinkSent } from '../../../src-domain/auth/sign-up/link-sent';
import type { IssuedToken, SignInAnswer } from '../../../src-domain/auth/session';
import type { SignInDto } from '../../../src-domain/auth/sign-in.dto';
import type { User } from '../../../src-domain/auth/user.entity';
import type { HttpClient } from '../../http/http-client';
import { unwrapData } from '../shared/wire-guards';
import { toLinkSent, toTwoFactorChallenge } from './security.mappers';
import { toIssuedToken, toUser } from './user.mapper';

/** AuthGateway over a Laravel/Sanctum-style API (docs/api/wire-contract.md, "Auth calls"). */
export class LaravelAuthGateway implements AuthGateway {
  constructor(private readonly http: HttpClient) {}

  async register(input: RegisterDto): Promise<LinkSent> {
    // Named fields only: whatever else the caller's object carries stays off the wire.
    const body = await this.http.post<unknown>('/api/register', {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      phone: input.phone,
      password: input.password,
      password_confirmation: input.password_confirmation,
      terms: input.terms,
    }, { idempotencyKey: newIdempotencyKey() });
    return toLinkSent(body);
  }

  async confirmSignUp(input: ConfirmSignUpDto): Promise<IssuedToken> {
    // A retry after a lost answer gets the first answer back (the link works once).
    const body = await this.http.post<unknown>('/api/register/confirm', { token: input.token, password: input.password }, { idempotencyKey: newIdempotencyKey() });
    return toIssuedToken(unwrapData(body, 'account opening answer'));
  }

  async signIn(input: SignInDto): Promise<SignInAnswer> {
    const body = await this.http.post<unknown>('api/login', {
      email: input.email,
      password: input.password,
      remember: input.remember,
    });
    const data = unwrapData(body, 'sign-in answer');
    // An account with 2FA answers with a challenge instead of a token (POST /api/v1/2fa/validate follows).
    return toTwoFactorChallenge(data) ?? toIssuedToken(data);
  }

  async signOut(): Promise<void> {
    await this.http.post<unknown>('/api/logout');
  }

  async currentUser(): Promise<User> {
    const body = await this.http.get<unknown>('/api/v1/users/me');
    return toUser(unwrapData(body, 'user'));
  }
}
