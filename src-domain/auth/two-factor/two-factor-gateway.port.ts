import type { IssuedToken } from '../session';
import type { User } from '../user.entity';
import type { ConfirmTwoFactorDto } from './confirm-two-factor.dto';
import type { DisableTwoFactorDto } from './disable-two-factor.dto';
import type { TwoFactorConfirmation, TwoFactorEnrolment } from './two-factor-enrolment';
import type { ValidateTwoFactorDto } from './validate-two-factor.dto';

/** Time-based one-time passwords (RFC 6238) as a second factor. */
export interface TwoFactorGateway {
  /** POST /api/v1/2fa/enable — a new secret; 2FA is not on until `confirm`. Conflict when already on. */
  enable(): Promise<TwoFactorEnrolment>;
  /** POST /api/v1/2fa/verify — switches 2FA on with a first code; answers with the recovery codes. */
  confirm(input: ConfirmTwoFactorDto): Promise<TwoFactorConfirmation>;
  /** POST /api/v1/2fa/disable — switches 2FA off; answers with the updated user. */
  disable(input: DisableTwoFactorDto): Promise<User>;
  /** POST /api/v1/2fa/validate — exchanges the sign-in challenge and a code for a token. */
  validate(input: ValidateTwoFactorDto): Promise<IssuedToken>;
}

export const TwoFactorGateway = Symbol.for('TwoFactorGateway');
