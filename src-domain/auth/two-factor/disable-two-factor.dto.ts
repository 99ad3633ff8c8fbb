import { IsString, Matches } from 'class-validator';
import { Required } from '../../shared/validation/rules';
import { TWO_FACTOR_CODE_PATTERN } from '../one-time-code';

/** Body of POST /api/v1/2fa/disable: a current authenticator code or an unused recovery code. */
export class DisableTwoFactorDto {
  @Required() @IsString() @Matches(TWO_FACTOR_CODE_PATTERN, { message: 'Enter a 6-digit code or a recovery code.' })
  code!: string;
}
