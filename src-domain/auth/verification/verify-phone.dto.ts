import { IsString, Matches } from 'class-validator';
import { Required } from '../../shared/validation/rules';
import { ONE_TIME_CODE_PATTERN } from '../one-time-code';

/** Body of POST /api/verify-phone-otp for a signed-in user: the code sent to their phone. */
export class VerifyPhoneDto {
  @Required() @IsString() @Matches(ONE_TIME_CODE_PATTERN, { message: 'Enter the 6-digit code we sent you.' })
  otp!: string;
}
