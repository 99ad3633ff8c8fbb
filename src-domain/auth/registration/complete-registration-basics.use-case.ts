import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { Session } from '../session';
import type { SessionStore } from '../session-store.port';
import type { RegistrationV2Gateway } from './registration-gateway.port';
import { RegistrationBasicsDto } from './registration.dtos';

/** Step 3: names and date of birth. The account is created and the new borrower signed in. */
export class CompleteRegistrationBasics implements UseCase<RegistrationBasicsDto, Session> {
  constructor(
    private readonly registration: Pick<RegistrationV2Gateway, 'completeBasics'>,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: RegistrationBasicsDto): Promise<Session> {
    const { token, user } = await this.registration.completeBasics(await validateInput(RegistrationBasicsDto, input));
    const session: Session = { token, user, role: user.role };
    this.sessions.write(session);
    return session;
  }
}
