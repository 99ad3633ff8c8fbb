import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { LinkSent } from '../sign-up/link-sent';
import type { RegistrationV2Gateway } from './registration-gateway.port';
import { StartRegistrationDto } from './registration.dtos';

/** Step 1 of the three-step registration: a link goes to the e-mail address; opening it carries on. */
export class StartRegistrationV2 implements UseCase<StartRegistrationDto, LinkSent> {
  constructor(private readonly registration: Pick<RegistrationV2Gateway, 'start'>) {}

  async execute(input: StartRegistrationDto): Promise<LinkSent> {
    return this.registration.start(await validateInput(StartRegistrationDto, input));
  }
}
