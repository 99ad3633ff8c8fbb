import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { CodeSent } from '../one-time-code';
import { ForgotPasswordDto } from './forgot-password.dto';
import type { PasswordGateway } from './password-gateway.port';

/** Sends a new recovery code (the previous one stops working). */
export class ResendForgotOtp implements UseCase<ForgotPasswordDto, CodeSent> {
  constructor(private readonly passwords: Pick<PasswordGateway, 'resendForgotCode'>) {}

  async execute(input: ForgotPasswordDto): Promise<CodeSent> {
    return this.passwords.resendForgotCode(await validateInput(ForgotPasswordDto, input));
  }
}
