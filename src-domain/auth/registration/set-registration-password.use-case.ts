import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { RegistrationProgress } from './registration-progress';
import type { RegistrationV2Gateway } from './registration-gateway.port';
import { SetRegistrationPasswordDto } from './registration.dtos';

/** Step 2: chooses the password (the phone must be verified first). */
export class SetRegistrationPassword implements UseCase<SetRegistrationPasswordDto, RegistrationProgress> {
  constructor(private readonly registration: Pick<RegistrationV2Gateway, 'setPassword'>) {}

  async execute(input: SetRegistrationPasswordDto): Promise<RegistrationProgress> {
    return this.registration.setPassword(await validateInput(SetRegistrationPasswordDto, input));
  }
}
