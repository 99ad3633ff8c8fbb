import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { Confirmed, Required } from '../../shared/validation/rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../register.dto';

/** Body of POST /api/reset-password: the reset token from `VerifyForgotOtp` and the new password. */
export class ResetPasswordDto {
  @Required() @IsString() @MaxLength(254) @IsEmail()
  email!: string;

  @Required() @IsString() @MaxLength(200)
  reset_token!: string;

  @Required() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @Required() @IsString() @Confirmed('password', { message: 'The passwords do not match.' })
  password_confirmation!: string;
}
