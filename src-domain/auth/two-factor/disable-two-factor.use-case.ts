import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { SessionStore } from '../session-store.port';
import type { User } from '../user.entity';
import { DisableTwoFactorDto } from './disable-two-factor.dto';
import type { TwoFactorGateway } from './two-factor-gateway.port';

/** Switches 2FA off with a current code or a recovery code; the stored session learns it. */
export class DisableTwoFactor implements UseCase<DisableTwoFactorDto, User> {
  constructor(
    private readonly twoFactor: Pick<TwoFactorGateway, 'disable'>,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: DisableTwoFactorDto): Promise<User> {
    const user = await this.twoFactor.disable(await validateInput(DisableTwoFactorDto, input));
    const session = this.sessions.read();
    if (session) this.sessions.write({ ...session, user, role: user.role });
    return user;
  }
}
