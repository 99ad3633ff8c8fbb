import { IsBoolean, IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { AlphaSpaces, Confirmed, Is, Required } from '../../shared/validation/rules';
import { ONE_TIME_CODE_PATTERN } from '../one-time-code';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../register.dto';
import { IsMobileNumber } from '../../shared/validation/phone.rules';
import { AdultBirthDate } from './date-of-birth.rule';
import { DATE_OF_BIRTH_WINDOW, OLDEST_AGE } from '../../profile/user-details.dto';
import { DateWithin } from '../../shared/validation/date.rules';

/*
 * Bodies of the three-step registration (POST /api/v2/register, …/set-password, …/basics) and of the
 * phone verification calls when a registration, not a session, is being verified. Every call after
 * the first carries the `registration_token` the first answered with.
 */

/** Step 1, POST /api/v2/register: who is registering; a link goes to the e-mail address. */
export class StartRegistrationDto {
  @Required() @IsString() @MaxLength(254) @IsEmail()
  email!: string;

  @Required() @IsString() @IsMobileNumber()
  phone!: string;

  @IsBoolean() @Is(true, { message: 'Please accept the terms to open an account.' })
  terms!: boolean;
}

/**
 * POST /api/v2/register/confirm-email: the token of the link e-mailed at step 1. It proves the
 * address and starts (or resumes) the registration: a code goes to the phone.
 */
export class ConfirmRegistrationEmailDto {
  @Required({ message: 'This link is not complete. Please open it again from the e-mail.' }) @IsString() @MaxLength(200)
  token!: string;
}

/** POST /api/resend-verify-otp without a session: a new code to the registration's phone. */
export class RegistrationTokenDto {
  @Required() @IsString() @MaxLength(200)
  registration_token!: string;
}

/** POST /api/verify-phone-otp without a session: the code sent to the registration's phone. */
export class VerifyRegistrationPhoneDto {
  @Required() @IsString() @MaxLength(200)
  registration_token!: string;

  @Required() @IsString() @Matches(ONE_TIME_CODE_PATTERN, { message: 'Enter the 6-digit code we sent you.' })
  otp!: string;
}

/** Step 2, POST /api/v2/register/set-password (after the phone is verified). */
export class SetRegistrationPasswordDto {
  @Required() @IsString() @MaxLength(200)
  registration_token!: string;

  @Required() @IsString() @MinLength(PASSWORD_MIN_LENGTH) @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @Required() @IsString() @Confirmed('password', { message: 'The passwords do not match.' })
  password_confirmation!: string;
}

/** Step 3, POST /api/v2/register/basics: names and date of birth; creates the account. */
export class RegistrationBasicsDto {
  @Required() @IsString() @MaxLength(200)
  registration_token!: string;

  @Required() @IsString() @MaxLength(100) @AlphaSpaces()
  first_name!: string;

  @Required() @IsString() @MaxLength(100) @AlphaSpaces()
  last_name!: string;

  /** `YYYY-MM-DD`; born in the last 120 years (as the profile's form says), and 18 or older. */
  @Required() @IsString()
  @DateWithin(DATE_OF_BIRTH_WINDOW, { notADate: 'You must be 18 or older to open an account.', tooEarly: `Check the year of your date of birth: it is more than ${OLDEST_AGE} years ago.`, tooLate: 'You must be 18 or older to open an account.' })
  @AdultBirthDate(undefined, { message: 'You must be 18 or older to open an account.' })
  date_of_birth!: string;
}
