import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { SessionStore } from '../session-store.port';
import { ConfirmTwoFactorDto } from './confirm-two-factor.dto';
import type { TwoFactorConfirmation } from './two-factor-enrolment';
import type { TwoFactorGateway } from './two-factor-gateway.port';

/**
 * Finishes switching 2FA on with a first authenticator code. The recovery codes in the result are
 * shown this once and never again; the stored session learns that 2FA is on.
 */
export class ConfirmTwoFactor implements UseCase<ConfirmTwoFactorDto, TwoFactorConfirmation> {
  constructor(
    private readonly twoFactor: Pick<TwoFactorGateway, 'confirm'>,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: ConfirmTwoFactorDto): Promise<TwoFactorConfirmation> {
    const confirmation = await this.twoFactor.confirm(await validateInput(ConfirmTwoFactorDto, input));
    const session = this.sessions.read();
    if (session) this.sessions.write({ ...session, user: confirmation.user, role: confirmation.user.role });
    return confirmation;
  }
}
