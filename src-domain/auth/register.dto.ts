import { IsBoolean, IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { AlphaSpaces, Confirmed, Is, Required } from '../shared/validation/rules';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** E.164: a plus sign, then 8 to 15 digits with the country code. */
export const PHONE_PATTERN = /^\+[1-9][0-9]{7,14}$/;

/** Body of POST /api/register. Field names are the wire's (snake_case), shared by form, client and server. */
export class RegisterDto {
  @Required() @IsString() @MaxLength(100) @AlphaSpaces()
  first_name!: string;

  @Required() @IsString() @MaxLength(100) @AlphaSpaces()
  last_name!: string;

  @Required() @IsString() @MaxLength(254) @IsEmail()
  email!: string;

  @Required() @IsString() @Matches(PHONE_PATTERN)
  phone!: string;

  @Required() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @Required() @IsString() @Confirmed('password', { message: 'The passwords do not match.' })
  password_confirmation!: string;

  @IsBoolean() @Is(true, { message: 'Please accept the terms to open an account.' })
  terms!: boolean;
}
