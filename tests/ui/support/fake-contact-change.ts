import type { ConfirmEmailChangeDto, ConfirmPhoneChangeDto, RequestEmailChangeDto, RequestPhoneChangeDto } from '../../../src-domain/auth/contact-change/contact-change.dtos';
import type { ContactChangeGateway } from '../../../src-domain/auth/contact-change/contact-change-gateway.port';
import { ConfirmEmailChange, ConfirmPhoneChange, RequestEmailChange, RequestPhoneChange } from '../../../src-domain/auth/contact-change/contact-change.use-cases';
import type { CodeSent } from '../../../src-domain/auth/one-time-code';
import type { User } from '../../../src-domain/auth/user.entity';
import { ValidationFailed } from '../../../src-domain/shared/errors';

/** The token of the link the fake "e-mails" to a new address (the page reads it from `#confirm-email=`). */
export const EMAIL_CHANGE_LINK = 'email-change-link-token-0123456789';

/** The code the fake "texts" to a new number. */
export const PHONE_CHANGE_CODE = '654321';

const fieldError = (field: string, message: string) => new ValidationFailed({ [field]: [message] }, message, 422);

/** The account whose contact details change: reads and writes the user of the auth fake. */
export interface ContactOwner {
  user: User;
  calls: string[];
}

/** Changing the e-mail address and mobile number, as the server does it: nothing changes until confirmed. */
export class FakeContactChangeGateway implements ContactChangeGateway {
  password = 'old-password-1';
  pendingEmail: string | null = null;
  pendingPhone: string | null = null;
  /** Thrown by the next call instead of answering (a 429, a 409…). */
  failNext: Error | null = null;
  /** While set, every call waits for it: the page's loading state can be looked at. */
  hold: Promise<void> | null = null;

  constructor(private readonly owner: ContactOwner) {}

  requestEmailChange = async (input: RequestEmailChangeDto): Promise<CodeSent> => {
    await this.enter(`requestEmailChange:${input.email}`);
    this.checkPassword(input.current_password);
    this.pendingEmail = input.email.toLowerCase();
    return { message: `We have sent a link to ${this.pendingEmail}.`, resendAfterSeconds: 60, expiresInSeconds: 3600 };
  };

  confirmEmailChange = async (input: ConfirmEmailChangeDto): Promise<User> => {
    await this.enter(`confirmEmailChange:${input.token}`);
    if (input.token !== EMAIL_CHANGE_LINK || !this.pendingEmail) {
      throw fieldError('token', 'This link has expired or has already been used. Ask for a new one below.');
    }
    this.owner.user = { ...this.owner.user, email: this.pendingEmail, emailVerifiedAt: '2026-11-26T09:00:00.000Z' };
    this.pendingEmail = null;
    return this.owner.user;
  };

  requestPhoneChange = async (input: RequestPhoneChangeDto): Promise<CodeSent> => {
    await this.enter(`requestPhoneChange:${input.phone}`);
    this.checkPassword(input.current_password);
    this.pendingPhone = input.phone;
    return { message: 'We have texted a 6-digit code to your new number.', resendAfterSeconds: 60, expiresInSeconds: 600 };
  };

  confirmPhoneChange = async (input: ConfirmPhoneChangeDto): Promise<User> => {
    await this.enter(`confirmPhoneChange:${input.phone}:${input.code}`);
    if (input.phone !== this.pendingPhone || input.code !== PHONE_CHANGE_CODE) {
      throw fieldError('code', 'That code is not right. Check the message and try again.');
    }
    this.owner.user = { ...this.owner.user, phone: input.phone, phoneVerifiedAt: '2026-11-26T09:00:00.000Z' };
    this.pendingPhone = null;
    return this.owner.user;
  };

  private async enter(call: string): Promise<void> {
    this.owner.calls.push(call);
    if (this.hold) await this.hold;
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }

  private checkPassword(password: string): void {
    if (password !== this.password) throw fieldError('current_password', 'The password is not right.');
  }
}

export function contactChangeServices(contacts: ContactChangeGateway) {
  return {
    contactChange: {
      requestEmail: new RequestEmailChange(contacts),
      confirmEmail: new ConfirmEmailChange(contacts),
      requestPhone: new RequestPhoneChange(contacts),
      confirmPhone: new ConfirmPhoneChange(contacts),
    },
  };
}
