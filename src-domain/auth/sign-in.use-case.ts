import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { AuthGateway } from './auth-gateway.port';
import type { Session } from './session';
import type { SessionStore } from './session-store.port';
import { SignInDto } from './sign-in.dto';

/** Exchanges e-mail and password for a session. */
export class SignIn implements UseCase<SignInDto, Session> {
  constructor(
    private readonly auth: Pick<AuthGateway, 'signIn'>,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: SignInDto): Promise<Session> {
    const credentials = await validateInput(SignInDto, input);
    const { token, user } = await this.auth.signIn(credentials);
    const session: Session = { token, user, role: user.role };
    this.sessions.write(session);
    return session;
  }
}
