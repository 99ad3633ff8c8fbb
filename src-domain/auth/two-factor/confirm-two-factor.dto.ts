import { IsString, Matches } from 'class-validator';
import { Required } from '../../shared/validation/rules';
import { ONE_TIME_CODE_PATTERN } from '../one-time-code';

/** Body of POST /api/v1/2fa/verify: a code from the authenticator app, proving it was set up. */
export class ConfirmTwoFactorDto {
  @Required() @IsString() @Matches(ONE_TIME_CODE_PATTERN, { message: 'Enter the 6-digit code from your authenticator app.' })
  code!: string;
}
