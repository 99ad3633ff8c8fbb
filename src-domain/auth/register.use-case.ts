import type { UseCase } from '../shared/use-case';
import { validateInput } from '../shared/validation/validate-input';
import type { AuthGateway } from './auth-gateway.port';
import { RegisterDto } from './register.dto';
import type { Session } from './session';
import type { SessionStore } from './session-store.port';

/** Opens an account and signs the new borrower in. */
export class Register implements UseCase<RegisterDto, Session> {
  constructor(
    private readonly auth: Pick<AuthGateway, 'register'>,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: RegisterDto): Promise<Session> {
    const application = await validateInput(RegisterDto, input);
    const { token, user } = await this.auth.register(application);
    const session: Session = { token, user, role: user.role };
    this.sessions.write(session);
    return session;
  }
}
