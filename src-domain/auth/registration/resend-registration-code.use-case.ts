import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { CodeSent } from '../one-time-code';
import type { RegistrationV2Gateway } from './registration-gateway.port';
import { RegistrationTokenDto } from './registration.dtos';

/** Sends a new code to the phone of a registration in progress. */
export class ResendRegistrationCode implements UseCase<RegistrationTokenDto, CodeSent> {
  constructor(private readonly registration: Pick<RegistrationV2Gateway, 'resendCode'>) {}

  async execute(input: RegistrationTokenDto): Promise<CodeSent> {
    return this.registration.resendCode(await validateInput(RegistrationTokenDto, input));
  }
}
