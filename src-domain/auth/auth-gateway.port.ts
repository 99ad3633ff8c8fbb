import type { RegisterDto } from './register.dto';
import type { ConfirmSignUpDto } from './sign-up/confirm-sign-up.dto';
import type { LinkSent } from './sign-up/link-sent';
import type { SignInDto } from './sign-in.dto';
import type { IssuedToken, SignInAnswer } from './session';
import type { User } from './user.entity';

/** The lender's authentication service, as the use-cases need it. */
export interface AuthGateway {
  /** POST /api/register — an e-mail goes to the address (the same answer whether or not it has an account). */
  register(input: RegisterDto): Promise<LinkSent>;
  /** POST /api/register/confirm — the e-mailed link and the password chosen open the account and sign it in. */
  confirmSignUp(input: ConfirmSignUpDto): Promise<IssuedToken>;
  /** POST api/login — a token, or a two-factor challenge when the account has 2FA on. */
  signIn(input: SignInDto): Promise<SignInAnswer>;
  /** POST /api/logout — revokes the token in use. */
  signOut(): Promise<void>;
  /** GET /api/v1/users/me */
  currentUser(): Promise<User>;
}

export const AuthGateway = Symbol.for('AuthGateway');
