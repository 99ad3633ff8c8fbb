import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { AuthGateway } from './auth-gateway.port';
import { isTwoFactorChallenge, keptUntil, type Session, type SignInResult } from './session';
import type { SessionStore } from './session-store.port';
import { SignInDto } from './sign-in.dto';

/**
 * Exchanges e-mail and password for a session. When the account has two-factor authentication on,
 * no session exists yet: the result carries the challenge that `CompleteTwoFactorSignIn` exchanges,
 * together with a code, for the session.
 */
export class SignIn implements UseCase<SignInDto, SignInResult> {
  constructor(
    private readonly auth: Pick<AuthGateway, 'signIn'>,
    private readonly sessions: SessionStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(input: SignInDto): Promise<SignInResult> {
    const credentials = await validateInput(SignInDto, input);
    const answer = await this.auth.signIn(credentials);
    const keepSignedIn = credentials.remember === true;
    if (isTwoFactorChallenge(answer)) return { kind: 'two-factor-required', challenge: answer, keepSignedIn };
    const session: Session = { token: answer.token, user: answer.user, role: answer.user.role, ...(keepSignedIn ? { keepUntil: keptUntil(this.now()) } : {}) };
    this.sessions.write(session);
    return { kind: 'signed-in', session };
  }
}
