import { IsEmail, IsString, MaxLength } from 'class-validator';
import { Required } from '../../shared/validation/rules';

/** Body of POST /api/forgot-password and POST /api/resend-forgot-otp. */
export class ForgotPasswordDto {
  @Required() @IsString() @MaxLength(254) @IsEmail()
  email!: string;
}
