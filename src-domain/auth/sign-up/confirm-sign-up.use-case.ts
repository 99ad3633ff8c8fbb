import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { AuthGateway } from '../auth-gateway.port';
import type { Session } from '../session';
import type { SessionStore } from '../session-store.port';
import { ConfirmSignUpDto } from './confirm-sign-up.dto';

/** Opens the account with the e-mailed link's token and the password chosen, and signs the new borrower in. */
export class ConfirmSignUp implements UseCase<ConfirmSignUpDto, Session> {
  constructor(
    private readonly auth: Pick<AuthGateway, 'confirmSignUp'>,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: ConfirmSignUpDto): Promise<Session> {
    const { token, user } = await this.auth.confirmSignUp(await validateInput(ConfirmSignUpDto, input));
    const session: Session = { token, user, role: user.role };
    this.sessions.write(session);
    return session;
  }
}
