import { IsEmail, IsString, Matches, MaxLength } from 'class-validator';
import { Required } from '../../shared/validation/rules';
import { ONE_TIME_CODE_PATTERN } from '../one-time-code';

/** Body of POST /api/forgot-verify-otp: the e-mail the code was asked for and the code. */
export class VerifyForgotOtpDto {
  @Required() @IsString() @MaxLength(254) @IsEmail()
  email!: string;

  @Required() @IsString() @Matches(ONE_TIME_CODE_PATTERN, { message: 'Enter the 6-digit code we sent you.' })
  otp!: string;
}
