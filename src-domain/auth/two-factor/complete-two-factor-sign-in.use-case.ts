import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { Session } from '../session';
import type { SessionStore } from '../session-store.port';
import type { TwoFactorGateway } from './two-factor-gateway.port';
import { ValidateTwoFactorDto } from './validate-two-factor.dto';

/** The second step of a sign-in with 2FA: the challenge from `SignIn` and a code give the session. */
export class CompleteTwoFactorSignIn implements UseCase<ValidateTwoFactorDto, Session> {
  constructor(
    private readonly twoFactor: Pick<TwoFactorGateway, 'validate'>,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: ValidateTwoFactorDto): Promise<Session> {
    const { token, user } = await this.twoFactor.validate(await validateInput(ValidateTwoFactorDto, input));
    const session: Session = { token, user, role: user.role };
    this.sessions.write(session);
    return session;
  }
}
