import { IsString, Matches, MaxLength } from 'class-validator';
import { Required } from '../../shared/validation/rules';
import { TWO_FACTOR_CODE_PATTERN } from '../one-time-code';

/** Body of POST /api/v1/2fa/validate: the sign-in challenge and a code (authenticator or recovery). */
export class ValidateTwoFactorDto {
  @Required() @IsString() @MaxLength(200)
  challenge!: string;

  @Required() @IsString() @Matches(TWO_FACTOR_CODE_PATTERN, { message: 'Enter a 6-digit code or a recovery code.' })
  code!: string;
}
