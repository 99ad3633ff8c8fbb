import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { RegistrationProgress } from './registration-progress';
import type { RegistrationV2Gateway } from './registration-gateway.port';
import { ConfirmRegistrationEmailDto } from './registration.dtos';

/** The e-mailed link was opened: the registration starts (or resumes) and a code goes to the phone. */
export class ConfirmRegistrationEmail implements UseCase<ConfirmRegistrationEmailDto, RegistrationProgress> {
  constructor(private readonly registration: Pick<RegistrationV2Gateway, 'confirmEmail'>) {}

  async execute(input: ConfirmRegistrationEmailDto): Promise<RegistrationProgress> {
    return this.registration.confirmEmail(await validateInput(ConfirmRegistrationEmailDto, input));
  }
}
