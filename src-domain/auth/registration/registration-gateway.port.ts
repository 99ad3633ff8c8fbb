import type { CodeSent } from '../one-time-code';
import type { IssuedToken } from '../session';
import type { LinkSent } from '../sign-up/link-sent';
import type {
  ConfirmRegistrationEmailDto,
  RegistrationBasicsDto,
  RegistrationTokenDto,
  SetRegistrationPasswordDto,
  StartRegistrationDto,
  VerifyRegistrationPhoneDto,
} from './registration.dtos';
import type { RegistrationProgress } from './registration-progress';

/** The three-step (v2) registration, resumable until the account exists. */
export interface RegistrationV2Gateway {
  /** POST /api/v2/register — e-mails a link to carry on (the same answer whether or not the address has an account). */
  start(input: StartRegistrationDto): Promise<LinkSent>;
  /** POST /api/v2/register/confirm-email — the link's token starts (or resumes) the registration; a code goes to the phone. */
  confirmEmail(input: ConfirmRegistrationEmailDto): Promise<RegistrationProgress>;
  /** POST /api/resend-verify-otp with `registration_token` — a new code (60 s cooldown). */
  resendCode(input: RegistrationTokenDto): Promise<CodeSent>;
  /** POST /api/verify-phone-otp with `registration_token` — confirms the phone. */
  verifyPhone(input: VerifyRegistrationPhoneDto): Promise<RegistrationProgress>;
  /** POST /api/v2/register/set-password */
  setPassword(input: SetRegistrationPasswordDto): Promise<RegistrationProgress>;
  /** POST /api/v2/register/basics — creates the account and signs it in. */
  completeBasics(input: RegistrationBasicsDto): Promise<IssuedToken>;
}

export const RegistrationV2Gateway = Symbol.for('RegistrationV2Gateway');
