import type { UseCase } from '../../shared/use-case';
import { validateInput } from '../../shared/validation/validate-input';
import type { CodeSent } from '../one-time-code';
import type { User } from '../user.entity';
import { ConfirmEmailChangeDto, ConfirmPhoneChangeDto, RequestEmailChangeDto, RequestPhoneChangeDto } from './contact-change.dtos';
import type { ContactChangeGateway } from './contact-change-gateway.port';

/** Asks to change the e-mail address: a link goes to the new address, a notice to the old one. */
export class RequestEmailChange implements UseCase<RequestEmailChangeDto, CodeSent> {
  constructor(private readonly contacts: Pick<ContactChangeGateway, 'requestEmailChange'>) {}

  async execute(input: RequestEmailChangeDto): Promise<CodeSent> {
    return this.contacts.requestEmailChange(await validateInput(RequestEmailChangeDto, input));
  }
}

/** Confirms the new e-mail address with the token from its link; the address changes now. */
export class ConfirmEmailChange implements UseCase<ConfirmEmailChangeDto, User> {
  constructor(private readonly contacts: Pick<ContactChangeGateway, 'confirmEmailChange'>) {}

  async execute(input: ConfirmEmailChangeDto): Promise<User> {
    return this.contacts.confirmEmailChange(await validateInput(ConfirmEmailChangeDto, input));
  }
}

/** Asks to change the mobile number: a code goes to the new number, a notice to the old one. */
export class RequestPhoneChange implements UseCase<RequestPhoneChangeDto, CodeSent> {
  constructor(private readonly contacts: Pick<ContactChangeGateway, 'requestPhoneChange'>) {}

  async execute(input: RequestPhoneChangeDto): Promise<CodeSent> {
    return this.contacts.requestPhoneChange(await validateInput(RequestPhoneChangeDto, input));
  }
}

/** Confirms the new mobile number with the code texted to it; the number changes now. */
export class ConfirmPhoneChange implements UseCase<ConfirmPhoneChangeDto, User> {
  constructor(private readonly contacts: Pick<ContactChangeGateway, 'confirmPhoneChange'>) {}

  async execute(input: ConfirmPhoneChangeDto): Promise<User> {
    return this.contacts.confirmPhoneChange(await validateInput(ConfirmPhoneChangeDto, input));
  }
}
