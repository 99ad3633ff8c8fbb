import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { RegistrationProgress } from './registration-progress';
import type { RegistrationV2Gateway } from './registration-gateway.port';
import { StartRegistrationDto } from './registration.dtos';

/** Starts a three-step registration, or resumes one: a code goes to the phone either way. */
export class StartRegistrationV2 implements UseCase<StartRegistrationDto, RegistrationProgress> {
  constructor(private readonly registration: Pick<RegistrationV2Gateway, 'start'>) {}

  async execute(input: StartRegistrationDto): Promise<RegistrationProgress> {
    return this.registration.start(await validateInput(StartRegistrationDto, input));
  }
}
