import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import { keptUntil, type Session } from '../session';
import type { SessionStore } from '../session-store.port';
import type { TwoFactorGateway } from './two-factor-gateway.port';
import { ValidateTwoFactorDto } from './validate-two-factor.dto';

/** The code step's input: the wire's challenge and code, and whether the person asked to stay signed in. */
export type CompleteTwoFactorSignInInput = ValidateTwoFactorDto & { keepSignedIn?: boolean };

/** The second step of a sign-in with 2FA: the challenge from `SignIn` and a code give the session. */
export class CompleteTwoFactorSignIn implements UseCase<CompleteTwoFactorSignInInput, Session> {
  constructor(
    private readonly twoFactor: Pick<TwoFactorGateway, 'validate'>,
    private readonly sessions: SessionStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute({ keepSignedIn = false, ...wire }: CompleteTwoFactorSignInInput): Promise<Session> {
    const { token, user } = await this.twoFactor.validate(await validateInput(ValidateTwoFactorDto, wire));
    const session: Session = { token, user, role: user.role, ...(keepSignedIn ? { keepUntil: keptUntil(this.now()) } : {}) };
    this.sessions.write(session);
    return session;
  }
}
