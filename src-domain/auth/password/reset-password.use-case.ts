import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { PasswordGateway } from './password-gateway.port';
import { ResetPasswordDto } from './reset-password.dto';

/** Sets a new password with a reset token. Every session of the account ends; the person signs in again. */
export class ResetPassword implements UseCase<ResetPasswordDto, void> {
  constructor(private readonly passwords: Pick<PasswordGateway, 'resetPassword'>) {}

  async execute(input: ResetPasswordDto): Promise<void> {
    await this.passwords.resetPassword(await validateInput(ResetPasswordDto, input));
  }
}
