import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { CodeSent } from '../one-time-code';
import { ForgotPasswordDto } from './forgot-password.dto';
import type { PasswordGateway } from './password-gateway.port';

/** Asks for a recovery code by e-mail. The answer never tells whether the account exists. */
export class ForgotPassword implements UseCase<ForgotPasswordDto, CodeSent> {
  constructor(private readonly passwords: Pick<PasswordGateway, 'forgotPassword'>) {}

  async execute(input: ForgotPasswordDto): Promise<CodeSent> {
    return this.passwords.forgotPassword(await validateInput(ForgotPasswordDto, input));
  }
}
