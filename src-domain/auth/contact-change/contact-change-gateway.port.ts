import type { CodeSent } from '../one-time-code';
import type { User } from '../user.entity';
import type { ConfirmEmailChangeDto, ConfirmPhoneChangeDto, RequestEmailChangeDto, RequestPhoneChangeDto } from './contact-change.dtos';

/** The lender's API for changing the signed-in borrower's e-mail address and mobile number. */
export interface ContactChangeGateway {
  /** Sends a link to the new address and a notice to the old one; nothing changes yet. */
  requestEmailChange(input: RequestEmailChangeDto): Promise<CodeSent>;
  /** The link's token: the address changes now; answers the user as they now are. */
  confirmEmailChange(input: ConfirmEmailChangeDto): Promise<User>;
  /** Texts a code to the new number and a notice to the old one; nothing changes yet. */
  requestPhoneChange(input: RequestPhoneChangeDto): Promise<CodeSent>;
  /** The code texted to the new number: the number changes now. */
  confirmPhoneChange(input: ConfirmPhoneChangeDto): Promise<User>;
}

export const ContactChangeGateway = Symbol('ContactChangeGateway');
