import { IsBoolean, IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { IsMobileNumber } from '../shared/validation/phone.rules';
import { AlphaSpaces, Confirmed, Is, Required } from '../shared/validation/rules';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The answer to a sign-up with an e-mail an account already has (Laravel's wording, which the spec keeps). */
export const EMAIL_TAKEN = 'The email has already been taken.';

/** Body of POST /api/register. Field names are the wire's (snake_case), shared by form, client and server. */
export class RegisterDto {
  @Required() @IsString() @MaxLength(100) @AlphaSpaces()
  first_name!: string;

  @Required() @IsString() @MaxLength(100) @AlphaSpaces()
  last_name!: string;

  @Required() @IsString() @MaxLength(254) @IsEmail()
  email!: string;

  /** A mobile for our texts, as typed; E.164 once validated (`+447700900123`). */
  @Required() @IsString() @IsMobileNumber()
  phone!: string;

  @Required() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @Required() @IsString() @Confirmed('password', { message: 'The passwords do not match.' })
  password_confirmation!: string;

  @IsBoolean() @Is(true, { message: 'Please accept the terms to open an account.' })
  terms!: boolean;
}
