import { IsEmail, IsString, Matches, MaxLength } from 'class-validator';
import { Required } from '../../shared/validation/rules';
import { IsMobileNumber } from '../../shared/validation/phone.rules';
import { ONE_TIME_CODE_PATTERN } from '../one-time-code';

/** Body of POST /api/v1/account/email-change: the new address and, to prove it is the owner asking, the password. */
export class RequestEmailChangeDto {
  @Required() @IsString() @MaxLength(254) @IsEmail({}, { message: 'Enter an e-mail address, like name@example.co.uk.' })
  email!: string;

  @Required() @IsString() @MaxLength(1024)
  current_password!: string;
}

/** Body of POST /api/v1/account/email-change/confirm: the token from the link e-mailed to the new address. */
export class ConfirmEmailChangeDto {
  @Required() @IsString() @MaxLength(200)
  token!: string;
}

/** Body of POST /api/v1/account/phone-change: the new mobile (as typed; E.164 once validated) and the password. */
export class RequestPhoneChangeDto {
  @Required() @IsString() @IsMobileNumber()
  phone!: string;

  @Required() @IsString() @MaxLength(1024)
  current_password!: string;
}

/** Body of POST /api/v1/account/phone-change/confirm: the new mobile again and the code texted to it. */
export class ConfirmPhoneChangeDto {
  @Required() @IsString() @IsMobileNumber()
  phone!: string;

  @Required() @IsString() @Matches(ONE_TIME_CODE_PATTERN, { message: 'Enter the 6-digit code we texted to your new number.' })
  code!: string;
}
