import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { RegistrationProgress } from './registration-progress';
import type { RegistrationV2Gateway } from './registration-gateway.port';
import { VerifyRegistrationPhoneDto } from './registration.dtos';

/** Confirms a registration's phone with the code sent to it; the answer says which step is next. */
export class VerifyRegistrationPhone implements UseCase<VerifyRegistrationPhoneDto, RegistrationProgress> {
  constructor(private readonly registration: Pick<RegistrationV2Gateway, 'verifyPhone'>) {}

  async execute(input: VerifyRegistrationPhoneDto): Promise<RegistrationProgress> {
    return this.registration.verifyPhone(await validateInput(VerifyRegistrationPhoneDto, input));
  }
}
