import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { PasswordGateway } from './password-gateway.port';
import type { PasswordResetGrant } from './password-reset-grant';
import { VerifyForgotOtpDto } from './verify-forgot-otp.dto';

/** Checks the recovery code; a correct one yields the reset token `ResetPassword` needs. */
export class VerifyForgotOtp implements UseCase<VerifyForgotOtpDto, PasswordResetGrant> {
  constructor(private readonly passwords: Pick<PasswordGateway, 'verifyForgotCode'>) {}

  async execute(input: VerifyForgotOtpDto): Promise<PasswordResetGrant> {
    return this.passwords.verifyForgotCode(await validateInput(VerifyForgotOtpDto, input));
  }
}
