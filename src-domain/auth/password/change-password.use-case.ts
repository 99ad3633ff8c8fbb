import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import { ChangePasswordDto } from './change-password.dto';
import type { PasswordGateway } from './password-gateway.port';

/** Changes the signed-in borrower's password; this session stays, every other one ends. */
export class ChangePassword implements UseCase<ChangePasswordDto, void> {
  constructor(private readonly passwords: Pick<PasswordGateway, 'changePassword'>) {}

  async execute(input: ChangePasswordDto): Promise<void> {
    await this.passwords.changePassword(await validateInput(ChangePasswordDto, input));
  }
}
