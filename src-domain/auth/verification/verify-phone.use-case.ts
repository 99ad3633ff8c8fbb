import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { SessionStore } from '../session-store.port';
import type { User } from '../user.entity';
import type { VerificationGateway } from './verification-gateway.port';
import { VerifyPhoneDto } from './verify-phone.dto';

/** Confirms the signed-in borrower's phone with the code sent by SMS; the stored session learns it. */
export class VerifyPhone implements UseCase<VerifyPhoneDto, User> {
  constructor(
    private readonly verification: Pick<VerificationGateway, 'verifyPhone'>,
    private readonly sessions: SessionStore,
  ) {}

  async execute(input: VerifyPhoneDto): Promise<User> {
    const dto = await validateInput(VerifyPhoneDto, input);
    const user = await this.verification.verifyPhone(dto);
    const session = this.sessions.read();
    if (session) this.sessions.write({ ...session, user, role: user.role });
    return user;
  }
}
