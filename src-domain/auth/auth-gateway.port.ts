import type { RegisterDto } from './register.dto';
import type { SignInDto } from './sign-in.dto';
import type { IssuedToken, SignInAnswer } from './session';
import type { User } from './user.entity';

/** The lender's authentication service, as the use-cases need it. */
export interface AuthGateway {
  /** POST /api/register — creates the account and signs it in. */
  register(input: RegisterDto): Promise<IssuedToken>;
  /** POST api/login — a token, or a two-factor challenge when the account has 2FA on. */
  signIn(input: SignInDto): Promise<SignInAnswer>;
  /** POST /api/logout — revokes the token in use. */
  signOut(): Promise<void>;
  /** GET /api/v1/users/me */
  currentUser(): Promise<User>;
}

export const AuthGateway = Symbol.for('AuthGateway');
